/** Signing a policy document (spec 3 §4, §9): only the exact phrase "I agree" is sent. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { SignDialog } from './SignDialog';

it('refuses another phrase at the field without a call, then signs with the exact phrase', async () => {
  const calls = stubFetch({ 'POST /api/v1/policy-documents/5/sign': { message: 'document_signed_successfully' } });
  const onClose = jest.fn();
  const onSigned = jest.fn();
  renderWithProviders(<SignDialog document={{ id: 5, title: 'Privacy policy' }} onClose={onClose} onSigned={onSigned} />);
  const dialog = await screen.findByRole('dialog', { name: 'Sign "Privacy policy"' });
  const phrase = await within(dialog).findByRole('textbox', { name: /Type "I agree"/ });

  fireEvent.change(phrase, { target: { value: 'i agree ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
  expect(await within(dialog).findByText('Type exactly "I agree" (capital I, no other characters).')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  expect(onClose).not.toHaveBeenCalled();

  fireEvent.change(phrase, { target: { value: 'I agree' } });
  await waitFor(() => expect(within(dialog).queryByText(/Type exactly/)).not.toBeInTheDocument());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ phrase: 'I agree' });
  expect(onSigned).toHaveBeenCalled();
  expect(await screen.findByText('The document was signed.')).toBeInTheDocument();
});
