/**
 * The register/edit guest form (spec 3 §3 Guest, §5 Guests): the fields keep the contract's names;
 * arrival and departure are the DateTimeField's local `YYYY-MM-DDTHH:mm` values and become ISO instants
 * before the contract (`guestCreateBody`, the limits written once) checks them, so the form's messages
 * sit on the same fields the server would name.
 */
import { guestCreateBody, type Guest, type GuestCreateBody } from '@contracts/guests';
import { z } from 'zod';

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

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as the DateTimeField's local value ('' when empty). */
export function isoToLocal(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** The DateTimeField's local value as an ISO instant ('' when empty). */
export const localToIso = (local: string): string => (local ? new Date(local).toISOString() : '');

/** Required date-times first (so an empty one reads "required"), then the contract on the ISO values. */
const formFields = z.object({
  name: z.string(), purpose: z.string(), phone_number: z.string(), notes: z.string(),
  date_start: z.string().min(1), date_end: z.string().min(1),
  is_employee: z.boolean(), notify_admin: z.boolean(), send_calendar_file: z.boolean(),
});
// The contract's input is wider (optional flags and notes) than the form's output: the same values, typed for the pipe.
const contract = guestCreateBody as unknown as z.ZodType<GuestCreateBody, z.output<typeof formFields>>;
export const guestFormSchema = formFields
  .transform((v) => ({ ...v, date_start: localToIso(v.date_start), date_end: localToIso(v.date_end) }))
  .pipe(contract);

/** Empty form: arrival at the next full hour, one hour long. */
export function emptyGuestForm(now = new Date()): GuestFormValues {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  const end = new Date(start.getTime() + 3600_000);
  return {
    name: '', purpose: '', phone_number: '', notes: '', date_start: isoToLocal(start.toISOString()), date_end: isoToLocal(end.toISOString()),
    is_employee: false, notify_admin: false, send_calendar_file: false,
  };
}

/** The form of an existing guest. */
export const guestFormFrom = (g: Guest): GuestFormValues => ({
  name: g.name, purpose: g.purpose, phone_number: g.phone_number, notes: g.notes ?? '',
  date_start: isoToLocal(g.date_start), date_end: isoToLocal(g.date_end), is_employee: g.is_employee, notify_admin: false, send_calendar_file: false,
});

/** The end follows the start when the start passes it (spec 3 §5): the new end, or null to keep it. */
export const endAfterStartMove = (start: string, end: string): string | null => (start && (!end || end < start) ? start : null);
