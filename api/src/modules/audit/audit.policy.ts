/**
 * Who may read the audit log (issue 18 item 4): holders of `audit_log_read`. A request's trail is
 * readable by whoever may read that request (approvals/timeline.ts assertCanView). Pure rules.
 */
import type { Permission } from '../../contracts/permissions';
import type { AuditClient } from '../../contracts/audit';

export interface AuditCaller {
  id: number;
  permissions: ReadonlySet<Permission>;
  /** Set by the entry point when it is not the tab: 'api' for API keys (http/auth.ts), 'teams' for card actions. */
  client?: AuditClient;
}

/** Whether the caller may read and export the whole log. */
export const canReadAuditLog = (caller: Pick<AuditCaller, 'permissions'>): boolean => caller.permissions.has('audit_log_read');

/** The client an action came from: the caller's own mark, else the tab (an HTTP route of the tab). */
export const clientOf = (caller: Pick<AuditCaller, 'client'>): AuditClient => caller.client ?? 'tab';
