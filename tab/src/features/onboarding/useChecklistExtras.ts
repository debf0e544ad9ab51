/**
 * The navigation facts of the checklists (spec 3 §2: the /onboarding and /offboarding entries are shown only when
 * the subordinates call returns items): `hasOnboarding` / `hasOffboarding` from GET {kind}/subordinates (ended ones
 * hidden, as the page opens), and `loading` while either call is on its way. A refused or failed call counts as
 * no items.
 */
import type { NavExtras } from '../../app/access';
import { useSubordinates } from './onboardingApi';

export function useChecklistExtras(enabled = true): NavExtras & { loading: boolean } {
  const on = useSubordinates('onboarding', false, { enabled, ownAccess: true });
  const off = useSubordinates('offboarding', false, { enabled, ownAccess: true });
  return {
    hasOnboarding: (on.data?.length ?? 0) > 0,
    hasOffboarding: (off.data?.length ?? 0) > 0,
    loading: on.isLoading || off.isLoading,
  };
}
