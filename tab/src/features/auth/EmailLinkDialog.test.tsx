/** Forgot password on /login (spec 1 §2, §5): the e-mail checked by the contract's emailBody before POST users/reset/password. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { EmailLinkDialog } from './EmailLinkDialog';

it('refuses a malformed e-mail at the field without a call, then sends the trimmed address', async () => {
  const calls = stubFetch({ 'POST /api/v1/users/reset/password': { message: 'ok' } });
  renderWithProviders(<EmailLinkDialog kind="reset" triggerLabel="Forgot password?" />);
  fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
  const email = await within(dialog).findByRole('textbox', { name: /E-mail/ });
  fireEvent.change(email, { target: { value: 'ona@demo' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
  expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.change(email, { target: { value: ' ona@demo.lt ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
  expect(await within(dialog).findByText(/we sent a link to reset your password/)).toBeInTheDocument();
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'ona@demo.lt' }));
});
