/**
 * Reply shapes of the guests module (spec 3 §3 Guest, §4 Guest), typed with api/src/contracts/guests.ts.
 * The state label: canceled wins over ended (the end is past), else registered.
 */
import type { z } from 'zod';
import type { guest } from '../../contracts/guests';
import type { Actor } from '../approvals';
import { guestAbilitiesOf, type GuestFacts } from './guests.policy';

/** A guest row as the list query reads it (raw SQL values: booleans may be 0/1, instants strings). */
export interface GuestRow {
  id: number;
  name: string;
  purpose: string;
  notes: string | null;
  phone_number: string;
  date_start: Date | string;
  date_end: Date | string;
  is_employee: boolean | number;
  registrator_id: number;
  registrator_first: string | null;
  registrator_last: string | null;
  canceled: boolean | number;
}

/** An instant as read from the driver (a Date, or SQLite's UTC `YYYY-MM-DD HH:mm:ss.SSS` text). */
export const instantOf = (v: Date | string): Date => (v instanceof Date ? v : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}Z`));

/** The facts the policy needs, from a row, at `now`. */
export const guestFactsOf = (r: Pick<GuestRow, 'registrator_id' | 'canceled' | 'date_end'>, now = new Date()): GuestFacts => ({
  registratorId: Number(r.registrator_id),
  canceled: Boolean(r.canceled),
  ended: instantOf(r.date_end).getTime() < now.getTime(),
});

/** A guest as the list and the details show it, with what the caller may do (`can`). */
export function presentGuest(r: GuestRow, caller: Actor, now = new Date()): z.infer<typeof guest> {
  const facts = guestFactsOf(r, now);
  return {
    id: Number(r.id),
    name: r.name,
    purpose: r.purpose,
    notes: r.notes ?? null,
    phone_number: r.phone_number,
    date_start: instantOf(r.date_start).toISOString(),
    date_end: instantOf(r.date_end).toISOString(),
    is_employee: Boolean(r.is_employee),
    registrator_id: facts.registratorId,
    registrator_name: [r.registrator_first, r.registrator_last].filter(Boolean).join(' '),
    canceled: facts.canceled,
    ended: facts.ended,
    state: facts.canceled ? 'canceled' : facts.ended ? 'ended' : 'registered',
    can: guestAbilitiesOf(caller, facts),
  };
}
