/**
 * Extension point of the booking rules: other modules (the leave balances of issue 18) add a check
 * that runs after every rule of events.rules.ts, inside the same transaction as the event's insert
 * or update, for a new event (with its additional ranges) or an edit (`existing` set).
 *
 * A check throws an AppError to refuse the booking; nothing is written then. Checks are keyed by
 * name so that registering again (every test app registers its modules) replaces, never doubles.
 * Imports run one way: a module that adds a check imports this file; the calendar never imports it.
 */
import type { EntityManager } from 'typeorm';
import type { EventInput } from '../../contracts/calendar';
import type { User } from '../users/users.entities';
import type { CalendarEvent, EventType } from './calendar.entities';

export interface BookingCheckInput {
  em: EntityManager;
  now: Date;
  owner: User;
  type: EventType;
  input: EventInput;
  /** Every date range submitted (UTC instants; the event's own first). */
  ranges: { start: Date; end: Date }[];
  /** The stored event when editing. */
  existing?: CalendarEvent;
}

export type BookingCheck = (c: BookingCheckInput) => Promise<void>;

const checks = new Map<string, BookingCheck>();

/** Adds (or replaces) the named check. */
export function setBookingCheck(name: string, check: BookingCheck): void {
  checks.set(name, check);
}

/** Runs every added check in the order added. @throws whatever a check throws */
export async function runBookingChecks(c: BookingCheckInput): Promise<void> {
  for (const check of checks.values()) await check(c);
}
