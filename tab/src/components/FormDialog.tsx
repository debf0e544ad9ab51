/**
 * A modal add/edit form: title, the fields as children, Cancel and Save.
 *
 * Enter in a text field submits (a real `<form>`, noValidate: the fields show our own translated
 * messages, not the browser's); Save shows a spinner while `busy` and is
 * disabled while busy or `saveDisabled`. Escape, the backdrop and Cancel close the dialog unless it
 * is busy. The caller validates in `onSubmit`, closes the dialog on success and leaves it open on
 * failure. With `saveHidden` (read-only viewers) there is no Save and Cancel reads `cancelLabel`.
 *
 * ```tsx
 * <FormDialog title={t('addLevel')} busy={busy} saveDisabled={touched && !!error} onSubmit={save} onClose={onClose}>
 *   <Field label={t('name')} required><Input value={name} onChange={(_e, d) => setName(d.value)} autoFocus /></Field>
 * </FormDialog>
 * ```
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles, tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { firstRefusedField } from './DateTimeField';
import { useReturnFocus } from './useReturnFocus';

export interface FormDialogProps {
  title: ReactNode;
  /** Shows the Save spinner and blocks Save, Cancel and closing. */
  busy: boolean;
  /** Save disabled (e.g. the form was submitted once and is still invalid). */
  saveDisabled?: boolean;
  /** No Save button (read-only); the form does not submit. */
  saveHidden?: boolean;
  /** Label of the cancel button (default common `cancel`). */
  cancelLabel?: string;
  /** Label of the submit button (default common `save`), e.g. "Join". */
  saveLabel?: string;
  onSubmit: () => void | Promise<void>;
  onClose: () => void;
  /** Class of the dialog surface (e.g. a wider max width). */
  surfaceClassName?: string;
  /** Class of the content; without it the fields stand in a one-column grid with a medium gap. */
  contentClassName?: string;
  children: ReactNode;
}

const useStyles = makeStyles({
  // one column as wide as the dialog: wide content (a long key, a table) scrolls or wraps inside, never widens the dialog
  grid: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
});

export function FormDialog(props: FormDialogProps) {
  const { title, busy, saveDisabled, saveHidden, cancelLabel, saveLabel, onSubmit, onClose, surfaceClassName, contentClassName, children } = props;
  const { t } = useTranslation();
  const s = useStyles();
  useReturnFocus();
  return (
    <Dialog open onOpenChange={(_e, d) => { if (!d.open && !busy) onClose(); }}>
      <DialogSurface className={surfaceClassName}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            // A date or time the field refused leaves the previous value in the form: fix it first.
            const refused = firstRefusedField(e.currentTarget);
            if (refused) refused.focus();
            else if (!busy && !saveHidden) void onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={contentClassName ?? s.grid}>{children}</DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{cancelLabel ?? t('cancel')}</Button>
              {!saveHidden && (
                <Button appearance="primary" type="submit" disabled={busy || saveDisabled} icon={busy ? <Spinner size="tiny" /> : undefined}>
                  {saveLabel ?? t('save')}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
