import { initialSelection, permissionStates, sameSelection, togglePermission } from './permissionSelection';

describe('role editor permission selection', () => {
  it('ticking a permission ticks what it implies, transitively', () => {
    const sel = togglePermission([], 'users_write_sensitive_info', true);
    expect(new Set(sel)).toEqual(new Set(['users_write_sensitive_info', 'users_read_sensitive_info', 'users_write', 'users_read', 'roles_read']));
  });

  it('locks implied permissions and names the parent while it is ticked', () => {
    const states = permissionStates(togglePermission([], 'settings_write', true));
    expect(states.settings_write).toEqual({ checked: true, locked: false, parent: undefined });
    expect(states.chain_write).toMatchObject({ checked: true, locked: true, parent: 'settings_write' });
    expect(states.chain_read).toMatchObject({ checked: true, locked: true });
    expect(states.settings_read).toMatchObject({ checked: true, locked: true, parent: 'settings_write' });
    expect(states.library_read).toEqual({ checked: false, locked: false, parent: undefined });
  });

  it('refuses to untick a locked permission', () => {
    const sel = togglePermission([], 'library_write', true);
    expect(togglePermission(sel, 'library_read', false)).toEqual(sel);
  });

  it('unticking the parent keeps the implied permissions ticked but unlocks them', () => {
    const sel = togglePermission(togglePermission([], 'library_write', true), 'library_write', false);
    expect(sel).toEqual(['library_read']);
    expect(permissionStates(sel).library_read).toMatchObject({ checked: true, locked: false });
    expect(togglePermission(sel, 'library_read', false)).toEqual([]);
  });

  it('keeps a permission locked while another parent still implies it', () => {
    let sel = togglePermission([], 'library_write', true);
    sel = togglePermission(sel, 'library_order', true);
    sel = togglePermission(sel, 'library_write', false);
    expect(permissionStates(sel).library_read).toMatchObject({ checked: true, locked: true, parent: 'library_order' });
  });

  it('handles the inverted suggestions rule (read implies write)', () => {
    const states = permissionStates(togglePermission([], 'suggestions_read', true));
    expect(states.suggestions_write).toMatchObject({ checked: true, locked: true, parent: 'suggestions_read' });
  });

  it('builds the initial selection closed under implication and drops unknown names', () => {
    expect(new Set(initialSelection(['users_write', 'not_a_permission']))).toEqual(new Set(['users_write', 'users_read', 'roles_read']));
  });

  it('compares selections ignoring order', () => {
    expect(sameSelection(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameSelection(['a'], ['a', 'b'])).toBe(false);
  });
});
