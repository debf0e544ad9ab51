/**
 * Writing audit entries (issue 18 item 4). {@link recordAudit} inserts with the caller's
 * EntityManager, so the entry commits or rolls back together with the action it records: call it
 * inside the action's transaction, after the change and before returning.
 */
import { DataSource, EntityManager } from 'typeorm';
import type { AuditAction, AuditClient } from '../../contracts/audit';
import { inTransaction } from '../../db/tx';
import { AuditLogRow } from './audit.entities';

/** What one entry says. `details`: names of changed fields and other non-sensitive facts (JSON-serialisable). */
export interface AuditInput {
  actorId: number | null;
  onBehalfOfId?: number | null;
  action: AuditAction;
  targetType?: string | null;
  targetId?: string | number | null;
  details?: Record<string, unknown> | null;
  client: AuditClient;
  /** Defaults to now (UTC); the demo seed passes past instants. */
  time?: Date;
}

/** Inserts one audit entry through `em` (the action's transaction). Returns the new row's id. */
export async function recordAudit(em: EntityManager, entry: AuditInput): Promise<number> {
  const res = await em.insert(AuditLogRow, {
    time: entry.time ?? new Date(),
    actor_id: entry.actorId ?? null,
    on_behalf_of_id: entry.onBehalfOfId ?? null,
    action: entry.action,
    target_type: entry.targetType ?? null,
    target_id: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ? JSON.stringify(entry.details) : null,
    client: entry.client,
  });
  return Number(res.identifiers[0]?.id);
}

/**
 * Records an export of personal data (export.personal_data) in its own short transaction, after the
 * file was built (a failed export records nothing). `what` names the export (users, events_csv,
 * statistics, policy_signers…); `details` says what it held (filters, row count), never the data.
 */
export async function recordExport(
  ds: DataSource,
  caller: { id: number; client?: AuditClient },
  what: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await inTransaction(ds, (em) => recordAudit(em, { actorId: caller.id, action: 'export.personal_data', targetType: 'export', targetId: what, details: { what, ...details }, client: caller.client ?? 'tab' }));
}
