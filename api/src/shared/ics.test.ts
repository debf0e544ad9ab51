/**
 * The shared .ics writer (shared/ics.ts): what a calendar program reads from the file — one VEVENT with
 * the UID, UTC start and end, title, description, location, status and sequence — checked on the text
 * after unfolding RFC 5545 folded lines (node-ical is not a dependency of this repository).
 */
import { icsFile } from './ics';

/** The VEVENT's properties by name (parameters dropped), after unfolding continuation lines. */
function vevent(text: string): Record<string, string> {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const from = lines.indexOf('BEGIN:VEVENT');
  const to = lines.indexOf('END:VEVENT');
  expect(from).toBeGreaterThan(-1);
  expect(to).toBeGreaterThan(from);
  const props: Record<string, string> = {};
  for (const line of lines.slice(from + 1, to)) {
    const i = line.indexOf(':');
    props[line.slice(0, i).split(';')[0]] = line.slice(i + 1);
  }
  return props;
}

describe('icsFile', () => {
  it('writes one event with UTC times, the stable uid and escaped texts', () => {
    const text = icsFile({
      uid: 'portal-guest-7@employee-portal',
      title: 'Svečias: Ąžuolas, UAB "Medis"',
      description: 'Susitikimas; sutartis\nantra eilutė',
      location: 'Vilnius, Konstitucijos pr. 7',
      start: new Date('2026-12-01T08:30:00Z'),
      end: new Date('2026-12-01T10:00:00Z'),
      sequence: 2,
      product: 'guests',
    });
    expect(text).not.toBeNull();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(text).toMatch(/END:VCALENDAR\r?\n?$/);
    expect(text!.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('PRODID:employee-portal/guests');
    const e = vevent(text!);
    expect(e.UID).toBe('portal-guest-7@employee-portal');
    expect(e.DTSTART).toBe('20261201T083000Z');
    expect(e.DTEND).toBe('20261201T100000Z');
    expect(e.SUMMARY).toBe('Svečias: Ąžuolas\\, UAB "Medis"');
    expect(e.DESCRIPTION).toBe('Susitikimas\\; sutartis\\nantra eilutė');
    expect(e.LOCATION).toBe('Vilnius\\, Konstitucijos pr. 7');
    expect(e.STATUS).toBe('CONFIRMED');
    expect(e.SEQUENCE).toBe('2');
  });

  it('folds long lines at 75 octets and keeps them whole when unfolded', () => {
    const long = 'ž'.repeat(200);
    const text = icsFile({ uid: 'u@x', title: 't', description: long, start: new Date('2026-12-01T08:00:00Z'), end: new Date('2026-12-01T09:00:00Z') })!;
    for (const line of text.split(/\r?\n/)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(vevent(text).DESCRIPTION).toBe(long);
  });

  it('marks a canceled item CANCELLED and leaves out empty location and description', () => {
    const e = vevent(icsFile({ uid: 'c@x', title: 'Canceled', start: new Date('2026-12-01T08:00:00Z'), end: new Date('2026-12-01T09:00:00Z'), status: 'CANCELLED', description: '', location: null })!);
    expect(e.STATUS).toBe('CANCELLED');
    expect(e.LOCATION).toBeUndefined();
    expect(e.DESCRIPTION).toBeUndefined();
    expect(e.SEQUENCE).toBe('0');
  });

  it('answers null for an invalid date and writes an end before the start as the start', () => {
    expect(icsFile({ uid: 'x', title: 't', start: new Date('nope'), end: new Date() })).toBeNull();
    const e = vevent(icsFile({ uid: 'y', title: 't', start: new Date('2026-12-01T08:00:00Z'), end: new Date('2026-12-01T07:00:00Z') })!);
    expect(e.DTEND).toBe('20261201T080000Z');
  });
});
