/** Profile → Change password (spec 1 §5): checked at the fields first, the server's bad_password at the field it names. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch } from '../../test/fakeFetch';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { ChangePasswordTab } from './ChangePasswordTab';

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(new RegExp(`^${label}`));
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

it('refuses empty, weak and unmatched passwords at their fields without a call', async () => {
  const calls = stubFetch({});
  renderWithProviders(<ChangePasswordTab email="ona@demo.lt" />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(3));
  type('Old password', 'Old-Password-1');
  type('New password', 'short');
  type('Confirm password', 'other');
  expect(await screen.findByText(/The password must have at least 12 characters/)).toBeInTheDocument();
  expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

it("sends the old and new password and shows the server's bad_password at the old password", async () => {
  // every call answers 400 bad_password (the server's policy check)
  const calls = fakeFetch(() => ({ status: 400, body: { error_code: 'bad_password' } }));
  renderWithProviders(<ChangePasswordTab email="ona@demo.lt" />);
  type('Old password', 'Old-Password-1');
  type('New password', 'New-Password-22');
  type('Confirm password', 'New-Password-22');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The old password is wrong.')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ oldPassword: 'Old-Password-1', newPassword: 'New-Password-22' });
});
