/** The API key rules (api-keys.policy.ts) over plain objects: each rule allowed and refused. */
import type { Permission } from '../../contracts/permissions';
import { canCreateKey, type KeyCaller, canRevokeKey, effectiveKeyPermissions, isKeyLive, missingForKey } from './api-keys.policy';

const caller = (...permissions: Permission[]): KeyCaller => ({ id: 1, permissions: new Set(permissions) });
const now = new Date('2026-11-25T12:00:00Z');

it.each([
  ['a subset of the caller', caller('api_keys_write', 'users_read', 'chain_read'), ['users_read'], true],
  ['all of the caller', caller('api_keys_write', 'users_read'), ['api_keys_write', 'users_read'], true],
  ['a permission the caller lacks', caller('api_keys_write', 'users_read'), ['users_read', 'roles_write'], false],
  ['without api_keys_write', caller('users_read'), ['users_read'], false],
] as const)('create: %s → %s', (_label, who, wanted, expected) => {
  expect(canCreateKey(who, wanted)).toBe(expected);
});

it('names the permissions the caller lacks', () => {
  expect(missingForKey(caller('users_read'), ['users_read', 'roles_write', 'chain_read'])).toEqual(['roles_write', 'chain_read']);
});

it.each([
  ['a live key, holder', caller('api_keys_write'), null, true],
  ['a revoked key', caller('api_keys_write'), now, false],
  ['without api_keys_write', caller('users_read'), null, false],
] as const)('revoke: %s → %s', (_label, who, revoked_at, expected) => {
  expect(canRevokeKey(who, { revoked_at })).toBe(expected);
});

it('narrows a key to what its creator still holds', () => {
  expect(effectiveKeyPermissions(['users_read', 'chain_read'], ['chain_read', 'roles_read'])).toEqual(['chain_read']);
  expect(effectiveKeyPermissions(['users_read'], [])).toEqual([]);
});

it.each([
  ['no expiry, not revoked', null, null, true],
  ['expires later', null, new Date('2026-11-26T00:00:00Z'), true],
  ['expired', null, new Date('2026-11-25T11:59:59Z'), false],
  ['revoked', new Date('2026-11-01T00:00:00Z'), null, false],
] as const)('live: %s → %s', (_label, revoked_at, expires_at, expected) => {
  expect(isKeyLive({ revoked_at, expires_at }, now)).toBe(expected);
});
