/**
 * A month of demo audit entries (issue 18 item 4) so /audit and the request trails have something to
 * show: each working day most people sign in (some from Teams), a few wrong passwords and one lockout,
 * the request history of the demo requests the engine did not record itself as transitions (who acted,
 * the manager's substitute now and then), a few profile edits by HR (field names only), a role change by the administrator and some
 * exports. Times are the seeding day's past 30 days. Runs once (skipped when the log already holds
 * sign-ins older than a day).
 */
import { LessThan, type EntityManager } from 'typeorm';
import { ApprovalRequest, RequestHistory } from '../../modules/approvals/approvals.entities';
import { AuditLogRow } from '../../modules/audit/audit.entities';
import { recordAudit } from '../../modules/audit/audit.record';
import { Role } from '../../modules/roles/roles.entities';
import { User } from '../../modules/users/users.entities';
import { DEMO_DOMAIN } from './demo-people';

/** History actions of the engine → the audit log's transition names. */
const TRANSITIONS: Record<string, string> = {
  submit: 'submit', reapprove: 'reapprove', cancel_requested: 'cancel_requested', approve: 'approve', reject: 'reject',
  send_back_request: 'send_back_request', returned_to_owner: 'send_back_request_to_owner', canceled: 'cancel', completed: 'complete',
};

const DAY = 86400_000;

/** Seeds the month (see module doc); `now` is the seeding instant. */
export async function seedDemoAudit(em: EntityManager, now: Date): Promise<void> {
  const repo = em.getRepository(AuditLogRow);
  // other demo seeds record their own past entries (leave adjustments): only past sign-ins mean this ran
  if (await repo.existsBy({ action: 'auth.sign_in', time: LessThan(new Date(now.getTime() - DAY)) })) return;
  const people = await em.getRepository(User).find({ select: { id: true, email: true, manager_id: true }, order: { id: 'ASC' } });
  const byEmail = (local: string) => people.find((p) => p.email === `${local}@${DEMO_DOMAIN}`)?.id ?? null;
  const admin = byEmail('admin');
  const hr = byEmail('hr');
  const at = (daysAgo: number, hour: number, minute = 0) => new Date(now.getTime() - daysAgo * DAY + (hour - 12) * 3600_000 + minute * 60_000);

  for (let d = 30; d >= 1; d--) {
    const weekday = new Date(now.getTime() - d * DAY).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const [i, p] of people.entries()) {
      if ((i + d) % 5 === 0) continue; // not everyone every day
      await recordAudit(em, { actorId: p.id, action: 'auth.sign_in', targetType: 'user', targetId: p.id, details: { method: (i + d) % 3 ? 'sso' : 'password' }, client: 'tab', time: at(d, 8, (i * 7) % 60) });
    }
    if (d % 6 === 0 && people[d % people.length]) {
      const p = people[d % people.length];
      await recordAudit(em, { actorId: p.id, action: 'auth.sign_in_failed', targetType: 'user', targetId: p.id, details: { reason: 'wrong_login_details' }, client: 'tab', time: at(d, 7, 55) });
    }
  }
  const locked = people[7];
  if (locked) {
    for (let k = 0; k < 5; k++) await recordAudit(em, { actorId: locked.id, action: 'auth.sign_in_failed', targetType: 'user', targetId: locked.id, details: { reason: 'wrong_login_details' }, client: 'tab', time: at(12, 9, k) });
    await recordAudit(em, { actorId: locked.id, action: 'auth.lockout', targetType: 'user', targetId: locked.id, details: { attempts: 5 }, client: 'tab', time: at(12, 9, 5) });
  }
  await recordAudit(em, { actorId: null, action: 'auth.sign_in_failed', details: { reason: 'unknown_account' }, client: 'tab', time: at(9, 22, 14) });

  // the demo requests' own history, as transitions (a tenth of approvals by the approver's substitute, a fifth from Teams)
  const requests = new Map((await em.getRepository(ApprovalRequest).find({ select: { id: true, request_name: true, user_id: true } })).map((r) => [r.id, r]));
  // requests whose transitions the engine already recorded while the demo was seeded keep those
  const recorded = new Set((await repo.find({ select: { target_id: true }, where: { action: 'request.transition' } })).map((r) => Number(r.target_id)));
  const history = (await em.getRepository(RequestHistory).find({ order: { id: 'ASC' } })).filter((h) => !recorded.has(h.request_id));
  for (const [i, h] of history.entries()) {
    const transition = TRANSITIONS[h.action];
    const request = requests.get(h.request_id);
    if (!transition || !request || h.actor_user_id == null) continue;
    const substitute = transition === 'approve' && i % 10 === 3 ? people.find((p) => p.manager_id === h.actor_user_id && p.id !== request.user_id) : undefined;
    await recordAudit(em, {
      actorId: substitute?.id ?? h.actor_user_id, onBehalfOfId: substitute ? h.actor_user_id : null, action: 'request.transition', targetType: 'request', targetId: request.id,
      details: { transition, request_type: request.request_name, from_status: h.from_status, to_status: h.to_status }, client: i % 5 === 2 ? 'teams' : 'tab',
      time: h.created_at < new Date(now.getTime() - 30 * DAY) ? at(30 - (i % 29), 10, i % 60) : h.created_at,
    });
  }

  if (hr) {
    for (const [k, p] of people.slice(10, 14).entries()) {
      await recordAudit(em, { actorId: hr, action: 'user.updated', targetType: 'user', targetId: p.id, details: { fields: [['phone_number'], ['home_address', 'mailing_address'], ['position'], ['surname']][k] }, client: 'tab', time: at(20 - k * 4, 11) });
    }
    await recordAudit(em, { actorId: hr, action: 'export.personal_data', targetType: 'export', targetId: 'users', details: { what: 'users', q: null }, client: 'tab', time: at(15, 14) });
    await recordAudit(em, { actorId: hr, action: 'export.personal_data', targetType: 'export', targetId: 'vacation_report', details: { what: 'vacation_report', user_id: people[12]?.id ?? null }, client: 'tab', time: at(6, 15) });
  }
  if (admin) {
    const role = await em.getRepository(Role).findOne({ where: {}, order: { id: 'ASC' } });
    if (role) {
      await recordAudit(em, { actorId: admin, action: 'role.updated', targetType: 'role', targetId: role.id, details: { name: role.name, fields: [], permissions_added: ['audit_log_read'], permissions_removed: [] }, client: 'tab', time: at(25, 9) });
    }
    const moved = people[20];
    if (moved) await recordAudit(em, { actorId: admin, action: 'user.role_changed', targetType: 'user', targetId: moved.id, details: { role_id: { from: moved.id % 3 + 1, to: 2 }, temp_role_id: { from: null, to: null } }, client: 'tab', time: at(18, 10) });
    await recordAudit(em, { actorId: admin, action: 'export.personal_data', targetType: 'audit_log', details: { what: 'audit_log', filters: { action: 'auth.lockout' }, rows: 1 }, client: 'tab', time: at(11, 16) });
  }
}
