/** ConfirmDialog (spec 1 §5: deleting a user requires typing a confirmation word). */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import '../i18n';
import { ConfirmDialog, confirmWordMatches } from './ConfirmDialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <ConfirmDialog open title="Delete user" text="Delete Jonas?" confirmLabel="Delete user" onConfirm={onConfirm} onClose={onClose} {...props} />
    </FluentProvider>,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('keeps the confirm button disabled until the word is typed', () => {
    const { onConfirm } = renderDialog({ confirmWord: 'DELETE' });
    const confirm = screen.getByRole('button', { name: 'Delete user' });
    const input = screen.getByLabelText(/Type DELETE to confirm/);
    expect(confirm).toBeDisabled();
    fireEvent.change(input, { target: { value: 'DELET' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(input, { target: { value: ' delete ' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms at once without a word and cancels through Cancel', () => {
    const { onConfirm, onClose } = renderDialog();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('blocks both buttons while busy', () => {
    renderDialog({ confirmWord: 'DELETE', busy: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Delete user/ })).toBeDisabled();
  });

  it('matches the word case-insensitively, ignoring surrounding spaces', () => {
    expect(confirmWordMatches(' ištrinti ', 'IŠTRINTI')).toBe(true);
    expect(confirmWordMatches('DELETE!', 'DELETE')).toBe(false);
  });
});
