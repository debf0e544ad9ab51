/**
 * Whole company days (issue 12 item 5, issue 11): a range from 00:00 to 23:59 company time (TIME_ZONE,
 * Europe/Vilnius) is a whole day whatever zone the reader is in; the cards get days, never clock times.
 */
import { cardDates } from '../modules/teams/teams.ports';
import { wholeCompanyDays } from './company-time';

describe('wholeCompanyDays', () => {
  it('reads 00:00–23:59 Vilnius (22:00–21:59 UTC in winter) as one company day', () => {
    expect(wholeCompanyDays(new Date('2026-11-26T22:00:00Z'), new Date('2026-11-27T21:59:00Z'))).toEqual({ start: '2026-11-27', end: '2026-11-27' });
  });
  it('reads several days and an end at a later midnight (summer time, UTC+3)', () => {
    expect(wholeCompanyDays(new Date('2026-06-30T21:00:00Z'), new Date('2026-07-02T20:59:59Z'))).toEqual({ start: '2026-07-01', end: '2026-07-02' });
    expect(wholeCompanyDays(new Date('2026-06-30T21:00:00Z'), new Date('2026-07-02T21:00:00Z'))).toEqual({ start: '2026-07-01', end: '2026-07-02' });
  });
  it('leaves timed ranges and UTC midnights alone', () => {
    expect(wholeCompanyDays(new Date('2026-11-27T06:00:00Z'), new Date('2026-11-27T15:00:00Z'))).toBeNull();
    expect(wholeCompanyDays(new Date('2026-11-27T00:00:00Z'), new Date('2026-11-27T23:59:00Z'))).toBeNull();
  });
});

describe('cardDates', () => {
  it('gives the cards company days with allDay for a whole-day event, the instants for a timed one', () => {
    expect(cardDates({ start: '2026-11-26T22:00:00.000Z', end: '2026-11-27T21:59:00.000Z' })).toEqual({ start: '2026-11-27', end: '2026-11-27', allDay: true });
    expect(cardDates({ start: '2026-12-01', end: '2026-12-03' })).toEqual({ start: '2026-12-01', end: '2026-12-03', allDay: true });
    const timed = { start: '2026-11-27T06:00:00.000Z', end: '2026-11-27T15:00:00.000Z' };
    expect(cardDates(timed)).toEqual(timed);
    expect(cardDates(null)).toBeNull();
  });
});
