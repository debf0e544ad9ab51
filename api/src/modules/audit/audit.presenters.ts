/** Reply shapes of the audit log (contracts/audit.ts auditEntry): one stored row (joined with the actor's name) → one entry. */
import type { AuditAction, AuditClient, AuditEntry } from '../../contracts/audit';

/** A row as read by the page query (SQLite returns instants as UTC text, SQL Server as Date). */
export interface AuditRawRow {
  id: number;
  time: string | Date;
  actor_id: number | null;
  actor_name: string | null;
  on_behalf_of_id: number | null;
  on_behalf_of_name: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: string | null;
  client: string;
}

/** A stored instant as an ISO string with Z. */
export function isoInstant(v: string | Date): string {
  if (v instanceof Date) return v.toISOString();
  return new Date(`${v.replace(' ', 'T')}${/[Zz]|[+-]\d\d:?\d\d$/.test(v) ? '' : 'Z'}`).toISOString();
}

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** One entry of the page. */
export function presentAuditEntry(r: AuditRawRow): AuditEntry {
  return {
    id: Number(r.id),
    time: isoInstant(r.time),
    actor_id: r.actor_id == null ? null : Number(r.actor_id),
    actor_name: r.actor_name ? r.actor_name.trim() || null : null,
    on_behalf_of_id: r.on_behalf_of_id == null ? null : Number(r.on_behalf_of_id),
    on_behalf_of_name: r.on_behalf_of_name ? r.on_behalf_of_name.trim() || null : null,
    action: r.action as AuditAction,
    target_type: r.target_type,
    target_id: r.target_id,
    target_name: null,
    details: parseDetails(r.details),
    client: r.client as AuditClient,
  };
}
