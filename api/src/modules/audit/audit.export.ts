/**
 * The audit log as a spreadsheet (GET /api/v2/audit-log/export): the filtered rows, newest first, at
 * most EXPORT_CAP (100,000). Times in the company's zone (YYYY-MM-DD HH:mm); details as JSON text.
 * The export itself is recorded (export.personal_data, what = audit_log, the filters and the row count).
 */
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/tx';
import { companyStamp } from '../../shared/company-time';
import { xlsxBytes } from '../../shared/xlsx';
import { recordAudit } from './audit.record';
import { clientOf, type AuditCaller } from './audit.policy';
import { AuditFilter, exportRows } from './audit.service';

export const AUDIT_EXPORT_FILE = 'AuditLog.xlsx';

/** Builds the xlsx of the filtered rows and records the export; returns the file's bytes. */
export async function exportAudit(ctx: AppContext, caller: AuditCaller, f: AuditFilter): Promise<Buffer> {
  const rows = await exportRows(ctx, f);
  const columns = [
    { header: 'Time', key: 'time', width: 18 },
    { header: 'Actor', key: 'actor', width: 26 },
    { header: 'On behalf of', key: 'behalf', width: 26 },
    { header: 'Action', key: 'action', width: 22 },
    { header: 'Target', key: 'target', width: 20 },
    { header: 'Client', key: 'client', width: 8 },
    { header: 'Details', key: 'details', width: 60 },
  ];
  const buffer = await xlsxBytes([{
    name: 'Audit log', columns,
    rows: rows.map((r) => ({
      time: companyStamp(new Date(r.time)),
      actor: r.actor_name ?? (r.actor_id == null ? '' : `#${r.actor_id}`),
      behalf: r.on_behalf_of_name ?? (r.on_behalf_of_id == null ? '' : `#${r.on_behalf_of_id}`),
      action: r.action,
      target: r.target_type ? `${r.target_type} ${r.target_id ?? ''}${r.target_name ? ` (${r.target_name})` : ''}`.trim() : '',
      client: r.client,
      details: r.details ? JSON.stringify(r.details) : '',
    })),
  }]);
  await inTransaction(ctx.ds, (em) =>
    recordAudit(em, { actorId: caller.id, action: 'export.personal_data', targetType: 'audit_log', details: { what: 'audit_log', filters: f, rows: rows.length }, client: clientOf(caller) }),
  );
  return buffer;
}
