/**
 * Focus return for every dialog of the shell (issue 12 item 4), whatever component renders it:
 * remembers the last focused control outside any dialog, and when a dialog leaves the page while
 * focus has fallen to the body, gives that control focus back (if it is still on the page).
 * FormDialog and ConfirmDialog return focus themselves (components/useReturnFocus); this covers the
 * dialogs built on Fluent's Dialog directly (details, pickers, choosers), present and future.
 * While another dialog is still open (a nested one closed, e.g. "Adjust balance" inside the user
 * details), focus is never sent to the page behind it: that made the open dialog aria-hidden, gone for
 * screen readers and keyboard users (seen in the leave-balances e2e); the dialog's own return gives
 * focus back inside it.
 */
import { useEffect } from 'react';

const DIALOG = '[role="dialog"],[role="alertdialog"]';

/** True when `node` is or holds a dialog. */
const holdsDialog = (node: Node) => node instanceof Element && (node.matches(DIALOG) || node.querySelector(DIALOG) !== null);

export function useDialogFocusReturn(): void {
  useEffect(() => {
    let opener: HTMLElement | null = null;
    const onFocusIn = (e: FocusEvent) => {
      const el = e.target;
      if (el instanceof HTMLElement && el !== document.body && !el.closest(DIALOG)) opener = el;
    };
    const observer = new MutationObserver((records) => {
      if (!records.some((r) => [...r.removedNodes].some(holdsDialog))) return;
      setTimeout(() => {
        const now = document.activeElement;
        if (document.querySelector(DIALOG)) return; // a dialog is still open: focus stays its business
        if (opener?.isConnected && (!now || now === document.body)) opener.focus();
      }, 0);
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
