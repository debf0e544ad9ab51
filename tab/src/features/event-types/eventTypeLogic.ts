/**
 * Rules of the event type and category forms (spec 2 §5 Event type, Event category, §9):
 * names and descriptions ≤255, category required, chain required when approval is needed (sent as
 * null otherwise), times_per_month_per_user absolute and capped at 255 (0 or empty = unlimited,
 * sent as 0), min_advance_time in whole days, default 0. The type form (react-hook-form) checks its
 * draft with {@link typeFormSchema}: the contract's `eventTypeBody` over {@link typePayload} (limits
 * written once) plus the form's own number rules; messages are the `validation.` keys.
 */
import { eventTypeBody } from '@contracts/event-types';
import { z } from 'zod';
import { EVENT_TYPE_LIMITS } from '../calendar/limits';
import type { EventType } from './eventTypesApi';

export const TEXT_MAX = EVENT_TYPE_LIMITS.text;
export const TIMES_PER_MONTH_MAX = EVENT_TYPE_LIMITS.timesPerMonthMax;
export const CODE_MAX = EVENT_TYPE_LIMITS.code;

/** The 9 calendar colours offered for a type's background (and its border). */
export const CALENDAR_COLORS = ['#0f6cbd', '#107c10', '#c50f1f', '#da3b01', '#8764b8', '#038387', '#c239b3', '#8e562e', '#616161'] as const;
/** Text colours: white and black first, then the calendar colours. */
export const TEXT_COLORS = ['#ffffff', '#000000', ...CALENDAR_COLORS] as const;
/** Border colours: the calendar colours plus white and black. */
export const BORDER_COLORS = [...CALENDAR_COLORS, '#ffffff', '#000000'] as const;


export interface TypeDraft {
  name: string;
  description: string;
  background_color: string;
  text_color: string;
  border_color: string;
  event_category_id: number | null;
  needs_approval: boolean;
  chain_id: number | null;
  unattendance_code: string;
  substitute_needed: boolean;
  /** As typed; normalised by {@link normaliseTimesPerMonth}. */
  times_per_month_per_user: string;
  can_manager_submit: boolean;
  min_advance_time: string;
  address_required: boolean;
  is_child_info_required: boolean;
  active: boolean;
  counts_against_balance: boolean;
  allows_half_day: boolean;
}

export const emptyType = (categoryId: number | null = null): TypeDraft => ({
  name: '', description: '', background_color: CALENDAR_COLORS[0], text_color: '#ffffff', border_color: CALENDAR_COLORS[0],
  event_category_id: categoryId, needs_approval: false, chain_id: null, unattendance_code: '', substitute_needed: false,
  times_per_month_per_user: '', can_manager_submit: false, min_advance_time: '0', address_required: false,
  is_child_info_required: false, active: true, counts_against_balance: false, allows_half_day: false,
});

export const draftOf = (t: EventType): TypeDraft => ({
  name: t.name, description: t.description ?? '', background_color: t.background_color ?? CALENDAR_COLORS[0],
  text_color: t.text_color ?? '#ffffff', border_color: t.border_color ?? t.background_color ?? CALENDAR_COLORS[0],
  event_category_id: t.event_category_id, needs_approval: !!t.needs_approval, chain_id: t.chain_id ?? null,
  unattendance_code: t.unattendance_code ?? '', substitute_needed: !!t.substitute_needed,
  times_per_month_per_user: t.times_per_month_per_user ? String(t.times_per_month_per_user) : '',
  can_manager_submit: !!t.can_manager_submit, min_advance_time: String(t.min_advance_time ?? 0),
  address_required: !!t.address_required, is_child_info_required: !!t.is_child_info_required, active: t.active !== false,
  counts_against_balance: !!t.counts_against_balance, allows_half_day: !!t.allows_half_day,
});

/** Absolute value, capped at 255; empty, 0 or not a number → 0 (unlimited). */
export function normaliseTimesPerMonth(v: string | number | null | undefined): number {
  const n = Math.trunc(Math.abs(Number(v)));
  if (!Number.isFinite(n)) return 0;
  return Math.min(TIMES_PER_MONTH_MAX, n);
}

/** Whole days ≥ 0; empty → 0. */
export function normaliseMinAdvance(v: string | number | null | undefined): number {
  const n = Math.trunc(Number(v));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export type TypeError = 'required' | 'tooLong' | 'chainRequired' | 'invalidNumber';

/** A contract issue of a field as the form's message key. */
const keyOf = (field: string, code: string): TypeError =>
  field === 'chain_id' ? 'chainRequired' : code === 'too_big' ? 'tooLong' : code === 'too_small' || code === 'invalid_type' ? 'required' : 'invalidNumber';

/** The draft's errors by field: the contract's (eventTypeBody over {@link typePayload}) and the form's number rules. */
export function typeErrors(d: TypeDraft): Partial<Record<keyof TypeDraft, TypeError>> {
  const e: Partial<Record<keyof TypeDraft, TypeError>> = {};
  for (const issue of eventTypeBody.safeParse(typePayload(d)).error?.issues ?? []) {
    const field = String(issue.path[0] ?? '') as keyof TypeDraft;
    if (field in d) e[field] ??= keyOf(field, issue.code);
  }
  // The contract checks the chain only once the rest is valid: say it at once.
  if (d.needs_approval && d.chain_id == null) e.chain_id = 'chainRequired';
  if (d.times_per_month_per_user.trim() !== '' && !Number.isFinite(Number(d.times_per_month_per_user))) e.times_per_month_per_user = 'invalidNumber';
  if (d.min_advance_time.trim() !== '' && (!Number.isFinite(Number(d.min_advance_time)) || Number(d.min_advance_time) < 0)) e.min_advance_time = 'invalidNumber';
  return e;
}

/** The type form's schema for `zodResolver`: {@link typeErrors} as issues whose messages are keys; the output is the draft. */
export const typeFormSchema = z.custom<TypeDraft>((v) => typeof v === 'object' && v !== null).superRefine((v, ctx) => {
  for (const [field, key] of Object.entries(typeErrors(v))) ctx.addIssue({ code: 'custom', path: [field], message: key });
});

/** The body of POST/PUT event-types. */
export function typePayload(d: TypeDraft) {
  return {
    name: d.name.trim(),
    description: d.description.trim() || null,
    background_color: d.background_color,
    text_color: d.text_color,
    border_color: d.border_color,
    event_category_id: d.event_category_id,
    needs_approval: d.needs_approval,
    chain_id: d.needs_approval ? d.chain_id : null,
    unattendance_code: d.unattendance_code.trim() || null,
    substitute_needed: d.substitute_needed,
    times_per_month_per_user: normaliseTimesPerMonth(d.times_per_month_per_user),
    can_manager_submit: d.can_manager_submit,
    min_advance_time: normaliseMinAdvance(d.min_advance_time),
    address_required: d.address_required,
    is_child_info_required: d.is_child_info_required,
    active: d.active,
    counts_against_balance: d.counts_against_balance,
    allows_half_day: d.allows_half_day,
  };
}
