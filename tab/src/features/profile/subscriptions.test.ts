import type { Subscriptions } from '@contracts/users';
import { mergeHistories } from './ConsentHistory';
import { changedSubscriptions } from './subscriptions';

const ALL_ON: Subscriptions = {
  library: true, conferences: true, guests: true, job_positions: true, announcements: true,
  birthday_congratulations: true, consent_to_be_photographed: true,
};

describe('changedSubscriptions', () => {
  it('keeps only the keys that changed', () => {
    expect(changedSubscriptions(ALL_ON, { ...ALL_ON })).toEqual({});
    expect(changedSubscriptions(ALL_ON, { ...ALL_ON, library: false, consent_to_be_photographed: false })).toEqual({
      library: false, consent_to_be_photographed: false,
    });
  });
});

describe('mergeHistories', () => {
  it('merges both consents newest first', () => {
    const rows = mergeHistories([
      { key: 'consent_to_be_photographed', entries: [{ checked: false, value: 'profile', time: '2026-11-02T10:00:00.000Z' }, { checked: true, value: 'entry_page', time: '2026-01-01T08:00:00.000Z' }] },
      { key: 'birthday_congratulations', entries: [{ checked: true, value: 'entry_page', time: '2026-01-01T08:00:01.000Z' }] },
    ]);
    expect(rows.map((r) => [r.key, r.time.slice(0, 10)])).toEqual([
      ['consent_to_be_photographed', '2026-11-02'],
      ['birthday_congratulations', '2026-01-01'],
      ['consent_to_be_photographed', '2026-01-01'],
    ]);
  });
});
