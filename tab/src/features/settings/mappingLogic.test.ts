import { changed, duplicateKeys } from './mappingLogic';

describe('chain mapping duplicates', () => {
  it('marks every request type sharing a chain, ignoring empty ones', () => {
    const d = duplicateKeys([
      { key: 'event', chainId: 1 }, { key: 'training', chainId: 1 }, { key: 'overtime', chainId: 2 },
      { key: 'oncall', chainId: null }, { key: 'certificate', chainId: null },
    ]);
    expect([...d].sort()).toEqual(['event', 'training']);
  });

  it('detects changes against the loaded values', () => {
    expect(changed({ a: 1, b: null }, { a: 1, b: null })).toBe(false);
    expect(changed({ a: 2, b: null }, { a: 1, b: null })).toBe(true);
  });
});
