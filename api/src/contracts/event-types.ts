/**
 * Event categories and event types (spec 2 §3 Event type, Event category; §5 Event type, Event
 * category): request and reply schemas of /api/v1/event-categories and /api/v1/event-types.
 */
import { z } from 'zod';
import { optionalText } from './common';

/** Pseudo event types shown in calendar filter lists (spec 2 §3): not rows of event_types. */
export const PSEUDO_EVENT_TYPES = { businessTrips: -1, overtimes: -2, onCalls: -3 } as const;
export const PSEUDO_EVENT_TYPE_LIST = [
  { id: PSEUDO_EVENT_TYPES.businessTrips, name: 'business_trips' },
  { id: PSEUDO_EVENT_TYPES.overtimes, name: 'overtimes' },
  { id: PSEUDO_EVENT_TYPES.onCalls, name: 'on_calls' },
] as const;

/** Lithuanian timesheet (darbo laiko apskaitos žiniaraštis) absence codes known to the portal. */
export const KNOWN_UNATTENDANCE_CODES: readonly { code: string; name: string }[] = [
  { code: 'A', name: 'Kasmetinės atostogos' },
  { code: 'NA', name: 'Nemokamos atostogos' },
  { code: 'M', name: 'Mokymosi atostogos' },
  { code: 'K', name: 'Komandiruotė' },
  { code: 'L', name: 'Laikinasis nedarbingumas' },
  { code: 'G', name: 'Nėštumo ir gimdymo atostogos' },
  { code: 'TA', name: 'Tėvystės atostogos' },
  { code: 'VP', name: 'Vaiko priežiūros atostogos' },
  { code: 'MD', name: 'Papildomos poilsio dienos vaikams auginti' },
  { code: 'KV', name: 'Kvalifikacijos kėlimas' },
  { code: 'KA', name: 'Kūrybinės atostogos' },
];


export const EVENT_TYPE_LIMITS = {
  /** Names and descriptions of types and categories (spec 2 §3, §5). */
  text: 255,
  /** times_per_month_per_user: absolute value, at most 255, 0 = unlimited (spec 2 §5, §9). */
  timesPerMonthMax: 255,
  colour: 30,
  code: 20,
} as const;

/** A boolean that also accepts 0/1 (older clients). */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);
const name = z.string().trim().min(1).max(EVENT_TYPE_LIMITS.text);
const colour = optionalText(EVENT_TYPE_LIMITS.colour);

export const categoryBody = z.object({ id: z.number().int().positive().optional(), name, description: optionalText(EVENT_TYPE_LIMITS.text), active: flag.optional() });
export const category = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable(), active: z.boolean(), event_types_count: z.number().int() });
export const activeBody = z.object({ active: flag });
export const categoriesQuery = z.object({ includeDisabled: z.enum(['true', 'false']).optional().transform((v) => v === 'true') });

/**
 * Event type payload (spec 2 §5 Event type): chain required when needs_approval (else chain_id is
 * stored null); times_per_month_per_user taken as absolute value and capped at 255 (empty = 0 =
 * unlimited); min_advance_time in days, default 0.
 */
export const eventTypeBody = z
  .object({
    id: z.number().int().positive().optional(),
    name,
    description: optionalText(EVENT_TYPE_LIMITS.text),
    background_color: colour,
    text_color: colour,
    border_color: colour,
    event_category_id: z.number().int().positive(),
    chain_id: z.number().int().positive().nullish(),
    needs_approval: flag.default(false),
    unattendance_code: optionalText(EVENT_TYPE_LIMITS.code),
    substitute_needed: flag.default(false),
    times_per_month_per_user: z.number().int().nullish().transform((n) => Math.min(Math.abs(n ?? 0), EVENT_TYPE_LIMITS.timesPerMonthMax)),
    can_manager_submit: flag.default(false),
    min_advance_time: z.number().int().min(0).max(3650).nullish().transform((n) => n ?? 0),
    address_required: flag.default(false),
    is_child_info_required: flag.default(false),
    active: flag.default(true),
    /** Events of the type use a leave balance (issue 18 item 1). */
    counts_against_balance: flag.default(false),
    /** A one-day event of the type may be the first or second half of the day (issue 18 item 2). */
    allows_half_day: flag.default(false),
  })
  .superRefine((v, ctx) => {
    if (v.needs_approval && !v.chain_id) ctx.addIssue({ code: 'custom', path: ['chain_id'], message: 'a chain is required when approval is needed' });
  })
  .transform((v) => ({ ...v, chain_id: v.needs_approval ? (v.chain_id ?? null) : null }));
export type EventTypeInput = z.infer<typeof eventTypeBody>;

export const editFieldsBody = z.object({
  edit_name: flag.default(true),
  edit_description: flag.default(true),
  edit_date: flag.default(true),
  can_delete: flag.default(true),
  can_create_past_event: flag.default(false),
  can_edit_past_event_date: flag.default(false),
  can_delete_past_event: flag.default(false),
});
export type EditFieldsInput = z.infer<typeof editFieldsBody>;
export const editFields = editFieldsBody.extend({ event_type_id: z.number().int() });

export const eventType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  background_color: z.string().nullable(),
  text_color: z.string().nullable(),
  border_color: z.string().nullable(),
  event_category_id: z.number().int(),
  category_name: z.string(),
  chain_id: z.number().int().nullable(),
  needs_approval: z.boolean(),
  unattendance_code: z.string().nullable(),
  substitute_needed: z.boolean(),
  times_per_month_per_user: z.number().int(),
  can_manager_submit: z.boolean(),
  min_advance_time: z.number().int(),
  address_required: z.boolean(),
  is_child_info_required: z.boolean(),
  active: z.boolean(),
  counts_against_balance: z.boolean(),
  allows_half_day: z.boolean(),
  active_events_count: z.number().int(),
  edit_fields: editFields,
});
export const eventTypesQuery = z.object({
  categoryId: z.coerce.number().int().positive().optional(),
  includeDisabled: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});
export const unattendanceCode = z.object({ code: z.string(), name: z.string(), in_use: z.boolean() });
