/** Unit tests of the chain administration rules (chains.policy.ts): each permission set allowed and refused. */
import type { Permission } from '../../contracts/permissions';
import { CHAIN_ACCESS, canReadChainMapping, canReadChains, canWriteChainMapping, canWriteChains } from './chains.policy';

const who = (...permissions: Permission[]) => ({ id: 1, permissions: new Set(permissions) });

describe('chain administration', () => {
  it.each([
    ['nothing', who(), [false, false, false, false]],
    ['chain_read', who('chain_read'), [true, false, true, false]],
    ['chain_read + chain_write', who('chain_read', 'chain_write'), [true, true, true, true]],
    ['settings_read', who('settings_read'), [false, false, true, false]],
    ['settings_write', who('settings_write'), [false, false, false, true]],
    ['users_write', who('users_write'), [false, false, false, false]],
  ])('%s: read chains, write chains, read mapping, write mapping', (_name, caller, expected) => {
    expect([canReadChains(caller), canWriteChains(caller), canReadChainMapping(caller), canWriteChainMapping(caller)]).toEqual(expected);
  });

  it('the route access sets are the ones the rules read', () => {
    expect(CHAIN_ACCESS).toEqual({
      read: { anyOf: ['chain_read'] },
      write: { anyOf: ['chain_write'] },
      mappingRead: { anyOf: ['chain_read', 'settings_read'] },
      mappingWrite: { anyOf: ['chain_write', 'settings_write'] },
    });
  });
});
