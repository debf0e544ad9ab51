/**
 * The register/edit guest form (spec 3 §3 Guest, §5 Guests): the fields keep the contract's names;
 * arrival and departure are the DateTimeField's `YYYY-MM-DDTHH:mm` values at the company's clock
 * (`zone`, lib/dates: typed and shown as every table shows them, whatever the browser's zone) and
 * become ISO instants before the contract (`guestCreateBody`, the limits written once) checks them,
 * so the form's messages sit on the same fields the server would name.
 */
import { guestCreateBody, type Guest, type GuestCreateBody } from '@contracts/guests';
import { z } from 'zod';
import { fieldToInstant, instantToField } from '../../lib/dates';

export interface GuestFormValues {
  name: string;
  purpose: string;
  phone_number: string;
  notes: string;
  date_start: string;
  date_end: string;
  is_employee: boolean;
  notify_admin: boolean;
  send_calendar_file: boolean;
}


/** Required date-times first (so an empty one reads "required"), then the contract on the ISO values. */
const formFields = z.object({
  name: z.string(), purpose: z.string(), phone_number: z.string(), notes: z.string(),
  date_start: z.string().min(1), date_end: z.string().min(1),
  is_employee: z.boolean(), notify_admin: z.boolean(), send_calendar_file: z.boolean(),
});
// The contract's input is wider (optional flags and notes) than the form's output: the same values, typed for the pipe.
const contract = guestCreateBody as unknown as z.ZodType<GuestCreateBody, z.output<typeof formFields>>;
/** The form's schema with the date-times read at the clock of `zone` (the company's). */
export const guestFormSchema = (zone: string) =>
  formFields
    .transform((v) => ({ ...v, date_start: fieldToInstant(v.date_start, zone), date_end: fieldToInstant(v.date_end, zone) }))
    .pipe(contract);

/** Empty form: arrival at the next full hour (of `zone`'s clock), one hour long. */
export function emptyGuestForm(zone: string, now = new Date()): GuestFormValues {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  const end = new Date(start.getTime() + 3600_000);
  return {
    name: '', purpose: '', phone_number: '', notes: '', date_start: instantToField(start, zone), date_end: instantToField(end, zone),
    is_employee: false, notify_admin: false, send_calendar_file: false,
  };
}

/** The form of an existing guest. */
export const guestFormFrom = (g: Guest, zone: string): GuestFormValues => ({
  name: g.name, purpose: g.purpose, phone_number: g.phone_number, notes: g.notes ?? '',
  date_start: instantToField(g.date_start, zone), date_end: instantToField(g.date_end, zone), is_employee: g.is_employee, notify_admin: false, send_calendar_file: false,
});

/** The end follows the start when the start passes it (spec 3 §5): the new end, or null to keep it. */
export const endAfterStartMove = (start: string, end: string): string | null => (start && (!end || end < start) ? start : null);
