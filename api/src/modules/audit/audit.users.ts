/**
 * Users in the audit log (issue 18 item 4): created, updated (names of the changed fields only, never
 * values), role changed (role ids before and after), disabled, deleted. Called by users.service inside
 * the save's transaction.
 */
import type { EntityManager } from 'typeorm';
import type { AuditClient } from '../../contracts/audit';
import { recordAudit } from './audit.record';

/** Stored columns that are bookkeeping, not edits a person made. */
const BOOKKEEPING = new Set(['activated_at', 'failed_login_attempts', 'locked_until', 'session_version']);

const same = (a: unknown, b: unknown): boolean => {
  const norm = (v: unknown) => (v instanceof Date ? v.toISOString() : v === undefined || v === null ? null : String(v));
  return norm(a) === norm(b);
};

/** Names of the fields `patch` changes on `before` (password_hash shows as `password`), sorted. */
export function changedFields(before: object, patch: object): string[] {
  const b = before as Record<string, unknown>;
  return Object.entries(patch)
    .filter(([k, v]) => !BOOKKEEPING.has(k) && v !== undefined && !same(b[k], v))
    .map(([k]) => (k === 'password_hash' ? 'password' : k))
    .sort();
}

type Caller = { id: number; client?: AuditClient };
type RoleIds = { role_id: number | null; temp_role_id: number | null };

/** Records an edit of user `id`: user.updated with the changed field names, plus user.role_changed and user.disabled when they apply. */
export async function recordUserUpdate(em: EntityManager, caller: Caller, id: number, before: RoleIds & { disabled?: boolean } & object, patch: object): Promise<void> {
  const fields = changedFields(before, patch);
  if (!fields.length) return;
  const base = { actorId: caller.id, targetType: 'user', targetId: id, client: caller.client ?? 'tab' } as const;
  await recordAudit(em, { ...base, action: 'user.updated', details: { fields } });
  const p = patch as Partial<RoleIds & { disabled: boolean }>;
  if (fields.includes('role_id') || fields.includes('temp_role_id')) {
    await recordAudit(em, {
      ...base, action: 'user.role_changed',
      details: { role_id: { from: before.role_id, to: p.role_id ?? before.role_id }, temp_role_id: { from: before.temp_role_id, to: p.temp_role_id === undefined ? before.temp_role_id : p.temp_role_id } },
    });
  }
  if (fields.includes('disabled')) await recordAudit(em, { ...base, action: 'user.disabled', details: { disabled: !!p.disabled } });
}
