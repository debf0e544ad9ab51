/** /login and the password link page (spec 1 §2, §5): react-hook-form over the contracts' loginBody and linkPasswordBody. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { session } from '../../lib/session';
import { fakeFetch } from '../../test/fakeFetch';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { LoginPage } from './LoginPage';
import { PasswordLinkPage } from './PasswordLinkPage';

afterEach(() => session.clear());

it('signs in only with both fields and sends the contract body', async () => {
  const calls = stubFetch({
    'GET /api/v1/auth/providers': { providers: [], time_zone: 'Europe/Vilnius' },
    'POST /api/v1/login': { user_id: 7, is_first_sign_in: false, access_token: 'x', expires_in: 900 },
  });
  renderWithProviders(<LoginPage />);
  const signIn = await screen.findByRole('button', { name: 'Sign in' });
  expect(signIn).toBeDisabled();
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: ' Ona@Demo.lt ' } });
  expect(signIn).toBeDisabled();
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Demo-Portal-2026!' } });
  expect(signIn).toBeEnabled();
  fireEvent.click(signIn);
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'ona@demo.lt', password: 'Demo-Portal-2026!' });
});

it('sets a password through a link once the confirmation matches, and shows bad_password at the password until it changes', async () => {
  // every read answers the link's attributes, every write 400 bad_password (the server's policy check)
  const calls = fakeFetch(({ method }) =>
    method === 'POST' ? { status: 400, body: { error_code: 'bad_password' } } : { body: { active: 1, purpose: 'reset', email: 'ona@demo.lt' } });
  renderWithProviders(<PasswordLinkPage />);
  const password = await screen.findByLabelText(/^New password/);
  const confirm = screen.getByLabelText(/^Confirm password/);
  const save = screen.getByRole('button', { name: 'Save' });
  fireEvent.change(password, { target: { value: 'Weakpass' } });
  fireEvent.change(confirm, { target: { value: 'Weakpas' } });
  expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
  expect(save).toBeDisabled();
  fireEvent.change(password, { target: { value: 'Weakpas' } });
  expect(screen.getByText('The password must have at least 8 characters.')).toBeInTheDocument();
  fireEvent.change(password, { target: { value: 'Weakpass' } });
  fireEvent.change(confirm, { target: { value: 'Weakpass' } });
  expect(save).toBeEnabled();
  fireEvent.click(save);
  expect(await screen.findByText('The password does not meet the password policy.')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ password: 'Weakpass', guid: '' });
  fireEvent.change(password, { target: { value: 'Weakpass1' } });
  expect(screen.queryByText('The password does not meet the password policy.')).not.toBeInTheDocument();
});
