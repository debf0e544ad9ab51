/**
 * The shared date formatter (issue 12 item 5, issue 11): whole company days read as days and
 * "all day" in every viewer's zone; timed items in the company's zone, named when the viewer's differs.
 */
import { fieldToInstant, formatInstant, formatRange, instantToField, utcTimeIn, wallIso, wholeDays } from './dates';

const VILNIUS = { zone: 'Europe/Vilnius', viewer: 'Europe/Vilnius', allDay: 'all day' };
const LONDON_VIEWER = { ...VILNIUS, viewer: 'Europe/London' };

describe('whole days', () => {
  it('reads the demo remote-work day (00:00–23:59 Vilnius) as one day, even for a viewer in UTC/London', () => {
    const [start, end] = ['2026-11-26T22:00:00.000Z', '2026-11-27T21:59:00.000Z'];
    expect(formatRange(start, end, VILNIUS)).toBe('27/11/2026, all day');
    expect(formatRange(start, end, LONDON_VIEWER)).toBe('27/11/2026, all day');
    expect(formatRange(start, end, { ...VILNIUS, allDay: 'visą dieną' })).toBe('27/11/2026, visą dieną');
    expect(wholeDays(start, end, 'Europe/Vilnius')).toEqual({ start: '2026-11-27', end: '2026-11-27' });
  });
  it('reads several days, an end at the next midnight and plain dates', () => {
    expect(formatRange('2026-06-30T21:00:00Z', '2026-07-02T20:59:59Z', VILNIUS)).toBe('01/07/2026 – 02/07/2026, all day');
    expect(formatRange('2026-06-30T21:00:00Z', '2026-07-01T21:00:00Z', VILNIUS)).toBe('01/07/2026, all day');
    expect(formatRange('2026-12-01', '2026-12-03', VILNIUS)).toBe('01/12/2026 – 03/12/2026, all day');
  });
  it('never shows clock times for a whole day', () => {
    expect(formatRange('2026-11-26T22:00:00.000Z', '2026-11-27T21:59:00.000Z', LONDON_VIEWER)).not.toMatch(/\d\d:\d\d/);
  });
});

describe('timed items', () => {
  it('show in the company zone, the end time alone on the same day', () => {
    expect(formatRange('2026-11-27T06:00:00Z', '2026-11-27T15:00:00Z', VILNIUS)).toBe('27/11/2026 08:00 – 17:00');
    expect(formatRange('2026-11-27T06:00:00Z', '2026-11-28T10:00:00Z', VILNIUS)).toBe('27/11/2026 08:00 – 28/11/2026 12:00');
  });
  it('name the company zone when the viewer is elsewhere', () => {
    expect(formatRange('2026-11-27T06:00:00Z', '2026-11-27T15:00:00Z', LONDON_VIEWER)).toBe('27/11/2026 08:00 – 17:00 (Europe/Vilnius)');
    expect(formatInstant('2026-11-27T06:00:00Z', LONDON_VIEWER)).toBe('27/11/2026 08:00 (Europe/Vilnius)');
  });
  it('reach the calendar as the company clock (a zone-less wall time), dates and empty values as they are', () => {
    expect(wallIso('2026-12-04T08:00:00.000Z', 'Europe/Vilnius')).toBe('2026-12-04T10:00:00');
    expect(wallIso('2026-07-01T21:30:00Z', 'Europe/Vilnius')).toBe('2026-07-02T00:30:00');
    expect(wallIso('2026-12-04', 'Europe/Vilnius')).toBe('2026-12-04');
    expect(wallIso(null, 'Europe/Vilnius')).toBeUndefined();
  });
  it('are typed and shown in forms at the company clock, whatever the browser zone (jest runs in UTC)', () => {
    expect(instantToField('2026-12-04T08:00:00.000Z', 'Europe/Vilnius')).toBe('2026-12-04T10:00');
    expect(fieldToInstant('2026-12-04T10:00', 'Europe/Vilnius')).toBe('2026-12-04T08:00:00.000Z');
    expect(fieldToInstant('2026-07-04T10:00', 'Europe/Vilnius')).toBe('2026-07-04T07:00:00.000Z');
    expect(fieldToInstant(instantToField('2026-03-29T00:30:00.000Z', 'Europe/London'), 'Europe/London')).toBe('2026-03-29T00:30:00.000Z');
    expect([instantToField(null, 'Europe/Vilnius'), fieldToInstant('', 'Europe/Vilnius'), fieldToInstant('04/12/2026', 'Europe/Vilnius')]).toEqual(['', '', '']);
  });
  it('a UTC midnight is not a company day', () => {
    expect(wholeDays('2026-11-27T00:00:00Z', '2026-11-27T23:59:00Z', 'Europe/Vilnius')).toBeNull();
  });
});

describe('a UTC time of day on the company clock', () => {
  it('reads 07:15 UTC as 09:15 in Vilnius in winter and 10:15 in summer, and nothing for an unfinished time', () => {
    expect(utcTimeIn('07:15', 'Europe/Vilnius', new Date('2026-11-27T12:00:00Z'))).toBe('09:15');
    expect(utcTimeIn('07:15', 'Europe/Vilnius', new Date('2026-07-01T12:00:00Z'))).toBe('10:15');
    expect(utcTimeIn('23:30', 'Europe/Vilnius', new Date('2026-11-27T12:00:00Z'))).toBe('01:30');
    expect(utcTimeIn('7:1', 'Europe/Vilnius')).toBe('');
  });
});
