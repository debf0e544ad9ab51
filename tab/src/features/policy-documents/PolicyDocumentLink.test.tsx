/**
 * /policy-documents?document={id} (the "Read and sign" link of the e-mail and the Teams card; inside
 * Teams the deep link arrives as this path): the document is read by id, expanded, and its sign dialog
 * opens when the user has yet to sign it — also when it is not on the list's first page.
 */
import '../auth/testEnv';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { NotifyProvider } from '../../components/notify';
import { fakeApi } from '../../test/providers';
import { PolicyDocumentsPage } from './PolicyDocumentsPage';

jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: () => false }) }));

const can = { edit: false, delete: false, toggle_entry_page: false, signed_users: false, sign: true };
const doc = (id: number, title: string, signed: boolean) => ({
  id, title, description: null, expiration_date: null, last_updated_date: '2026-11-21T08:00:00.000Z', link: `https://example.com/${id}`,
  attachment: null, signed, date_signed: signed ? '2026-11-22T08:00:00.000Z' : null, entry_page: false, can,
  updates: [{ id: id * 10, policy_document_id: id, date: '2026-11-21T08:00:00.000Z', notes: `Notes of ${title}`, kind: 'created' }],
});

function renderAt(url: string) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={qc}>
        <NotifyProvider>
          <MemoryRouter initialEntries={[url]}><PolicyDocumentsPage /></MemoryRouter>
        </NotifyProvider>
      </QueryClientProvider>
    </FluentProvider>,
  );
}

it('opens the sign dialog of the linked document even when it is not on the first page', async () => {
  const calls = fakeApi((c) => {
    if (c.path === '/api/v1/policy-documents') return { currentPage: 1, data: [doc(1, 'Travel policy', true)], totalCount: 30 };
    if (c.path === '/api/v1/policy-documents/9') return doc(9, 'Code of conduct', false);
    return undefined;
  });
  renderAt('/policy-documents?document=9');
  const dialog = await screen.findByRole('dialog', { name: 'Sign "Code of conduct"' });
  expect(await within(dialog).findByRole('textbox', { hidden: true })).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/v1/policy-documents/9')).toBe(true);
});

it('expands a linked document that is already signed, without a sign dialog', async () => {
  fakeApi((c) => {
    if (c.path === '/api/v1/policy-documents') return { currentPage: 1, data: [doc(1, 'Travel policy', true), doc(4, 'Privacy policy', true)], totalCount: 2 };
    if (c.path === '/api/v1/policy-documents/4') return doc(4, 'Privacy policy', true);
    return undefined;
  });
  renderAt('/policy-documents?document=4');
  expect(await screen.findByText(/Notes of Privacy policy/)).toBeVisible();
  expect(screen.queryByText(/Notes of Travel policy/)).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
});
