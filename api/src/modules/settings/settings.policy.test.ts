/** settings.policy over plain values (spec 2 §5 Settings): each rule allowed and refused. */
import { assertNoReferenceYet, assertSameField } from './settings.policy';

describe('settings.policy', () => {
  it('allows one reference per field', () => {
    expect(() => assertNoReferenceYet(null)).not.toThrow();
    expect(() => assertNoReferenceYet({ id: 1 })).toThrow(expect.objectContaining({ code: 'duplicate_user_info_change_reference' }));
  });

  it.each([
    ['the same field', 'email', 'email', false],
    ['no field given', 'email', undefined, false],
    ['another field', 'email', 'name', true],
  ])('an edit naming %s → refused %s', (_name, current, requested, refused) => {
    const run = () => assertSameField(current, requested);
    if (refused) expect(run).toThrow(expect.objectContaining({ code: 'provided_invalid_data', status: 400 }));
    else expect(run).not.toThrow();
  });
});
