/**
 * Relatives of employees (spec 1 §3 Relative, §5 Relatives rules, §7 GET users/relatives_types and
 * PUT users/{id}/relatives): the relationship type, the relative as replied, and the list a caller
 * sends. Limits of the spec written once.
 */
import { z } from 'zod';
import { isoDate } from './common';

export const RELATIVE_LIMITS = { name: 255, contactNumber: 255, maxRelatives: 30 } as const;

/** A relationship type: key, names in both languages and what a relative of it needs. */
export const relationshipType = z.object({
  id: z.number().int(),
  type_name: z.string(),
  name_en: z.string(),
  name_lt: z.string(),
  is_birth_date_required: z.boolean(),
  is_contact_number_required: z.boolean(),
});
export type RelationshipTypeView = z.infer<typeof relationshipType>;

/** A relative as replied (GET users/{id}/info `relatives`, PUT users/{id}/relatives). Dates `YYYY-MM-DD`. */
export const relative = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  relationship: relationshipType.nullable(),
  contact_number: z.string().nullable(),
  birth_date: z.string().nullable(),
});
export type RelativeView = z.infer<typeof relative>;

const optional = (max: number) => z.string().max(max).nullish().transform((s) => (s?.trim() ? s.trim() : null));

/**
 * One relative as sent. `relationship`: the type's id, `{ id }`, or its key / name (type_name,
 * English or Lithuanian name, any case), or null. Birth date and contact number are required when
 * the type says so (checked by the service: users.relatives.ts).
 */
export const relativeInput = z.object({
  name: z.string().trim().min(1).max(RELATIVE_LIMITS.name),
  surname: z.string().trim().min(1).max(RELATIVE_LIMITS.name),
  relationship: z.union([z.number().int().positive(), z.object({ id: z.number().int().positive() }), z.string().max(100)]).nullish(),
  contact_number: optional(RELATIVE_LIMITS.contactNumber),
  birth_date: z.union([isoDate, z.iso.datetime({ offset: true }).transform((s) => s.slice(0, 10))]).nullish().or(z.literal('').transform(() => null)),
});
export type RelativeInput = z.input<typeof relativeInput>;

/** PUT users/{id}/relatives body: the whole list (replaces the stored one; [] clears it). */
export const relativesBody = z.array(relativeInput).max(RELATIVE_LIMITS.maxRelatives);
