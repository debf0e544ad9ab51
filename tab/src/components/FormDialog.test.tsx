/** FormDialog: Enter submits, Cancel/Escape close unless busy, busy Save shows progress. */
import { Button, Field, FluentProvider, Input, webLightTheme } from '@fluentui/react-components';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n';
import { DateField } from './DateTimeField';
import { FormDialog, type FormDialogProps } from './FormDialog';

function renderDialog(props: Partial<FormDialogProps> = {}) {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <FormDialog title="Add level" busy={false} onSubmit={onSubmit} onClose={onClose} {...props}>
        <Field label="Name"><Input /></Field>
      </FormDialog>
    </FluentProvider>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('shows the title and fields; Enter in a field submits and Cancel closes', () => {
    const { onSubmit, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add level' })).toBeInTheDocument();
    fireEvent.submit(screen.getByRole('textbox', { name: 'Name' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('blocks Save, Cancel and Escape while busy', () => {
    const { onSubmit, onClose } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Escape' });
    fireEvent.submit(screen.getByRole('textbox', { name: 'Name' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('read-only: no Save, and the cancel button carries the given label', () => {
    const { onClose } = renderDialog({ saveHidden: true, cancelLabel: 'Close' });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not submit while a date field shows a refused text (the form still holds the old date); focus goes to it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <FormDialog title="Key" busy={false} onSubmit={onSubmit} onClose={() => undefined}>
          <DateField label="Last valid day" value="2026-12-05" onChange={() => undefined} />
          <Field label="Name"><Input /></Field>
        </FormDialog>
      </FluentProvider>,
    );
    const date = screen.getByRole('combobox', { name: /Last valid day/ });
    await user.clear(date);
    await user.type(date, '10/12/0900');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a year from 1900 to 2100.');
    fireEvent.submit(screen.getByRole('textbox', { name: 'Name' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(date).toHaveFocus());

    await user.clear(date);
    await user.type(date, '10/12/2030');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    fireEvent.submit(screen.getByRole('textbox', { name: 'Name' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to the button that opened it when it closes', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Add level</Button>
          {open && (
            <FormDialog title="Add level" busy={false} onSubmit={() => setOpen(false)} onClose={() => setOpen(false)}>
              <Field label="Name"><Input /></Field>
            </FormDialog>
          )}
        </>
      );
    }
    render(<FluentProvider theme={webLightTheme}><Page /></FluentProvider>);
    const opener = screen.getByRole('button', { name: 'Add level' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
