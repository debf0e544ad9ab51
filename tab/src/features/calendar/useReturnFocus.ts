/**
 * Returns focus to the control that opened a dialog when the dialog goes away (issue 12 item 4).
 * Fluent's Dialog restores focus by itself only when it is opened by a DialogTrigger; the calendar's
 * dialogs are opened by page state, so without this focus fell to the page body on close. The
 * element focused when the dialog first renders is the opener; it gets focus back after the
 * dialog's own focus handling has run, if it is still on the page.
 */
import { useEffect, useRef } from 'react';

export function useReturnFocus(): void {
  const opener = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement);
  useEffect(() => {
    const el = opener.current;
    return () => {
      if (!(el instanceof HTMLElement) || el === document.body) return;
      setTimeout(() => {
        if (el.isConnected && document.activeElement !== el) el.focus();
      }, 0);
    };
  }, []);
}
