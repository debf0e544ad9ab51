/**
 * Company time (Europe/Vilnius by default): days touched, day starts across the clock changes, and
 * `TIME_ZONE` refused at start when unknown.
 */
import { ConfigError, loadConfig } from '../config';
import { addCompanyDays, companyDay, companyDayStart, companyStamp, companyZone, daysTouched, nextCompanyDayStart, nextCompanyMonthStart, startOfCompanyDay } from './company-time';

const d = (s: string) => new Date(s);

afterEach(() => loadConfig({}));

it('reads instants as Vilnius days and clock times (UTC+2 in winter, UTC+3 in summer)', () => {
  expect(companyZone()).toBe('Europe/Vilnius');
  expect(companyDay(d('2026-11-23T21:59:00Z'))).toBe('2026-11-23');
  expect(companyDay(d('2026-11-23T22:00:00Z'))).toBe('2026-11-24');
  expect(companyDay(d('2026-07-05T21:00:00Z'))).toBe('2026-07-06');
  expect(companyStamp(d('2026-11-23T23:30:00Z'))).toBe('2026-11-24 01:30');
  expect(startOfCompanyDay(d('2026-11-23T23:30:00Z')).toISOString()).toBe('2026-11-23T22:00:00.000Z');
  expect(companyDayStart('2026-07-06').toISOString()).toBe('2026-07-05T21:00:00.000Z');
  expect(nextCompanyDayStart('2026-12-31').toISOString()).toBe('2026-12-31T22:00:00.000Z');
  expect(nextCompanyMonthStart('2026-12').toISOString()).toBe('2026-12-31T22:00:00.000Z');
});

it('counts the days a range touches: 00:00–23:59 is one day, Mon 00:00 – Fri 23:59 five, an end at 00:00 not the next', () => {
  expect(daysTouched({ start: d('2026-05-11T21:00:00Z'), end: d('2026-05-12T20:59:00Z') })).toEqual(['2026-05-12']);
  expect(daysTouched({ start: d('2026-09-06T21:00:00Z'), end: d('2026-09-11T20:59:00Z') })).toEqual(['2026-09-07', '2026-09-08', '2026-09-09', '2026-09-10', '2026-09-11']);
  expect(daysTouched({ start: d('2026-09-06T21:00:00Z'), end: d('2026-09-07T21:00:00Z') })).toEqual(['2026-09-07']);
  expect(daysTouched({ start: d('2026-09-07T21:00:00Z'), end: d('2026-09-07T21:00:00Z') })).toEqual([]);
});

it('keeps 00:00 across the clock changes (25-hour 25 October 2026, 23-hour 29 March 2026)', () => {
  expect(addCompanyDays(d('2026-10-24T12:00:00Z'), 1).toISOString()).toBe('2026-10-24T21:00:00.000Z');
  expect(addCompanyDays(d('2026-10-24T12:00:00Z'), 2).toISOString()).toBe('2026-10-25T22:00:00.000Z');
  expect(addCompanyDays(d('2026-03-29T12:00:00Z'), -1).toISOString()).toBe('2026-03-27T22:00:00.000Z');
  expect(addCompanyDays(d('2026-03-29T12:00:00Z'), 1).toISOString()).toBe('2026-03-29T21:00:00.000Z');
  expect(daysTouched({ start: d('2026-10-24T21:00:00Z'), end: d('2026-10-25T21:59:00Z') })).toEqual(['2026-10-25']);
});

it('takes TIME_ZONE from the configuration and refuses an unknown zone by name', () => {
  expect(loadConfig({ TIME_ZONE: 'UTC' }).TIME_ZONE).toBe('UTC');
  expect(companyDay(d('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
  expect(() => loadConfig({ TIME_ZONE: 'Europe/Vilnus' })).toThrow(ConfigError);
  expect(() => loadConfig({ TIME_ZONE: 'Europe/Vilnus' })).toThrow(/TIME_ZONE: unknown time zone "Europe\/Vilnus"/);
  expect(loadConfig({}).TIME_ZONE).toBe('Europe/Vilnius');
});
