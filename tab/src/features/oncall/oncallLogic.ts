/**
 * On-call form rules (spec 2 §5 On-call): title required ≤255, description ≤255, start and end
 * required with the end after the start; every factual time needs a start and an end after it,
 * must lie within the on-call range (four messages) and must not overlap another factual time.
 * Values are DateTimeField strings (`YYYY-MM-DDTHH:mm`) at the company's clock, compared as wall clocks.
 * The dialog's react-hook-form schema ({@link oncallFormSchema}) applies these rules and then the
 * contract's `oncallBody`.
 */
import { ONCALL_LIMITS, oncallBody } from '@contracts/oncall';
import { z } from 'zod';
import { fieldToInstant } from '../../lib/dates';

export const ONCALL_TEXT_MAX = ONCALL_LIMITS.title;

export interface Range {
  start: string;
  end: string;
}

export interface OncallDraft extends Range {
  title: string;
  description: string;
  factualTimes: Range[];
}

export type RangeMessage =
  | 'required'
  | 'end_date_should_be_later_than_start_date'
  | 'factual_start_later_than_oncall_start'
  | 'factual_start_earlier_than_oncall_end'
  | 'factual_end_earlier_than_oncall_end'
  | 'factual_end_later_than_oncall_start'
  | 'factual_times_overlapping';

const ms = (s: string) => (s ? new Date(s).getTime() : NaN);

/** Messages of one factual time against the on-call range (the four range messages name the rule to meet). */
export function factualMessages(oncall: Range, f: Range): RangeMessage[] {
  if (!f.start || !f.end) return ['required'];
  const out: RangeMessage[] = [];
  const [fs, fe, os, oe] = [ms(f.start), ms(f.end), ms(oncall.start), ms(oncall.end)];
  if (fe <= fs) out.push('end_date_should_be_later_than_start_date');
  if (!Number.isNaN(os) && fs < os) out.push('factual_start_later_than_oncall_start');
  if (!Number.isNaN(oe) && fs >= oe) out.push('factual_start_earlier_than_oncall_end');
  if (!Number.isNaN(oe) && fe > oe) out.push('factual_end_earlier_than_oncall_end');
  if (!Number.isNaN(os) && fe <= os) out.push('factual_end_later_than_oncall_start');
  return out;
}

/** Indexes of factual times overlapping another one (touching ends do not overlap). */
export function overlappingIndexes(list: Range[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const [a, b] = [list[i], list[j]];
      if (!a.start || !a.end || !b.start || !b.end) continue;
      if (ms(a.start) < ms(b.end) && ms(b.start) < ms(a.end)) {
        out.add(i);
        out.add(j);
      }
    }
  }
  return out;
}

export interface OncallErrors {
  title?: 'required' | 'tooLong';
  description?: 'tooLong';
  start?: 'required';
  end?: 'required' | 'end_date_should_be_later_than_start_date';
  factual: RangeMessage[][];
}

export function oncallErrors(d: OncallDraft): OncallErrors {
  const e: OncallErrors = { factual: [] };
  if (!d.title.trim()) e.title = 'required';
  else if (d.title.trim().length > ONCALL_TEXT_MAX) e.title = 'tooLong';
  if (d.description.trim().length > ONCALL_TEXT_MAX) e.description = 'tooLong';
  if (!d.start) e.start = 'required';
  if (!d.end) e.end = 'required';
  else if (d.start && ms(d.end) <= ms(d.start)) e.end = 'end_date_should_be_later_than_start_date';
  const overlaps = overlappingIndexes(d.factualTimes);
  e.factual = d.factualTimes.map((f, i) => [...factualMessages(d, f), ...(overlaps.has(i) ? ['factual_times_overlapping' as const] : [])]);
  return e;
}

export const hasOncallErrors = (e: OncallErrors) => !!(e.title || e.description || e.start || e.end || e.factual.some((f) => f.length));

/** Total minutes of the factual times (invalid rows count 0). */
export const factualMinutes = (list: Range[]) => list.reduce((sum, f) => sum + Math.max(0, (ms(f.end) - ms(f.start)) / 60000 || 0), 0);

/** The POST /api/v2/chains body of an on-call (instants as ISO strings). */
export interface OncallBody {
  requestType: 'oncall';
  title: string;
  description: string | null;
  start: string;
  end: string;
  factualTimes: Range[];
}

/**
 * The dialog's schema: the rules of {@link oncallErrors}, each as an issue on its field whose message
 * is the rule's key (a factual time's keys joined by commas on `factualTimes.<i>`), then the body
 * with the wall clocks read in `zone`, checked by the contract's `oncallBody`.
 */
export function oncallFormSchema(zone: string) {
  return z.custom<OncallDraft>().transform((d, ctx): OncallBody => {
    const e = oncallErrors(d);
    for (const field of ['title', 'description', 'start', 'end'] as const) {
      const key = e[field];
      if (key) ctx.addIssue({ code: 'custom', path: [field], message: key });
    }
    e.factual.forEach((keys, i) => {
      if (keys.length) ctx.addIssue({ code: 'custom', path: ['factualTimes', i], message: keys.join(',') });
    });
    if (hasOncallErrors(e)) return z.NEVER;
    const body: OncallBody = {
      requestType: 'oncall', title: d.title.trim(), description: d.description.trim() || null, start: fieldToInstant(d.start, zone), end: fieldToInstant(d.end, zone),
      factualTimes: d.factualTimes.map((f) => ({ start: fieldToInstant(f.start, zone), end: fieldToInstant(f.end, zone) })),
    };
    for (const issue of oncallBody.safeParse(body).error?.issues ?? []) ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 2) as (string | number)[], message: 'required' });
    return body;
  });
}
