/**
 * Reporting-line helpers shared by the calendar modules (overtime, on-call, calendar v2, reports):
 * who manages whom (directly or further up the line) and display names.
 */
import { EntityManager, In, IsNull } from 'typeorm';
import { User } from '../users/users.entities';

/** The display name of a user row. */
export const fullName = (u: { name: string; surname: string }) => `${u.name} ${u.surname}`;

/** Whether `managerId` is above `userId` in the reporting line (direct or indirect manager). */
export async function manages(em: EntityManager, managerId: number, userId: number): Promise<boolean> {
  let current: number | null = userId;
  for (let hop = 0; hop < 32 && current != null; hop++) {
    const u: { manager_id: number | null } | null = await em.getRepository(User).findOne({ select: { id: true, manager_id: true }, where: { id: current } });
    current = u?.manager_id ?? null;
    if (current === managerId) return true;
  }
  return false;
}

/** Every active subordinate below `managerId` (the whole reporting tree), breadth first, one query per level. */
export async function subordinateIds(em: EntityManager, managerId: number): Promise<number[]> {
  const out: number[] = [];
  const seen = new Set([managerId]);
  let level = [managerId];
  while (level.length) {
    const rows = await em.getRepository(User).find({ select: { id: true }, where: { manager_id: In(level), deleted_at: IsNull() } });
    level = rows.map((r) => r.id).filter((id) => !seen.has(id));
    level.forEach((id) => seen.add(id));
    out.push(...level);
  }
  return out;
}

/** Names of users by id (one query). */
export async function namesOf(em: EntityManager, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await em.getRepository(User).find({ select: { id: true, name: true, surname: true }, where: { id: In(unique) } });
  return new Map(rows.map((u) => [u.id, fullName(u)]));
}
