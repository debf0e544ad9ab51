/**
 * External accounting system (Navision / Business Central) contracts (issue 13 item 5; spec 1 §7
 * POST navision/sync, spec 2 §3 destination country option, §7 GET navision/countries, §8
 * user_has_no_navision_id).
 */
import { z } from 'zod';

/** An employee as the external system lists it (file drop `employees.json` or `GET {NAVISION_URL}/employees`). */
export const externalEmployee = z.object({
  navision_id: z.coerce.string().trim().min(1).max(255),
  name: z.string().trim().min(1).max(255),
  surname: z.string().trim().min(1).max(255),
  email: z.email().max(255),
  position: z.string().max(255).nullish(),
  phone_number: z.string().max(255).nullish(),
  start_work_date: z.iso.date().nullish(),
  birth_date: z.iso.date().nullish(),
});
export type ExternalEmployee = z.infer<typeof externalEmployee>;

/** A document the sync could not send: its kind, id, owner and the error code. */
export const navisionSyncFailure = z.object({
  kind: z.string(),
  id: z.number().int(),
  user_id: z.number().int(),
  error_code: z.string(),
});

/** POST navision/sync reply: users created / updated / unchanged, and the documents sent or refused. */
export const navisionSyncReply = z.object({
  message: z.literal('navision_synced'),
  users: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), skipped: z.number().int() }),
  documents: z.object({ sent: z.number().int(), failed: z.array(navisionSyncFailure) }),
});
export type NavisionSyncReply = z.infer<typeof navisionSyncReply>;

/** GET navision/countries query: the language of the names (default en). */
export const countriesQuery = z.object({ lang: z.enum(['en', 'lt']).default('en') });

/** A destination country option (spec 2 §3): ISO 3166-1 alpha-2 code and its name. */
export const countryOption = z.object({ Code: z.string().length(2), Name: z.string() });
export const countryOptions = z.array(countryOption);
