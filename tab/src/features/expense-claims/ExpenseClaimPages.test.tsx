/**
 * /expenses and /expense-claim (spec 2 §2, §4, §5): the list's states and delete with confirmation;
 * a new claim (type first, a line with a receipt, the total, save and submit in cents); an approved
 * claim read-only with its report; the 4 MB receipts total in red with submit disabled; a refused
 * receipt name clash said as such.
 */
import '../auth/testEnv';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '../../i18n';
import { NotifyProvider } from '../../components/notify';
import { renderWithProviders, reply, stubFetch } from '../../test/providers';
import { ExpenseClaimPage } from './ExpenseClaimPage';
import { ExpensesPage } from './ExpensesPage';

const HELD = ['expense_claims_read', 'expense_claims_write'];
jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: (...p: string[]) => p.some((x) => HELD.includes(x)) }) }));

const can = (edit: boolean, report = false) => ({ edit, delete: edit, submit: edit, report });
const base = {
  id: 3, type: 'travel', type_id: 1, type_name: { en: 'Travel', lt: 'Kelionės' }, user_id: 7, user: { id: 7, name: 'Tomas', surname: 'Žemaitis' },
  issue_date: '2026-11-20T08:00:00.000Z', description: null, additionalInformation: 'Vilnius–Riga', cost_sum: 6249, business_trip_id: null, request_id: 11,
};
const row = { ...base, status: 'not_initialized', can: can(true), lines_count: 2, attachments_count: 1 };
const types = [{ id: 1, name: 'travel', chain_id: 2 }, { id: 2, name: 'training', chain_id: 2 }];
const trips = { currentPage: 1, totalCount: 1, data: [{ id: 4, traveler: { id: 7, name: 'Tomas', surname: 'Žemaitis' }, trip_purpose: 'Baltic meetup', project_name: null, request_date: null, date_start: '2026-12-01', date_end: '2026-12-03', destinations: ['LV'], request_id: 5, status: 'in_progress' }] };

function renderAt(path: string, state?: unknown) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={qc}>
        <NotifyProvider>
          <MemoryRouter initialEntries={[{ pathname: path, state }]}>
            <Routes>
              <Route path="/expense-claim/:id" element={<ExpenseClaimPage />} />
              <Route path="/expense-claim" element={<ExpenseClaimPage />} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
          </MemoryRouter>
        </NotifyProvider>
      </QueryClientProvider>
    </FluentProvider>,
  );
}

it('lists claims with type, total and status, and shows the empty state', async () => {
  stubFetch({ 'GET /api/v1/users/7/expense-claims': { currentPage: 1, totalCount: 0, data: [] } });
  const { unmount } = renderWithProviders(<ExpensesPage />);
  expect(await screen.findByText('You have no expense claims yet.')).toBeInTheDocument();
  unmount();
  stubFetch({ 'GET /api/v1/users/7/expense-claims': { currentPage: 1, totalCount: 1, data: [row] } });
  renderWithProviders(<ExpensesPage />);
  expect(await screen.findByText('Travel')).toBeInTheDocument();
  expect(screen.getByText('€62.49')).toBeInTheDocument();
  expect(screen.getByText('Not initialized')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New expense claim' })).toBeInTheDocument();
});

it('deletes a draft claim only after confirmation and hides edit and delete for submitted ones', async () => {
  const calls = stubFetch({
    'GET /api/v1/users/7/expense-claims': { currentPage: 1, totalCount: 2, data: [row, { ...row, id: 4, type_name: { en: 'Training', lt: 'Mokymai' }, status: 'in_progress', can: can(false) }] },
    'DELETE /api/v1/expense-claims/3': { message: 'expense_claim_deleted_successfully' },
  });
  renderWithProviders(<ExpensesPage />);
  await screen.findByText('Training');
  expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(1);
  expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(1);
  expect(screen.getAllByRole('button', { name: /^Inspect / })).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: /^Delete Travel/ }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete the expense claim', hidden: true });
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete', hidden: true }));
  await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/expense-claims/3')).toBe(true));
});

it('files a new claim: type first, a line with a receipt, the total, then save and submit in cents', async () => {
  const calls = stubFetch({ 'GET /api/v1/expense-claims/types': types, 'GET /api/v1/business-trips': trips, 'POST /api/v1/expense-claims': { ...base, status: 'in_progress', can: can(false), object: [] } });
  renderAt('/expense-claim');
  const type = await screen.findByRole('combobox', { name: /Type/ });
  expect(screen.queryByRole('button', { name: 'Add expense' })).not.toBeInTheDocument();
  await screen.findByRole('option', { name: 'Travel' });
  fireEvent.change(type, { target: { value: 'travel' } });
  await screen.findByRole('option', { name: 'Baltic meetup (01/12/2026 – 03/12/2026)' });
  fireEvent.change(screen.getByRole('combobox', { name: /Business trip/ }), { target: { value: '4' } });
  expect(screen.getByRole('button', { name: 'Save and submit' })).toBeDisabled();

  fireEvent.click(screen.getByRole('button', { name: 'Add expense' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add expense', hidden: true });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Save', hidden: true }));
  await waitFor(() => expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2));
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/, hidden: true }), { target: { value: 'Taxi to the airport' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Cost/, hidden: true }), { target: { value: '12,50' } });
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'taxi.png', { type: 'image/png' });
  const exe = new File([new Uint8Array([0x4d, 0x5a])], 'tool.exe', { type: 'application/octet-stream' });
  fireEvent.change(within(dialog).getByTestId('expense-receipts'), { target: { files: [png, exe] } });
  expect(await within(dialog).findByText(/taxi\.png/)).toBeInTheDocument();
  expect(within(dialog).getByRole('alert', { hidden: true })).toHaveTextContent('tool.exe');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  expect(screen.getByText('Taxi to the airport')).toBeInTheDocument();
  expect(screen.getByText('Total: €12.50')).toBeInTheDocument();
  // (jsdom keeps the page aria-hidden after a dialog closed: query it as hidden)
  const submit = screen.getByRole('button', { name: 'Save and submit', hidden: true });
  expect(submit).toBeEnabled();
  fireEvent.click(submit);
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.body).toMatchObject({ type: 'travel', business_trip_id: 4, object: [{ description: 'Taxi to the airport', cost: 1250, attachments: [{ original_name: 'taxi.png', data: 'iVBORw==', size: 4 }] }] });
  expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
});

it('shows an approved claim read-only with its report, and no save buttons', async () => {
  stubFetch({
    'GET /api/v1/expense-claims/3': { ...base, status: 'approved', can: can(false, true), object: [{ id: 8, date: '2026-11-02', description: 'Hotel', cost: 6249, attachments: [{ id: 1, name: 'a', original_name: 'hotel.png', content_type: 'image/png', size: 100, data: 'QUJD' }] }] },
    'GET /api/v1/expense-claims/types': types,
    'GET /api/v1/business-trips': trips,
  });
  renderAt('/expense-claim/3', { readOnly: true });
  expect(await screen.findByText('Hotel')).toBeInTheDocument();
  expect(screen.getByText('Total: €62.49')).toBeInTheDocument();
  expect(screen.getByText('Claimant: Tomas Žemaitis')).toBeInTheDocument();
  expect(screen.getByText('Approved')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open report' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save and submit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add expense' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Type/ })).toBeDisabled();
});

it('shows the receipts total in red past 4 MB and disables submit', async () => {
  const big = (id: number) => ({ id, name: `r${id}`, original_name: `scan${id}.pdf`, content_type: 'application/pdf', size: 3_000_000, data: '' });
  stubFetch({
    'GET /api/v1/expense-claims/3': { ...base, status: 'not_initialized', can: can(true), object: [{ id: 8, date: '2026-11-02', description: 'Hotel', cost: 100, attachments: [big(1), big(2)] }] },
    'GET /api/v1/expense-claims/types': types,
    'GET /api/v1/business-trips': trips,
  });
  renderAt('/expense-claim/3', { readOnly: false });
  expect(await screen.findByText('Hotel')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Receipts: 5.72 of 4 MB — The receipts together are larger than 4 MB.');
  expect(screen.getByRole('button', { name: 'Save and submit' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

it("lets a chain item with edit rights save an in-progress claim through the chain (no submit), then goes to /requests", async () => {
  const claim = { ...base, status: 'in_progress', can: can(false), object: [{ id: 8, date: '2026-11-02', description: 'Hotel', cost: 6249, attachments: [{ id: 1, name: 'a', original_name: 'hotel.png', content_type: 'image/png', size: 100, data: 'QUJD' }] }] };
  const calls = stubFetch({ 'GET /api/v1/expense-claims/3': claim, 'GET /api/v1/expense-claims/types': types, 'GET /api/v1/business-trips': trips, 'PUT /api/v2/chains/11': {} });
  renderAt('/expense-claim/3', { readOnly: false, chainID: 11, requestId: 3 });
  expect(await screen.findByText('Hotel')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save and submit' })).not.toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: 'Additional information' }), { target: { value: 'Checked' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
    path: '/api/v2/chains/11',
    body: { type: 'travel', additionalInformation: 'Checked', object: [{ date: '2026-11-02', description: 'Hotel', cost: 6249, attachments: [{ id: 1 }] }] },
  });
  expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
});

it('says failed_to_submit_request when the submit after a saved draft fails, and stays on the saved claim', async () => {
  const draft = { ...base, status: 'not_initialized', can: can(true), object: [{ id: 8, date: '2026-11-02', description: 'Hotel', cost: 6249, attachments: [] }] };
  stubFetch({
    'GET /api/v1/expense-claims/3': draft,
    'GET /api/v1/expense-claims/types': types,
    'GET /api/v1/business-trips': trips,
    'PUT /api/v1/expense-claims/3': reply(409, { error_code: 'substitution_pending', step: 'submit', request_id: 11, expense_claim_id: 3 }),
  });
  renderAt('/expense-claim/3', { readOnly: false });
  expect(await screen.findByText('Hotel')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Save and submit' }));
  expect(await screen.findByText('Failed to submit the request.')).toBeInTheDocument();
  expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
  expect(screen.getByText('Hotel')).toBeInTheDocument();
});

it('says which receipt name is taken when the server refuses two receipts of the claim with one name', async () => {
  const draft = { ...base, status: 'not_initialized', can: can(true), object: [{ id: 8, date: '2026-11-02', description: 'Hotel', cost: 6249, attachments: [{ id: 1, name: 'taxi.png', original_name: 'taxi.png', content_type: 'image/png', size: 100, data: 'QUJD' }] }] };
  stubFetch({
    'GET /api/v1/expense-claims/3': draft,
    'GET /api/v1/expense-claims/types': types,
    'GET /api/v1/business-trips': trips,
    'PUT /api/v1/expense-claims/3': reply(400, { message: 'invalid_expense_claim_attachment', error_code: 'invalid_expense_claim_attachment', file: 'taxi.png', reason: 'duplicate' }),
  });
  renderAt('/expense-claim/3', { readOnly: false });
  expect(await screen.findByText('Hotel')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This expense claim already has a receipt named “taxi.png” (on this or another line). Rename the file or remove one of the two receipts, then save again.')).toBeInTheDocument();
  expect(screen.queryByText(/must be a JPEG, PNG or PDF/)).not.toBeInTheDocument();
});
