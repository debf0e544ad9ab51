import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PersonalInfoChangeForm } from './PersonalInfoChangeForm';
import { DEFAULT_ORDER } from './requestLogic';
import { useRequestList } from './requestsApi';
import { gatedFetch, renderWithProviders, stubFetch } from '../../test/providers';

jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: () => true }) }));

const refs = [
  { id: 1, request_type: 'phone_number', name: 'Phone number', chain_id: 2, chain_name: 'HR', image_required: false },
  { id: 2, request_type: 'surname', name: 'Surname', chain_id: 2, chain_name: 'HR', image_required: true },
];

const file = (name: string, size: number, type: string) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

/** The my-requests list beside the form, as the requests page shows it. */
function MyRequests() {
  const list = useRequestList('my', { page: 1, pageSize: 10, order: DEFAULT_ORDER, q: '', includeFinished: false });
  return <p>{`${list.data?.totalCount ?? '…'} requests`}</p>;
}

describe('PersonalInfoChangeForm', () => {
  it('needs a field and a value, and rejects bad files with the bad-file-type message', async () => {
    const calls = stubFetch({ 'GET /api/v1/users/edit/references': refs, 'POST /api/v1/users/7/edit': { id: 1, request_id: 3, status: 'in_progress' } });
    const onOpenChange = jest.fn();
    renderWithProviders(<PersonalInfoChangeForm open onOpenChange={onOpenChange} />);
    const send = screen.getByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();
    await screen.findByRole('option', { name: 'Phone number' });
    fireEvent.change(screen.getByRole('combobox', { name: /Field to change/ }), { target: { value: 'phone_number' } });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: /New value/ }), { target: { value: '+37060000000' } });
    expect(send).toBeEnabled();

    const input = screen.getByTestId('info-change-files');
    fireEvent.change(input, { target: { files: [file('scan.gif', 10, 'image/gif')] } });
    expect(await screen.findByText(/Bad file type is provided/)).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [file('big.pdf', 10_000_000, 'application/pdf')] } });
    expect(screen.getByText(/Bad file type is provided/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    fireEvent.change(input, { target: { files: [file('ok.png', 100, 'image/png')] } });
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('ok.png');

    fireEvent.click(send);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ type: 'phone_number', value: '+37060000000', images: [{ name: 'ok.png' }] });
  });

  it('requires an image when the field says so', async () => {
    stubFetch({ 'GET /api/v1/users/edit/references': refs });
    renderWithProviders(<PersonalInfoChangeForm open onOpenChange={() => undefined} />);
    await screen.findByRole('option', { name: 'Surname' });
    fireEvent.change(screen.getByRole('combobox', { name: /Field to change/ }), { target: { value: 'surname' } });
    fireEvent.change(screen.getByRole('textbox', { name: /New value/ }), { target: { value: 'Jonaitė' } });
    expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();
  });

  it('edits a returned request: shows the message, keeps the field, saves and submits again', async () => {
    const calls = stubFetch({
      'GET /api/v1/users/edit/references': refs,
      'GET /api/v2/requests/5/inspect': {
        id: 5, requestType: 'user_info_change', status: 'not_initialized', canSubmit: true, ownerMessage: 'Use the international format',
        object: { id: 9, type: 'phone_number', value: '860000000', old_value: null, user_id: 7, images: [] },
      },
      'PUT /api/v2/chains/5': { id: 5 },
      'PATCH /api/v2/chains/5/submit': { message: 'request_submitted_successfully', id: 5, status: 'in_progress' },
    });
    const onOpenChange = jest.fn();
    renderWithProviders(<PersonalInfoChangeForm open editRequestId={5} onOpenChange={onOpenChange} />);
    expect(await screen.findByText('Use the international format')).toBeInTheDocument();
    const value = await screen.findByRole('textbox', { name: /New value/ });
    await waitFor(() => expect(value).toHaveValue('860000000'));
    expect(screen.getByRole('combobox', { name: /Field to change/ })).toBeDisabled();
    expect(screen.queryByTestId('info-change-files')).not.toBeInTheDocument();
    fireEvent.change(value, { target: { value: '+37060000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and submit' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const writes = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(writes).toEqual(['PUT /api/v2/chains/5', 'PATCH /api/v2/chains/5/submit']);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ value: '+37060000001' });
  });

  it('checks the value with the contract, is busy while the POST is pending, sends the body and re-reads the requests', async () => {
    const { calls, release } = gatedFetch((method, path, all) => {
      if (path === '/api/v1/users/edit/references') return refs;
      if (method === 'POST') return { id: 1, request_id: 3, status: 'in_progress' };
      return { currentPage: 1, totalCount: all.some((c) => c.method === 'POST') ? 1 : 0, data: [] };
    });
    const onOpenChange = jest.fn();
    renderWithProviders(<><MyRequests /><PersonalInfoChangeForm open onOpenChange={onOpenChange} /></>);
    expect(await screen.findByText('0 requests')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Phone number' });
    fireEvent.change(screen.getByRole('combobox', { name: /Field to change/ }), { target: { value: 'phone_number' } });
    const value = screen.getByRole('textbox', { name: /New value/ });
    const send = screen.getByRole('button', { name: 'Send request' });
    fireEvent.change(value, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(value, { target: { value: '1'.repeat(256) } });
    expect(screen.getByText('At most 255 characters.')).toBeInTheDocument();
    expect(send).toBeDisabled();
    fireEvent.change(value, { target: { value: ' +37060000000 ' } });
    fireEvent.click(send);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(send).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/v1/users/7/edit', body: { type: 'phone_number', value: '+37060000000', images: [] } });
    release();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText('1 requests')).toBeInTheDocument();
  });
});
