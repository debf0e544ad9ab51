/**
 * Returns focus to the control that opened a dialog when the dialog goes away (issue 12 item 4).
 * Fluent's Dialog restores focus by itself only when it is opened by a DialogTrigger; our dialogs
 * are opened by page state, so without this focus fell to the page body on close. The element
 * focused when the dialog opens (first render, or `open` turning true) is the opener; it gets focus
 * back after the dialog's own focus handling has run, if it is still on the page and nothing else
 * took focus. Used by FormDialog and ConfirmDialog, so every dialog built on them does it.
 */
import { useEffect, useMemo } from 'react';

const current = () => (typeof document === 'undefined' ? null : document.activeElement);

/** `open`: for a dialog that stays mounted while closed (default true: mounted only while open). */
export function useReturnFocus(open = true): void {
  // The focused element when the dialog opens (read while rendering, before the dialog takes focus).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const el = useMemo(() => (open ? current() : null), [open]);
  useEffect(() => {
    if (!open) return;
    return () => {
      if (!(el instanceof HTMLElement) || el === document.body) return;
      setTimeout(() => {
        const now = document.activeElement;
        if (el.isConnected && (!now || now === document.body || !now.isConnected)) el.focus();
      }, 0);
    };
  }, [open, el]);
}
