/**
 * The user dialog on react-hook-form over the users contract (issue 10 item 4): required fields and
 * limits shown at the fields after a save is tried, an edited user's values shown in the fields,
 * and what the server refuses marked at the field it names (besides the toast).
 */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchRoutes, renderSignedIn, reply } from '../../test/fetchRoutes';
import { UserFormDialog } from './UserFormDialog';

const roles = [
  { id: 1, name: 'Employee', description: null, default_role: true, users_count: 3, can: { edit: true, delete: true, assign: true } },
  { id: 2, name: 'Manager', description: null, default_role: false, users_count: 1, can: { edit: true, delete: true, assign: true } },
];
const admin = { id: 7, permissions: ['users_read', 'users_write', 'roles_write'] };
const info = {
  id: 5, name: 'Ona', surname: 'Onaitė', username: 'ona', email: 'ona@demo.lt', role_id: 1, role_name: 'Employee', temp_role_id: null, temp_role_name: null,
  manager_id: null, navision_id: null, disabled: false, activated: true,
  subscriptions: { library: true, conferences: false, guests: true, job_positions: true, announcements: true, birthday_congratulations: true, consent_to_be_photographed: true },
  can: { edit: true, delete: true, edit_relationships: true, edit_role: true, edit_email: true, set_password: true },
};

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

describe('UserFormDialog', () => {
  it('shows the contract checks at the fields and sends nothing until they pass', async () => {
    const calls = fetchRoutes({ 'GET /api/v1/roles': roles, 'POST /api/v1/users': { id: 9 } }, admin);
    renderSignedIn(<UserFormDialog mode="create" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('textbox', { name: /^Name/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required.')).toHaveLength(4));
    await userEvent.type(field(dialog, /^Name/), 'Jonas');
    await userEvent.type(field(dialog, /^Surname/), 'x'.repeat(256));
    await userEvent.type(field(dialog, /^Username/), 'jonas');
    await userEvent.type(field(dialog, /^E-mail/), 'jonas@');
    await waitFor(() => expect(within(dialog).getByText('Use at most 255 characters.')).toBeInTheDocument());
    expect(within(dialog).getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(field(dialog, /^Surname/));
    await userEvent.type(field(dialog, /^Surname/), 'Jonaitis');
    await userEvent.type(field(dialog, /^E-mail/), 'demo.lt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ name: 'Jonas', surname: 'Jonaitis', username: 'jonas', email: 'jonas@demo.lt', role_id: 1, temp_role_id: null });
  });

  it("shows an edited user's values and marks the fields the server refuses", async () => {
    let answer: unknown = reply(400, { error_code: 'bad_password', message: 'bad_password', fields: [{ path: 'password', message: 'policy' }] });
    const calls = fetchRoutes({ 'GET /api/v1/roles': roles, 'GET /api/v1/users/5/info': info, 'PUT /api/v1/users/5': () => answer }, admin);
    const row = { ...info, manager: null, position: null };
    renderSignedIn(<UserFormDialog mode="edit" user={row as never} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Ona');
    expect(field(dialog, /^E-mail/)).toHaveValue('ona@demo.lt');
    expect(within(dialog).getByRole('checkbox', { name: 'Conferences and trainings' })).not.toBeChecked();

    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'Weak-but-long');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('The password is wrong or does not meet the password policy.')).toBeInTheDocument();

    answer = reply(409, { error_code: 'duplicate_user', message: 'duplicate_user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(dialog).getAllByText('A user with this e-mail or username already exists.')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[0].body).toMatchObject({ id: 5, name: 'Ona', password: 'Weak-but-long', subscriptions: { conferences: false } });
  });
});
