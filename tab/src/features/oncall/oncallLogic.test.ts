import { factualMessages, oncallErrors, overlappingIndexes } from './oncallLogic';

describe('on-call factual times', () => {
  const oncall = { start: '2026-11-23T18:00', end: '2026-11-24T08:00' };
  it('gives the four range messages', () => {
    expect(factualMessages(oncall, { start: '2026-11-23T17:00', end: '2026-11-23T19:00' })).toEqual(['factual_start_later_than_oncall_start']);
    expect(factualMessages(oncall, { start: '2026-11-24T08:00', end: '2026-11-24T09:00' })).toEqual(['factual_start_earlier_than_oncall_end', 'factual_end_earlier_than_oncall_end']);
    expect(factualMessages(oncall, { start: '2026-11-23T07:00', end: '2026-11-23T18:00' })).toEqual(['factual_start_later_than_oncall_start', 'factual_end_later_than_oncall_start']);
    expect(factualMessages(oncall, { start: '2026-11-23T20:00', end: '2026-11-23T21:00' })).toEqual([]);
    expect(factualMessages(oncall, { start: '2026-11-23T21:00', end: '2026-11-23T20:00' })).toEqual(['end_date_should_be_later_than_start_date']);
  });
  it('flags overlapping factual times and a missing title', () => {
    const list = [{ start: '2026-11-23T20:00', end: '2026-11-23T22:00' }, { start: '2026-11-23T21:00', end: '2026-11-23T23:00' }, { start: '2026-11-23T23:00', end: '2026-11-23T23:30' }];
    expect([...overlappingIndexes(list)]).toEqual([0, 1]);
    const e = oncallErrors({ title: ' ', description: '', ...oncall, factualTimes: list });
    expect(e.title).toBe('required');
    expect(e.factual[1]).toContain('factual_times_overlapping');
    expect(e.factual[2]).toEqual([]);
  });
});
