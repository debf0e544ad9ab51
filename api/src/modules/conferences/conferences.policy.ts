/**
 * Who may do what with a conference or training (spec 3 §4 display state, §6 conferences_* and "Rules by
 * relation"). Pure rules over the caller (`Actor`) and the facts the service loads (`ConferenceFacts`);
 * the service calls the `assert*` forms, the presenters the `can*` forms (the row's `can`).
 * - create: conferences_register or conferences_write;
 * - edit: the creator or conferences_write, while not canceled;
 * - cancel: the creator or conferences_write, while neither canceled nor ended;
 * - participants: the creator, conferences_write or conference_participants_read;
 * - join: not canceled, ended, full or attending, and no confirmed or pending participation of the caller;
 * - leave: a participation that is not canceled, not rejected and not "confirmed but still pending"
 *   (a leave already waiting for approval).
 */
import type { ConferenceState, ParticipationStatus } from '../../contracts/conferences';
import { AppError } from '../../http/errors';
import type { Actor } from '../approvals';

/** The caller's latest participation as the rules see it. */
export interface MyParticipationFacts {
  status: ParticipationStatus;
  confirmed: boolean;
}

/** What the rules need to know about an item. */
export interface ConferenceFacts {
  creatorId: number;
  canceled: boolean;
  dateEnd: Date;
  maxParticipants: number | null;
  confirmedCount: number;
  /** The caller's latest participation, or null. */
  mine: MyParticipationFacts | null;
}

const has = (a: Actor, p: 'conferences_write' | 'conferences_register' | 'conference_participants_read') => a.permissions.has(p);

export const isEnded = (c: Pick<ConferenceFacts, 'dateEnd'>, now: Date): boolean => c.dateEnd.getTime() < now.getTime();
export const isFull = (c: Pick<ConferenceFacts, 'maxParticipants' | 'confirmedCount'>): boolean => c.maxParticipants != null && c.maxParticipants > 0 && c.confirmedCount >= c.maxParticipants;
/** A participation that is still on: pending, or confirmed. */
export const isActive = (p: MyParticipationFacts | null): boolean => p != null && (p.status === 'pending' || (p.status === 'completed' && p.confirmed));

/** spec 3 §4 display state, in that order. */
export function displayState(c: ConferenceFacts, now: Date): ConferenceState {
  if (c.canceled) return 'canceled';
  if (isEnded(c, now)) return 'ended';
  if (isFull(c)) return 'full';
  if (c.mine?.status === 'pending' && !c.mine.confirmed) return 'waiting_for_approval';
  if (c.mine?.confirmed && c.mine.status !== 'canceled') return 'attending';
  return 'none';
}

export const canCreateConference = (a: Actor): boolean => has(a, 'conferences_register') || has(a, 'conferences_write');
export const canEditConference = (a: Actor, c: ConferenceFacts): boolean => !c.canceled && (c.creatorId === a.id || has(a, 'conferences_write'));
export const canCancelConference = (a: Actor, c: ConferenceFacts, now: Date): boolean => canEditConference(a, c) && !isEnded(c, now);
export const canSeeParticipants = (a: Actor, c: ConferenceFacts): boolean => c.creatorId === a.id || has(a, 'conferences_write') || has(a, 'conference_participants_read');
export const canJoin = (c: ConferenceFacts, now: Date): boolean => {
  const s = displayState(c, now);
  return !['canceled', 'ended', 'full', 'attending'].includes(s) && !isActive(c.mine);
};
export const canLeave = (c: ConferenceFacts): boolean => {
  const p = c.mine;
  if (!p || p.status === 'canceled') return false;
  if (p.status === 'completed' && !p.confirmed) return false; // rejected
  return !(p.confirmed && p.status === 'pending'); // a leave (or re-approval) already in the chain
};

/** The row's `can` (contracts/conferences.ts `conferenceAbilities`). */
export const conferenceAbilitiesOf = (a: Actor, c: ConferenceFacts, now: Date) => ({
  edit: canEditConference(a, c),
  cancel: canCancelConference(a, c, now),
  participants: canSeeParticipants(a, c),
  join: canJoin(c, now),
  leave: canLeave(c),
});

/** @throws 403 missing_permissions unless the creator or conferences_write; 409 conference_canceled */
export function assertCanEdit(a: Actor, c: ConferenceFacts): void {
  if (c.creatorId !== a.id && !has(a, 'conferences_write')) throw new AppError('missing_permissions');
  if (c.canceled) throw new AppError('conference_canceled');
}

/** @throws as {@link assertCanEdit}; 409 conference_ended */
export function assertCanCancel(a: Actor, c: ConferenceFacts, now: Date): void {
  assertCanEdit(a, c);
  if (isEnded(c, now)) throw new AppError('conference_ended');
}

/** @throws 403 missing_permissions */
export function assertCanSeeParticipants(a: Actor, c: ConferenceFacts): void {
  if (!canSeeParticipants(a, c)) throw new AppError('missing_permissions');
}

/** @throws 409 conference_canceled | conference_ended | conference_is_full | already_participating */
export function assertCanJoin(c: ConferenceFacts, now: Date): void {
  if (c.canceled) throw new AppError('conference_canceled');
  if (isEnded(c, now)) throw new AppError('conference_ended');
  if (isActive(c.mine)) throw new AppError('already_participating');
  if (isFull(c)) throw new AppError('conference_is_full');
}

/** @throws 404 participation_not_found (none, or canceled) | 409 participation_cannot_be_left (rejected, or a leave already pending) */
export function assertCanLeave(c: ConferenceFacts): void {
  if (!c.mine || c.mine.status === 'canceled') throw new AppError('participation_not_found');
  if (!canLeave(c)) throw new AppError('participation_cannot_be_left');
}

/** The module's error codes (registered by the routes; texts in the tab's `errors` namespace). */
export const CONFERENCE_ERRORS = {
  conference_not_found: 404,
  training_not_found: 404,
  conference_canceled: 409,
  conference_ended: 409,
  conference_is_full: 409,
  already_participating: 409,
  participation_not_found: 404,
  participation_cannot_be_left: 409,
} as const;
