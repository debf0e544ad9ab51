import { birthdayMark, dayOfYear, localToday, STRIKE_AFTER_DAY_OF_YEAR } from './birthdays';

describe('dayOfYear', () => {
  it('counts from 1 January', () => {
    expect(dayOfYear('2026-01-01')).toBe(1);
    expect(dayOfYear('2026-12-31')).toBe(365);
    expect(dayOfYear('2028-12-31')).toBe(366);
  });

  it('puts the threshold at the end of November', () => {
    expect(dayOfYear('2026-11-29')).toBe(STRIKE_AFTER_DAY_OF_YEAR);
    expect(dayOfYear('2028-11-28')).toBe(STRIKE_AFTER_DAY_OF_YEAR);
  });
});

describe('birthdayMark', () => {
  it('shows future birthdays normally and today as today', () => {
    expect(birthdayMark('2026-06-02', '2026-06-01')).toBe('upcoming');
    expect(birthdayMark('2027-01-03', '2026-12-20')).toBe('upcoming');
    expect(birthdayMark('2026-06-01', '2026-06-01')).toBe('today');
  });

  it('strikes a passed birthday through once the day of the year exceeds 333', () => {
    expect(birthdayMark('2026-11-30', '2026-12-01')).toBe('struck');
    expect(birthdayMark('2026-12-24', '2026-12-31')).toBe('struck');
  });

  it('hides a passed birthday up to day 333', () => {
    expect(birthdayMark('2026-11-28', '2026-11-29')).toBe('hidden');
    expect(birthdayMark('2026-06-01', '2026-06-02')).toBe('hidden');
    expect(birthdayMark('2026-12-31', '2027-01-01')).toBe('hidden');
  });

  it('accepts full ISO instants', () => {
    expect(birthdayMark('2026-12-02T00:00:00.000Z', '2026-12-05')).toBe('struck');
  });
});

describe('localToday', () => {
  it('formats the local date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
