/**
 * One iCalendar (.ics, RFC 5545) writer for every module that mails a calendar file (calendar events,
 * guests, conferences and trainings: spec 2 §7 and spec 3 §7 `send_calendar_file`). Built on the `ics`
 * package: times are written in UTC, the UID is the caller's stable id so a re-sent file (higher
 * `sequence`) updates the same calendar entry, and a canceled item is sent with STATUS:CANCELLED.
 */
import { createEvent } from 'ics';

/** What one calendar file describes. `start`/`end` are instants; `sequence` grows with each update. */
export interface IcsItem {
  /** Stable unique id, e.g. `portal-guest-12@employee-portal`. */
  uid: string;
  title: string;
  description?: string | null;
  location?: string | null;
  start: Date;
  end: Date;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  sequence?: number;
  /** PRODID suffix, e.g. `calendar` or `guests`. */
  product?: string;
}

/** The MIME type a calendar file attachment is sent with. */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

const parts = (d: Date): [number, number, number, number, number] => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];

/**
 * Folds content lines at 75 octets (RFC 5545 §3.1) without splitting a UTF-8 character; the `ics`
 * package folds at 75 characters, which is too long for Lithuanian text.
 */
export function foldOctets(text: string): string {
  const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return unfolded
    .map((line) => {
      const out: string[] = [];
      let cur = '';
      let bytes = 0;
      for (const ch of line) {
        const n = Buffer.byteLength(ch, 'utf8');
        const limit = out.length === 0 ? 75 : 74; // continuation lines start with one space
        if (bytes + n > limit) {
          out.push(cur);
          cur = '';
          bytes = 0;
        }
        cur += ch;
        bytes += n;
      }
      out.push(cur);
      return out.join('\r\n ');
    })
    .join('\r\n');
}

/** The .ics text of one item, or null when the `ics` package refuses it (e.g. an invalid date). */
export function icsFile(item: IcsItem): string | null {
  if (Number.isNaN(item.start.getTime()) || Number.isNaN(item.end.getTime())) return null;
  // An end before the start is not a valid VEVENT: treat the item as a point in time.
  const end = item.end.getTime() < item.start.getTime() ? item.start : item.end;
  const r = createEvent({
    uid: item.uid,
    sequence: item.sequence ?? 0,
    title: item.title,
    description: item.description || undefined,
    location: item.location || undefined,
    start: parts(item.start), startInputType: 'utc', startOutputType: 'utc',
    end: parts(end), endInputType: 'utc', endOutputType: 'utc',
    status: item.status ?? 'CONFIRMED',
    productId: `employee-portal/${item.product ?? 'calendar'}`,
  });
  return r.error || !r.value ? null : foldOctets(r.value);
}

/** A mail attachment of an .ics text under a file name (`event.ics`, `guest.ics`). */
export function icsAttachment(text: string, filename: string): { filename: string; content: string; contentType: string } {
  return { filename, content: text, contentType: ICS_CONTENT_TYPE };
}
