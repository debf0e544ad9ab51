/**
 * /policy-documents (spec 3 §2): the expandable list with signed state and updates, the writer's menu
 * (delete after a confirmation), the new-document form (link required when chosen, the contract's
 * limits) and the signed-users modal with its CSV download.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gatedFetch, renderWithProviders } from '../../test/providers';
import { PolicyDocumentFormDialog } from './PolicyDocumentFormDialog';
import { PolicyDocumentsPage } from './PolicyDocumentsPage';
import { SignedUsersDialog } from './SignedUsersDialog';

jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: (...p: string[]) => p.includes('policy_documents_write') }) }));

const can = { edit: true, delete: true, toggle_entry_page: true, signed_users: true, sign: true };
const doc = {
  id: 5, title: 'Privacy policy', description: 'How we keep data', expiration_date: '2027-01-31', last_updated_date: '2026-11-21T08:00:00.000Z',
  link: 'https://example.com/privacy', attachment: null, signed: false, date_signed: null, entry_page: true, can,
  updates: [
    { id: 50, policy_document_id: 5, date: '2026-11-20T08:00:00.000Z', notes: 'First version', kind: 'created' },
    { id: 51, policy_document_id: 5, date: '2026-11-21T08:00:00.000Z', notes: 'Retention shortened', kind: 'updated' },
  ],
};

it('lists documents, opens one with its updates, and deletes it after a confirmation', async () => {
  const { calls, release } = gatedFetch((method, path) => {
    if (method === 'GET' && path === '/api/v1/policy-documents') return { currentPage: 1, data: [doc], totalCount: 1 };
    return { message: 'policy_document_deleted_successfully' };
  });
  release();
  renderWithProviders(<PolicyDocumentsPage />);
  const header = await screen.findByRole('button', { name: /Privacy policy/ });
  expect(screen.getByText('Not signed')).toBeInTheDocument();
  expect(screen.getByText('On the entry page')).toBeInTheDocument();
  fireEvent.click(header);
  expect(await screen.findByText(/Retention shortened/)).toBeInTheDocument();
  expect(screen.getByText('Valid until 31/01/2027')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Open Privacy policy/ })).toHaveAttribute('href', 'https://example.com/privacy');
  expect(screen.getByRole('button', { name: 'Sign' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Manage Privacy policy' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const confirm = await screen.findByRole('alertdialog', {}, { timeout: 3000 }).catch(() => screen.findByRole('dialog'));
  expect(within(confirm).getByText(/will be deleted/)).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  fireEvent.click(await within(confirm).findByRole('button', { name: 'Delete', hidden: true }));
  await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/policy-documents/5')).toBe(true));
});

it('asks for the link when the link source is chosen and sends the form over the contract', async () => {
  const { calls, release } = gatedFetch(() => ({ message: 'ok', document: doc }));
  release();
  renderWithProviders(<PolicyDocumentFormDialog onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'New policy document' });
  fireEvent.change(await within(dialog).findByRole('textbox', { name: /Title/, hidden: true }), { target: { value: ' Remote work ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
  await waitFor(() => expect(screen.getByText('Required.')).toBeInTheDocument());
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Link/, hidden: true }), { target: { value: 'https://example.com/remote' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Notes/, hidden: true }), { target: { value: 'First' } });
  // Save stays disabled after a refused submit until the form is valid again (checked asynchronously).
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save', hidden: true })).toBeEnabled());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    title: 'Remote work', description: null, expiration_date: null, notes: 'First', should_send_email: false, link: 'https://example.com/remote',
  });
});

it('shows who signed the latest update and downloads the CSV', async () => {
  const { calls, release } = gatedFetch((_m, path) => {
    if (path === '/api/v1/policy-documents/updates/51/users') {
      return [
        { user_id: 1, full_name: 'Jonas Jonaitis', signed: true, date_signed: '2026-11-22T09:30:00.000Z' },
        { user_id: 2, full_name: 'Ona Onaitė', signed: false, date_signed: null },
      ];
    }
    return { file: btoa('Full name,Signed\r\n'), name: 'signed-users-5-51.csv' };
  });
  release();
  const createObjectURL = jest.fn(() => 'blob:csv');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  renderWithProviders(<SignedUsersDialog document={doc as never} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('1 of 2 people signed.')).toBeInTheDocument();
  expect(within(dialog).getByText('Jonas Jonaitis')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Download CSV', hidden: true }));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/policy-documents/updates/51/users/csv' && c.query.toString() === 'lang=en')).toBe(true));
});
