/** Approval helpers shared by the demo seeds of the request-type modules (trips, claims, ...). */
import type { EntityManager } from 'typeorm';
import { addHistory, advance, type Outbox, setRequest } from '../../modules/approvals/engine';
import { ApprovalRequest, RequestStep } from '../../modules/approvals/approvals.entities';

/** Approves the request's current step as `actorId` (what PATCH /chains/{id}/approve does), then advances the chain. */
export async function approveCurrent(em: EntityManager, out: Outbox, requestId: number, actorId: number): Promise<void> {
  const request = await em.getRepository(ApprovalRequest).findOneByOrFail({ id: requestId });
  const step = await em.getRepository(RequestStep).findOneByOrFail({ id: request.current_step_id! });
  await em.getRepository(RequestStep).update(step.id, { status: 'approve', action: 'approve', acted_by_user_id: actorId, acted_at: new Date() });
  await addHistory(em, { request_id: request.id, step_id: step.id, action: 'approve', actor_user_id: actorId });
  await setRequest(em, request, { last_chain_action: 'approve' });
  await advance(em, out, request, step.order_number, actorId);
}
