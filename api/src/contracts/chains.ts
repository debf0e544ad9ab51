/**
 * Chain administration (spec 2 §3 Chain, Chain item, Chain item task, Chain item notification,
 * Mappings; §4 Chain items; §5 Chain administration and Chain mapping; §7 Chains admin v1).
 */
import { z } from 'zod';
import { REQUEST_TYPE_NAMES, REQUEST_TYPES } from './approvals';
import { optionalText } from './common';

export const CHAIN_LIMITS = {
  /** Names, descriptions and notification messages (spec 2 §5, §9). */
  text: 255,
  weekDay: { min: 1, max: 7 },
  monthDay: { min: 1, max: 31 },
} as const;

/** Who a chain item is assigned to (spec 2 §3 Chain item). */
export const ASSIGNEE_TYPES = ['direct_manager', 'role', 'module_responsible', 'request_owner'] as const;
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];

/** Notification schedule kinds; week_day 1 = Monday … 7 = Sunday (ISO). */
export const FREQUENCY_TYPES = ['week_day', 'month_day', 'daily'] as const;

const name = z.string().trim().min(1).max(CHAIN_LIMITS.text);
const id = z.number().int().positive();
/** A boolean that also accepts 0/1 (older clients). */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);

export const chainBody = z.object({ id: id.optional(), name, description: optionalText(CHAIN_LIMITS.text) });
export const chain = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() });

/**
 * Chain item payload. `order_number`: 1-based place; -1 or absent on create = last; on update absent
 * = keep. Normalised by the rules of spec 2 §4: only_spectator forces can_view true, can_edit false
 * and notification_message null; role_id is kept only for assignee_type role (and required there).
 */
export const chainItemBody = z
  .object({
    id: id.optional(),
    name,
    description: optionalText(CHAIN_LIMITS.text),
    role_id: id.nullish(),
    chain_id: id.optional(),
    /** 0 (the first moving up) is answered chain_item_order_number_not_found by the service. */
    order_number: z.number().int().min(-1).nullish(),
    can_edit: flag.default(false),
    only_spectator: flag.default(false),
    can_view: flag.default(true),
    notification_message: optionalText(CHAIN_LIMITS.text),
    assignee_type: z.enum(ASSIGNEE_TYPES),
    skip_if_assigned_owner: flag.default(false),
  })
  .superRefine((v, ctx) => {
    if (v.assignee_type === 'role' && !v.role_id) ctx.addIssue({ code: 'custom', path: ['role_id'], message: 'role is required when the person responsible is a role' });
  })
  .transform((v) => ({
    ...v,
    role_id: v.assignee_type === 'role' ? (v.role_id ?? null) : null,
    can_view: v.only_spectator ? true : v.can_view,
    can_edit: v.only_spectator ? false : v.can_edit,
    notification_message: v.only_spectator ? null : v.notification_message,
  }));
export type ChainItemInput = z.infer<typeof chainItemBody>;

export const chainItem = z.object({
  id: z.number().int(),
  chain_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  role_id: z.number().int().nullable(),
  role_name: z.string().nullable(),
  order_number: z.number().int(),
  can_edit: z.boolean(),
  only_spectator: z.boolean(),
  can_view: z.boolean(),
  notification_message: z.string().nullable(),
  assignee_type: z.enum(ASSIGNEE_TYPES),
  skip_if_assigned_owner: z.boolean(),
});
export const chainWithItems = chain.extend({ items: z.array(chainItem) });

export const taskBody = z.object({ id: id.optional(), name, description: optionalText(CHAIN_LIMITS.text), chain_item_id: id.optional() });
export const task = z.object({ id: z.number().int(), chain_item_id: z.number().int(), name: z.string(), description: z.string().nullable() });

/**
 * `HH:mm` (UTC) from "HH:mm", "HH:mm:ss" or an ISO instant on a placeholder date
 * (e.g. `1970-01-01T08:30:00.000Z` → `08:30`).
 */
export const notificationTime = z.string().trim().transform((s, ctx) => {
  const hm = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/.exec(s);
  if (hm) return `${hm[1]}:${hm[2]}`;
  const d = /^\d{4}-\d{2}-\d{2}T/.test(s) ? new Date(s) : null;
  if (d && !Number.isNaN(d.getTime())) return d.toISOString().slice(11, 16);
  ctx.addIssue({ code: 'custom', message: 'must be a time HH:mm or an ISO instant' });
  return z.NEVER;
});

/** Notification payload: week_day needs 1–7, month_day 1–31, daily takes no value (stored null). */
export const notificationBody = z
  .object({
    id: id.optional(),
    frequency_type: z.enum(FREQUENCY_TYPES),
    frequency_value: z.coerce.number().int().nullish(),
    notification_time: notificationTime,
    chain_item_id: id.optional(),
  })
  .superRefine((v, ctx) => {
    const range = v.frequency_type === 'week_day' ? CHAIN_LIMITS.weekDay : v.frequency_type === 'month_day' ? CHAIN_LIMITS.monthDay : null;
    if (!range) return;
    if (v.frequency_value == null) ctx.addIssue({ code: 'custom', path: ['frequency_value'], message: `required for ${v.frequency_type}` });
    else if (v.frequency_value < range.min || v.frequency_value > range.max) {
      ctx.addIssue({ code: 'custom', path: ['frequency_value'], message: `must be ${range.min}–${range.max} for ${v.frequency_type}` });
    }
  })
  .transform((v) => ({ ...v, frequency_value: v.frequency_type === 'daily' ? null : (v.frequency_value ?? null) }));

export const notification = z.object({
  id: z.number().int(),
  chain_item_id: z.number().int(),
  frequency_type: z.enum(FREQUENCY_TYPES),
  frequency_value: z.number().int().nullable(),
  notification_time: z.string(),
});

/** GET / PATCH /chains/mapping: one row per request type; chain_id null = not configured. */
export const chainMapping = z.object({ request_name: z.enum(REQUEST_TYPES), chain_id: id.nullable() });
/** PATCH chains/mapping body: a request type in either spelling ('business_trip' | 'BusinessTrip'), stored snake_case. */
export const chainMappingBody = z.array(chainMapping.extend({ request_name: z.enum(REQUEST_TYPE_NAMES) }));

export const chainIdParams = z.object({ id: z.coerce.number().int().positive() });
export const chainItemParams = z.object({ id: z.coerce.number().int().positive(), itemId: z.coerce.number().int().positive() });
