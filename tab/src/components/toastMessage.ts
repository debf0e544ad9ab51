/** What a toast shows (spec 1 §8), shared by the notify context and the lazily loaded toast host. */

/** Toasts close by themselves after this many milliseconds (spec 1 §8: 10 s). */
export const TOAST_TIMEOUT_MS = 10_000;

/** The latest toast to show (one at a time); `seq` tells a repeated message from the one already shown. */
export type ToastMessage = { seq: number } & ({ kind: 'success'; text: string } | { kind: 'error'; code: string; values?: Record<string, string | number> });
