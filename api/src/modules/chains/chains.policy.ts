/**
 * Who may administer chains (spec 2 §5 Chain administration and Chain mapping, §7 Chains admin v1):
 * reading chains, their items, tasks and notification schedules needs chain_read; every change
 * chain_write (settings_write implies both through the role closure). The request-type mapping is
 * also open to the settings pages: read with chain_read or settings_read, write with chain_write or
 * settings_write. Pure rules over the caller's permissions; the route table declares the same sets
 * through {@link CHAIN_ACCESS}, so the route layer's permission check and these rules cannot drift.
 */
import type { Permission } from '../../contracts/permissions';
import type { AuthUser } from '../../http/auth';

/** Route access of the chain administration: `{ anyOf }` permission sets (see module doc). */
export const CHAIN_ACCESS: Readonly<Record<'read' | 'write' | 'mappingRead' | 'mappingWrite', { anyOf: Permission[] }>> = {
  read: { anyOf: ['chain_read'] },
  write: { anyOf: ['chain_write'] },
  mappingRead: { anyOf: ['chain_read', 'settings_read'] },
  mappingWrite: { anyOf: ['chain_write', 'settings_write'] },
};

const holdsAny = (caller: AuthUser, set: { anyOf: readonly Permission[] }) => set.anyOf.some((p) => caller.permissions.has(p));

/** May read chains, items, tasks and notification schedules. */
export const canReadChains = (caller: AuthUser): boolean => holdsAny(caller, CHAIN_ACCESS.read);
/** May create, edit, reorder and delete chains, items, tasks and notification schedules. */
export const canWriteChains = (caller: AuthUser): boolean => holdsAny(caller, CHAIN_ACCESS.write);
/** May read which chain serves each request type. */
export const canReadChainMapping = (caller: AuthUser): boolean => holdsAny(caller, CHAIN_ACCESS.mappingRead);
/** May set which chain serves each request type. */
export const canWriteChainMapping = (caller: AuthUser): boolean => holdsAny(caller, CHAIN_ACCESS.mappingWrite);
