/** db/kept.ts: a value is served only at the version it was kept at; the oldest go first past the bounds. */
import { KeptUntilChange } from './kept';

it('serves a value only at its version and drops the oldest past the entry and size bounds', () => {
  const kept = new KeptUntilChange<string>(2, 10);
  kept.set('a', '1:1', 'A', 4);
  expect(kept.get('a', '1:1')).toBe('A');
  expect(kept.get('a', '1:2')).toBeUndefined();
  kept.set('b', '1:1', 'B', 4);
  kept.set('c', '1:1', 'C', 1); // three entries: a goes
  expect([kept.get('a', '1:1'), kept.get('b', '1:1'), kept.get('c', '1:1')]).toEqual([undefined, 'B', 'C']);
  kept.grow('c', 6); // 4 + 7 > 10: b goes
  expect([kept.get('b', '1:1'), kept.get('c', '1:1')]).toEqual([undefined, 'C']);
  kept.set('c', '1:2', 'C2', 1); // replaced in place, its old size given back
  kept.set('d', '1:2', 'D', 9);
  expect([kept.get('c', '1:2'), kept.get('d', '1:2')]).toEqual(['C2', 'D']);
});
