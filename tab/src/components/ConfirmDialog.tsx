/**
 * A modal confirmation (delete and other irreversible actions).
 *
 * With `confirmWord` the user must type that word (case-insensitive, surrounding spaces ignored)
 * into a labelled input before the confirm button enables (spec 1 §5: deleting a user requires
 * typing a confirmation word). Enter submits; Escape and Cancel close. While `busy` the confirm
 * button shows a spinner and nothing can be pressed twice; the caller closes the dialog on success
 * and leaves it open (busy false) on failure.
 *
 * ```tsx
 * <ConfirmDialog open={!!target} title={t('deleteTitle')} text={t('deleteText', { name })}
 *   confirmLabel={t('common:delete')} confirmWord={t('deleteWord')} busy={deleting}
 *   onConfirm={remove} onClose={() => setTarget(null)} />
 * ```
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, tokens,
} from '@fluentui/react-components';
import { ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from './useReturnFocus';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  /** Label of the confirm button (e.g. "Delete"). */
  confirmLabel: string;
  /** Label of the cancel button (default common `cancel`). */
  cancelLabel?: string;
  /** A word that must be typed before confirming. */
  confirmWord?: string;
  /** Shows progress and blocks the buttons. */
  busy?: boolean;
  /** Destructive actions get the primary (attention) button; default true. */
  destructive?: boolean;
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
}

/** True when `typed` matches the confirmation word (case-insensitive, trimmed). */
export const confirmWordMatches = (typed: string, word: string) => typed.trim().toLocaleUpperCase() === word.trim().toLocaleUpperCase();

export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, confirmWord, busy, destructive = true, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  useReturnFocus(open);
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (open) setTyped('');
  }, [open]);
  const ready = !confirmWord || confirmWordMatches(typed, confirmWord);
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, d) => { if (!d.open && !busy) onClose(); }}>
      <DialogSurface>
        <form onSubmit={(e) => { e.preventDefault(); if (ready && !busy) void onConfirm(); }}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: tokens.spacingVerticalM }}>
              <div>{text}</div>
              {confirmWord && (
                <Field label={t('confirm.typeWord', { word: confirmWord })} required>
                  <Input value={typed} onChange={(_e, d) => setTyped(d.value)} autoComplete="off" autoFocus disabled={busy} />
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{cancelLabel ?? t('cancel')}</Button>
              <Button type="submit" appearance={destructive ? 'primary' : 'secondary'} disabled={!ready || busy}
                icon={busy ? <Spinner size="tiny" /> : undefined}>
                {confirmLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
