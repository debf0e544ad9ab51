/**
 * Guests contracts (spec 3 §3 Guest, §5 Guests, §7 Guests, §9): the limits are written here once and shared
 * by the server and the tab (`@contracts/guests`). Instants (date_start, date_end) are ISO strings with an
 * offset; the tab picks them in company time with minutes (yyyy/MM/dd HH:mm).
 */
import { z } from 'zod';
import { pagedSchema, pagingQuery } from '../http/paging';
import { LIMITS, optionalText } from './common';

export const GUEST_LIMITS = {
  name: LIMITS.short,
  phone_number: LIMITS.short,
  /** Guest purpose and notes (spec 3 §9: 2048). */
  purpose: LIMITS.long,
  notes: LIMITS.long,
} as const;

const required = (max: number) => z.string().trim().min(1, 'required').max(max);
const instant = z.iso.datetime({ offset: true, error: 'must be an ISO instant' });

/** The guest fields of POST and PUT guests (spec 3 §3 Guest). */
const guestFields = z.object({
  name: required(GUEST_LIMITS.name),
  purpose: required(GUEST_LIMITS.purpose),
  phone_number: required(GUEST_LIMITS.phone_number),
  notes: optionalText(GUEST_LIMITS.notes),
  date_start: instant,
  date_end: instant,
  is_employee: z.boolean().default(false),
});

/** The end cannot precede the start (spec 3 §5): reported on `date_end`. */
const endNotBeforeStart = <T extends { date_start: string; date_end: string }>(v: T, ctx: z.RefinementCtx) => {
  if (Date.parse(v.date_end) < Date.parse(v.date_start)) ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'end_before_start' });
};

/** PUT guests/{id}: the guest fields without the flags. */
export const guestUpdateBody = guestFields.superRefine(endNotBeforeStart);
/** POST guests: the guest fields plus notify_admin (mail the office administrators) and send_calendar_file (mail the registrator an .ics). */
export const guestCreateBody = guestFields
  .extend({ notify_admin: z.boolean().default(false), send_calendar_file: z.boolean().default(false) })
  .superRefine(endNotBeforeStart);
export type GuestCreateBody = z.infer<typeof guestCreateBody>;
export type GuestUpdateBody = z.infer<typeof guestUpdateBody>;

/**
 * GET guests?page&pageSize&q&show_ended: paged (sizes 5/10/20/50/100), q matches the guest's name or phone,
 * show_ended=true also lists visits whose end is past (hidden by default).
 */
export const guestListQuery = pagingQuery.extend({
  show_ended: z.enum(['true', 'false']).default('false').transform((s) => s === 'true'),
});

/** What the caller may do with a guest (the tab reads these, never re-derives a rule). */
export const guestAbilities = z.object({ edit: z.boolean(), cancel: z.boolean(), delete: z.boolean() });

/** The label of a guest (spec 3 §4): canceled wins over ended; otherwise registered. */
export const GUEST_STATES = ['registered', 'canceled', 'ended'] as const;
export type GuestState = (typeof GUEST_STATES)[number];

/** A guest as the list and the details show it (spec 3 §3 Guest) with its state and the caller's abilities. */
export const guest = z.object({
  id: z.number().int(),
  name: z.string(),
  purpose: z.string(),
  notes: z.string().nullable(),
  phone_number: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  is_employee: z.boolean(),
  registrator_id: z.number().int(),
  registrator_name: z.string(),
  canceled: z.boolean(),
  /** The end is past (shown greyed out). */
  ended: z.boolean(),
  state: z.enum(GUEST_STATES),
  can: guestAbilities,
});
export type Guest = z.infer<typeof guest>;

/**
 * GET guests reply: the page, plus `scope` — `all` with guests_read, `own` for a registrator without
 * guests_read (only the visits they registered, so they can still edit and cancel them).
 */
export const guestList = pagedSchema(guest).extend({ scope: z.enum(['all', 'own']) });
export type GuestList = z.infer<typeof guestList>;

/** Replies of the writes: the success key of spec 3 §8 and the guest. */
export const guestReply = z.object({ message: z.string(), guest });
