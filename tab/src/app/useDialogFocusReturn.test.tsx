/** A dialog built on Fluent's Dialog directly gives focus back to its opener through the shell's useDialogFocusReturn. */
import { Button, Dialog, DialogBody, DialogSurface, DialogTitle, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useDialogFocusReturn } from './useDialogFocusReturn';

function Page({ withHook }: { withHook: boolean }) {
  return withHook ? <WithHook /> : <Body />;
}
function WithHook() {
  useDialogFocusReturn();
  return <Body />;
}
function Body() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Show details</Button>
      {open && (
        <Dialog open onOpenChange={(_e, d) => setOpen(d.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>Details</DialogTitle>
              <Button onClick={() => setOpen(false)}>Close</Button>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}

it.each([
  ['with the shell hook, focus goes back to the opener', true],
  ['without it, focus stays on the page body (what the hook fixes)', false],
])('%s when the dialog closes', async (_name, withHook) => {
  render(<FluentProvider theme={webLightTheme}><Page withHook={withHook} /></FluentProvider>);
  const opener = screen.getByRole('button', { name: 'Show details' });
  opener.focus();
  fireEvent.click(opener);
  const close = await screen.findByRole('button', { name: 'Close' });
  close.focus();
  fireEvent.click(close);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  if (withHook) await waitFor(() => expect(opener).toHaveFocus());
  else {
    await new Promise((r) => setTimeout(r, 50));
    expect(opener).not.toHaveFocus(); // what the hook fixes: without it focus stays on the body
  }
});

/** A details dialog with a nested form dialog, both opened by page state (as the user details and "Adjust balance"). */
function Nested() {
  useDialogFocusReturn();
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Button onClick={() => setOuter(true)}>Show details</Button>
      {outer && (
        <Dialog open onOpenChange={(_e, d) => setOuter(d.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>Details</DialogTitle>
              <Button onClick={() => setInner(true)}>Adjust</Button>
              {inner && (
                <Dialog open onOpenChange={(_e, d) => setInner(d.open)}>
                  <DialogSurface>
                    <DialogBody>
                      <DialogTitle>Adjust</DialogTitle>
                      <Button onClick={() => setInner(false)}>Save</Button>
                    </DialogBody>
                  </DialogSurface>
                </Dialog>
              )}
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}

it('never sends focus to the page behind a dialog that stays open when a nested one closes', async () => {
  render(<FluentProvider theme={webLightTheme}><Nested /></FluentProvider>);
  const opener = screen.getByRole('button', { name: 'Show details' });
  opener.focus();
  fireEvent.click(opener);
  const adjust = await screen.findByRole('button', { name: 'Adjust' });
  fireEvent.click(adjust);
  const save = await screen.findByRole('button', { name: 'Save' });
  save.focus();
  fireEvent.click(save);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  await new Promise((r) => setTimeout(r, 50));
  expect(opener).not.toHaveFocus();
  expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
});
