/**
 * Rules of the role editor's permission checkboxes (spec 1 §4 Role editing, §6 implications):
 * - ticking a permission also ticks everything it implies (transitively);
 * - a permission implied by another ticked one is locked (cannot be unticked) while that parent
 *   stays ticked; the editor names the parent in a tooltip;
 * - unticking a parent leaves what it implied ticked, now unlocked (nothing the role held is
 *   dropped silently);
 * - the selection is always closed under implication, like the server's saved set.
 */
import { isPermission, lockedBy, PERMISSIONS, withImplied, type Permission } from '@contracts/permissions';

/** The initial selection from a role's saved permissions (closed under implication, known names only). */
export const initialSelection = (names: Iterable<string>): Permission[] => withImplied(names);

/** The selection after ticking (`checked`) or unticking `perm`; locked permissions cannot be unticked. */
export function togglePermission(selected: readonly string[], perm: Permission, checked: boolean): Permission[] {
  if (checked) return withImplied([...selected, perm]);
  if (lockedBy(selected).has(perm)) return withImplied(selected);
  return withImplied(selected.filter((p) => p !== perm));
}

export interface PermissionBoxState {
  checked: boolean;
  /** Ticked because another ticked permission implies it. */
  locked: boolean;
  /** The ticked permission that implies it (the first one found). */
  parent?: Permission;
}

/** The state of every permission's checkbox for a selection. */
export function permissionStates(selected: readonly string[]): Record<Permission, PermissionBoxState> {
  const set = new Set(selected.filter(isPermission));
  const locks = lockedBy(set);
  return Object.fromEntries(
    PERMISSIONS.map((p) => {
      const parent = locks.get(p);
      return [p, { checked: set.has(p), locked: parent !== undefined, parent }];
    }),
  ) as Record<Permission, PermissionBoxState>;
}

/** True when two selections hold the same permissions (order ignored). */
export const sameSelection = (a: readonly string[], b: readonly string[]) => {
  const x = new Set(a);
  return x.size === new Set(b).size && b.every((p) => x.has(p));
};
