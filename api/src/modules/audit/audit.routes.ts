/**
 * Audit log routes (issue 18 item 4), base /api/v2: GET /audit-log (paged, filters actor_id, action,
 * from, to; audit_log_read), GET /audit-log/export (xlsx of the same filters, at most 100,000 rows;
 * recorded as export.personal_data) and GET /requests/:id/audit (one request's trail, for whoever may
 * read the request: 403 missing_permissions otherwise, 404 request_not_found). Append-only: no route
 * changes or deletes entries; the retention job trims old ones.
 */
import type { AppContext } from '../../context';
import { auditPage, auditQuery, auditTrail } from '../../contracts/audit';
import { idParams, type Api } from '../../http/route';
import { sendAttachment } from '../../shared/download';
import { readable } from '../approvals/timeline';
import { AUDIT_EXPORT_FILE, exportAudit } from './audit.export';
import { scheduleAuditRetention } from './audit.retention';
import { listAudit, trailOf } from './audit.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Declares the audit routes and schedules the retention job. */
export function registerAudit({ v2 }: Api, ctx: AppContext): void {
  const read = { anyOf: ['audit_log_read' as const] };
  const filters = auditQuery.omit({ page: true, pageSize: true });
  v2.add({
    method: 'get', path: '/audit-log', summary: 'The audit log, newest first (paged; filters actor_id, action, from, to)', access: read,
    query: auditQuery, response: auditPage, handler: ({ query }) => listAudit(ctx, query),
  });
  v2.add({
    method: 'get', path: '/audit-log/export', summary: 'The filtered audit log as xlsx (at most 100,000 rows; recorded)', access: read,
    query: filters, response: 'binary',
    handler: async ({ query, user, res }) => {
      const body = await exportAudit(ctx, user, query);
      sendAttachment(res, { filename: AUDIT_EXPORT_FILE, contentType: XLSX, body });
    },
  });
  v2.add({
    method: 'get', path: '/requests/:id/audit', summary: "One request's audit trail, oldest first (whoever may read the request)", access: 'user',
    params: idParams, response: auditTrail,
    handler: async ({ params, user }) => {
      const request = await readable(ctx.ds.manager, params.id, user);
      return { data: await trailOf(ctx.ds.manager, 'request', String(request.id)) };
    },
  });
  scheduleAuditRetention();
}
