/**
 * Request transitions in the audit log (issue 18 item 4): the approval engine calls
 * {@link recordTransition} inside each transition's transaction (submit, reapprove, cancel_requested,
 * approve, reject, send_back_request, send_back_request_to_owner, cancel, complete), naming who acted,
 * whom a substitute stood in for (on_behalf_of_id) and the client (the actor's mark, default tab).
 * Target: `request` with the request id; details: transition, request type, statuses before and after.
 */
import type { EntityManager } from 'typeorm';
import type { AuditClient } from '../../contracts/audit';
import { recordAudit } from './audit.record';

/** Records one transition of `request` by `actor`. `from` defaults to unknown (null); `to` is the request's status now. */
export async function recordTransition(
  em: EntityManager,
  actor: { id: number; client?: AuditClient },
  request: { id: number; request_name: string; status: string },
  e: { transition: string; from?: string | null; onBehalfOfId?: number | null; stepId?: number | null },
): Promise<void> {
  await recordAudit(em, {
    actorId: actor.id,
    onBehalfOfId: e.onBehalfOfId ?? null,
    action: 'request.transition',
    targetType: 'request',
    targetId: request.id,
    details: { transition: e.transition, request_type: request.request_name, from_status: e.from ?? null, to_status: request.status, ...(e.stepId ? { step_id: e.stepId } : {}) },
    client: actor.client ?? 'tab',
  });
}
