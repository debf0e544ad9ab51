/**
 * /entry-page (spec 3 §4, §5 Entry page): the consents and Save stay disabled until every entry-page
 * policy document is signed; signing takes exactly "I agree"; Save records the consents and ends the
 * entry page (POST users/end-entry-page).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gatedFetch, renderWithProviders } from '../../test/providers';
import { EntryPage } from './EntryPage';

jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: () => false, signOut: async () => undefined }) }));

const subscriptions = {
  library: true, conferences: true, guests: true, job_positions: true, announcements: true, birthday_congratulations: true, consent_to_be_photographed: true,
};
const doc = (id: number, title: string) => ({
  id, title, description: `${title} text`, expiration_date: null, last_updated_date: '2026-11-20T08:00:00.000Z', link: `https://example.com/${id}`,
  attachment: null, updates: [{ id: id * 10, policy_document_id: id, date: '2026-11-20T08:00:00.000Z', notes: null, kind: 'created' }],
  signed: false, date_signed: null, entry_page: true, can: { edit: false, delete: false, toggle_entry_page: false, signed_users: false, sign: true },
});

it('keeps Save and the consents disabled until both documents are signed with "I agree", then saves and ends the entry page', async () => {
  const signed = new Set<number>();
  const { calls, release } = gatedFetch((method, path) => {
    if (path === '/api/v1/users/7/info') return { id: 7, name: 'Jonas', surname: 'Jonaitis', subscriptions };
    if (path === '/api/v1/policy-documents/entry-page') return [doc(1, 'Privacy policy'), doc(2, 'Code of conduct')].map((d) => ({ ...d, signed: signed.has(d.id) }));
    const sign = /^\/api\/v1\/policy-documents\/(\d+)\/sign$/.exec(path);
    if (method === 'POST' && sign) {
      signed.add(Number(sign[1]));
      return { message: 'document_signed_successfully', document: { ...doc(Number(sign[1]), 'x'), signed: true } };
    }
    return { message: 'ok' };
  });
  release();
  renderWithProviders(<EntryPage />);
  expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  const consents = () => [screen.getByRole('switch', { name: /photographed/ }), screen.getByRole('switch', { name: /birthday/ })];
  expect(consents().every((s) => (s as HTMLInputElement).disabled)).toBe(true);
  expect(screen.getByText('0 of 2 signed.')).toBeInTheDocument();

  // Fluent keeps a dialog aria-hidden in jsdom while tabster's modalizer settles: its controls are found with hidden: true.
  fireEvent.click(screen.getByRole('button', { name: 'Sign Privacy policy' }));
  let dialog = await screen.findByRole('dialog');
  const input = await within(dialog).findByRole('textbox', { hidden: true });
  fireEvent.change(input, { target: { value: 'i agree' } });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Sign', hidden: true }));
  expect(await within(dialog).findByText(/Type exactly "I agree"/)).toBeInTheDocument();
  expect(calls.some((c) => c.path.endsWith('/sign'))).toBe(false);
  fireEvent.change(input, { target: { value: 'I agree' } });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Sign', hidden: true }));
  await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/sign'))).toHaveLength(1));
  expect(calls.find((c) => c.path.endsWith('/sign'))?.body).toEqual({ phrase: 'I agree' });
  expect(await screen.findByText('1 of 2 signed.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

  fireEvent.click(screen.getByRole('button', { name: 'Sign Code of conduct' }));
  dialog = await screen.findByRole('dialog', { name: /Code of conduct/ });
  fireEvent.change(await within(dialog).findByRole('textbox', { hidden: true }), { target: { value: 'I agree' } });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Sign', hidden: true }));
  expect(await screen.findByText('2 of 2 signed.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  expect(consents().every((s) => !(s as HTMLInputElement).disabled)).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/users/end-entry-page')).toBe(true));
  expect(calls.filter((c) => c.path === '/api/v1/users/settings').map((c) => (c.body as { id: string }).id).sort()).toEqual(['birthday_congratulations', 'consent_to_be_photographed']);
});
