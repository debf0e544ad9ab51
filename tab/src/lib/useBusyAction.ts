import { useCallback, useState } from 'react';
import { useNotify } from '../components/notify';

/**
 * A busy flag around async actions (save, delete): `run(action)` sets busy while the action runs
 * and turns a thrown error into an error toast (`notify.error`, which reads the api error code).
 * Resolves true when the action succeeded.
 *
 * ```ts
 * const [busy, run] = useBusyAction();
 * const remove = () => run(async () => { await api(url, { method: 'DELETE' }); notify.success(t('deleted')); onClose(); });
 * ```
 */
export function useBusyAction(): [boolean, (action: () => Promise<void>) => Promise<boolean>] {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (err) {
      notify.error(err);
      return false;
    } finally {
      setBusy(false);
    }
  }, [notify]);
  return [busy, run];
}
