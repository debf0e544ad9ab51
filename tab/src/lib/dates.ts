/**
 * Dates as the portal shows them (spec 2 §9: DD/MM/YYYY and DD/MM/YYYY HH:mm in both languages) and
 * whole company days (issue 12 item 5, issue 11). A range from 00:00 to 23:59 (or to a later 00:00)
 * in the company's time zone (TIME_ZONE, named by GET /api/v1/auth/providers `time_zone`, default
 * Europe/Vilnius) is whole days: it reads "27/11/2026, all day" in every viewer's zone, never as
 * clock times. Timed items read in the company's zone, with the zone named when the viewer's clock
 * differs. `YYYY-MM-DD` values are dates (whole days) as they are.
 */
import { TZDate } from '@date-fns/tz';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from './api';

export const DEFAULT_COMPANY_ZONE = 'Europe/Vilnius';

/** The viewer's (browser's) time zone. */
export function viewerZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The wall clock of an instant in a zone. */
export interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The wall clock of `d` in `zone` (IANA name). */
export function wallIn(d: Date, zone: string): Wall {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(d).map((x) => [x.type, x.value]));
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), hour: Number(p.hour) % 24, minute: Number(p.minute) };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Today in `zone` as `YYYY-MM-DD` (the company's day, whatever the browser's clock says). */
export function companyToday(zone: string, now = new Date()): string {
  const w = wallIn(now, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}
/** A UTC time of day `HH:mm` as the wall clock of `zone` on the UTC day of `now` (`HH:mm`), or '' for anything else. */
export function utcTimeIn(hhmm: string, zone: string, now = new Date()): string {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return '';
  const w = wallIn(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), Number(m[1]), Number(m[2]))), zone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ymd = (w: Wall) => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
/** `YYYY-MM-DD` → DD/MM/YYYY. */
export const showDay = (date: string) => date.replace(DATE_ONLY, '$3/$2/$1');
const showWall = (w: Wall) => `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)} ${pad(w.hour)}:${pad(w.minute)}`;

const parse = (v: string | Date | null | undefined): Date | null => {
  if (!v) return null;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The day before a `YYYY-MM-DD` date. */
const dayBefore = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The wall clock of an instant in `zone` as a zone-less `YYYY-MM-DDTHH:mm:00`, or the value as it is
 * when it is not an instant. FullCalendar draws such a string at that clock time in every viewer's
 * zone: the calendar shows timed items at the company's time, like every other screen.
 */
export function wallIso(v: string | null | undefined, zone: string): string | undefined {
  if (!v) return undefined;
  if (DATE_ONLY.test(v)) return v;
  const d = parse(v);
  if (!d) return v;
  const w = wallIn(d, zone);
  return `${ymd(w)}T${pad(w.hour)}:${pad(w.minute)}:00`;
}

/**
 * An instant as a DateTimeField value (`YYYY-MM-DDTHH:mm`) at the clock of `zone` (the company's),
 * so that a form shows the time every table shows; '' when empty or not a date.
 */
export function instantToField(v: string | Date | null | undefined, zone: string): string {
  const d = parse(v);
  if (!d) return '';
  const w = wallIn(d, zone);
  return `${ymd(w)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const FIELD = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/**
 * A DateTimeField value (`YYYY-MM-DDTHH:mm`) read as the clock of `zone` (the company's, whatever the
 * browser's zone), as an ISO instant (UTC); '' when empty or malformed.
 */
export function fieldToInstant(local: string, zone: string): string {
  const m = FIELD.exec(local);
  if (!m) return '';
  const [, y, mo, d, h, mi] = m.map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, mi, zone).getTime()).toISOString();
}

/**
 * The whole days a range covers in `zone`, first and last `YYYY-MM-DD` (inclusive), or null for a
 * timed range. Dates (`YYYY-MM-DD`) are whole days; an end alone missing means the start's day.
 */
export function wholeDays(start: string | Date | null | undefined, end: string | null | undefined | Date, zone: string): { start: string; end: string } | null {
  if (typeof start === 'string' && DATE_ONLY.test(start) && (!end || (typeof end === 'string' && DATE_ONLY.test(end)))) {
    return { start, end: (end as string | null | undefined) || start };
  }
  const a = parse(start);
  const b = parse(end);
  if (!a || !b || b <= a) return null;
  const [wa, wb] = [wallIn(a, zone), wallIn(b, zone)];
  if (wa.hour !== 0 || wa.minute !== 0) return null;
  if (wb.hour === 23 && wb.minute === 59) return { start: ymd(wa), end: ymd(wb) };
  if (wb.hour === 0 && wb.minute === 0 && b.getUTCSeconds() === 0) return { start: ymd(wa), end: dayBefore(ymd(wb)) };
  return null;
}

/** Whether the viewer's clock shows `d` differently from the company's. */
const clocksDiffer = (d: Date, zone: string, viewer: string) => zone !== viewer && showWall(wallIn(d, zone)) !== showWall(wallIn(d, viewer));

export interface DateFormat {
  /** The company zone (IANA). */
  zone: string;
  /** The viewer's zone (IANA); the company zone is named when the clocks differ. */
  viewer: string;
  /** "all day" in the viewer's language. */
  allDay: string;
}

/** An instant as DD/MM/YYYY HH:mm in the company zone (the zone named when the viewer's clock differs); a date as DD/MM/YYYY. */
export function formatInstant(v: string | Date | null | undefined, f: Omit<DateFormat, 'allDay'>): string {
  if (typeof v === 'string' && DATE_ONLY.test(v)) return showDay(v);
  const d = parse(v);
  if (!d) return '';
  return `${showWall(wallIn(d, f.zone))}${clocksDiffer(d, f.zone, f.viewer) ? ` (${f.zone})` : ''}`;
}

/**
 * A range as people read it: whole days "27/11/2026, all day" or "27/11/2026 – 29/11/2026, all day";
 * a timed range "27/11/2026 08:00 – 17:00" (same day) or "27/11/2026 08:00 – 28/11/2026 12:00", in
 * the company zone, named once at the end when the viewer's clock differs.
 */
export function formatRange(start: string | Date | null | undefined, end: string | Date | null | undefined, f: DateFormat): string {
  const days = wholeDays(start, end, f.zone);
  if (days) return `${showDay(days.start)}${days.end !== days.start ? ` – ${showDay(days.end)}` : ''}, ${f.allDay}`;
  const [a, b] = [parse(start), parse(end)];
  if (!a) return '';
  if (!b) return formatInstant(a, f);
  const [wa, wb] = [wallIn(a, f.zone), wallIn(b, f.zone)];
  const endText = ymd(wa) === ymd(wb) ? `${pad(wb.hour)}:${pad(wb.minute)}` : showWall(wb);
  return `${showWall(wa)} – ${endText}${clocksDiffer(a, f.zone, f.viewer) ? ` (${f.zone})` : ''}`;
}

/** The company zone, from the public configuration reply (cached for the session; the default until it arrives). */
export function useCompanyZone(): string {
  const q = useQuery({
    queryKey: ['public-config'],
    queryFn: () => api<{ time_zone?: string }>('/api/v1/auth/providers', { noRetry: true }),
    staleTime: Infinity,
    meta: { ownAccess: true },
  });
  return q.data?.time_zone || DEFAULT_COMPANY_ZONE;
}

/** The formatters bound to the company zone, the viewer's zone and the language ("all day" / "visą dieną"). */
export function useDates() {
  const { t } = useTranslation();
  const zone = useCompanyZone();
  const allDay = t('dates.allDay');
  const range = useCallback((start: string | Date | null | undefined, end: string | Date | null | undefined) => formatRange(start, end, { zone, viewer: viewerZone(), allDay }), [zone, allDay]);
  const instant = useCallback((v: string | Date | null | undefined) => formatInstant(v, { zone, viewer: viewerZone() }), [zone]);
  const days = useCallback((start: string | Date | null | undefined, end: string | Date | null | undefined) => wholeDays(start, end, zone), [zone]);
  return { zone, range, instant, days };
}
