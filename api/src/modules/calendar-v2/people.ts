/**
 * Reporting-line helpers shared by the calendar modules (overtime, on-call, calendar v2, reports):
 * who manages whom (direct manager) and display names.
 */
import { EntityManager, In, IsNull } from 'typeorm';
import { paddedChunks } from '../../db/raw';
import { User } from '../users/users.entities';
import { presentPersonItem } from './calendar-v2.presenters';

/** The display name of a user row. */
export const fullName = (u: { name: string; surname: string }) => `${u.name} ${u.surname}`;

/**
 * Whether `managerId` is the direct manager of `userId` — the relation the calendar uses for
 * "manager of subordinates" (filing events, overtime and on-call for them, seeing their calendar),
 * the same as the calendar module's event rules.
 */
export async function manages(em: EntityManager, managerId: number, userId: number): Promise<boolean> {
  return em.getRepository(User).existsBy({ id: userId, manager_id: managerId, deleted_at: IsNull() });
}

/**
 * The facts the relation rules (calendar.policy canActFor, reports.policy) need about a person: the
 * id and the direct manager, null when the person is deleted or unknown (then nobody manages them) —
 * the same relation as {@link manages}.
 */
export async function personFacts(em: EntityManager, userId: number): Promise<{ id: number; managerId: number | null }> {
  const u = await em.getRepository(User).findOne({ select: { id: true, manager_id: true }, where: { id: userId, deleted_at: IsNull() } });
  return { id: userId, managerId: u?.manager_id ?? null };
}

/** Direct subordinates of `managerId` (active, not deleted) with names, by surname. */
export async function subordinatesOf(em: EntityManager, managerId: number): Promise<{ id: number; fullName: string }[]> {
  const rows = await em.getRepository(User).find({ select: { id: true, name: true, surname: true }, where: { manager_id: managerId, deleted_at: IsNull(), disabled: false }, order: { surname: 'ASC', name: 'ASC' } });
  return rows.map(presentPersonItem);
}

/** Names of users by id, deleted ones too (one query per 512 ids: db/raw.ts paddedChunks). */
export async function namesOf(em: EntityManager, ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const chunk of paddedChunks([...new Set(ids)], 0)) {
    const rows = await em.getRepository(User).find({ select: { id: true, name: true, surname: true }, where: { id: In(chunk) } });
    for (const u of rows) names.set(u.id, fullName(u));
  }
  return names;
}
