/**
 * Who may read public holidays (spec 2 §2 Calendar, §7 v1 /publicholidays, v2 events/{countryCode}/details):
 * every signed-in user — holidays are the same public facts for everyone and belong to nobody, so
 * the module has no relation rules (no owner, manager or viewer). The routes' access `'user'`
 * enforces sign-in; this file states the rule so the next holiday feature keeps it in one place.
 */
import type { AuthUser } from '../../http/auth';

/** Whether `caller` may read public holidays: any signed-in user. */
export const canReadHolidays = (caller: AuthUser | null | undefined): boolean => caller != null;
