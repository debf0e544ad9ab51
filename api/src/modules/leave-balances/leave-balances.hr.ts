/**
 * HR's side of leave balances (issue 18 item 1): signed adjustments with a reason (each with an
 * audit entry `leave.adjustment` in the same transaction), the adjustments list, and the leave
 * profile (extended leave, per-type entitlement override and opening balance). Permission rules in
 * leave-balances.policy.ts; the route holds the permission, these functions the relation rules.
 */
import { In, type EntityManager } from 'typeorm';
import type { LeaveAdjustmentBody, LeaveBalances, LeaveProfileBody } from '../../contracts/leave-balances';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/tx';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { companyDay } from '../../shared/company-time';
import { clientOf } from '../audit/audit.policy';
import { recordAudit } from '../audit/audit.record';
import { EventType } from '../calendar/calendar.entities';
import { User } from '../users/users.entities';
import { LeaveAdjustment, LeaveEntitlement, LeaveProfile } from './leave-balances.entities';
import { assertCanAdjustBalance, assertCanReadBalance } from './leave-balances.policy';
import { presentAdjustment, presentBalances, presentProfile } from './leave-balances.presenters';
import { balancesOf, loadPerson } from './leave-balances.service';

/** Loads leave-counting types by id. @throws 400 provided_invalid_data (fields event_type_id) for any that is missing or does not count */
async function assertCountingTypes(em: EntityManager, ids: number[], path: (i: number) => string): Promise<Map<number, EventType>> {
  const types = new Map((await em.getRepository(EventType).findBy({ id: In(ids.length ? ids : [0]) })).map((t) => [t.id, t]));
  const bad = ids.map((id, i) => ({ id, i })).filter(({ id }) => !types.get(id)?.counts_against_balance);
  if (bad.length) throw new AppError('provided_invalid_data', 400, { fields: bad.map(({ i }) => ({ path: path(i), message: 'not a leave-counting event type' })) });
  return types;
}

/**
 * POST users/{id}/leave-balance/adjustments: stores a signed adjustment and its audit entry in one
 * transaction. @returns the person's balances after it
 * @throws 403 cannot_adjust_own_leave_balance | missing_permissions; 404 user_not_found; 400 provided_invalid_data (type)
 */
export async function addAdjustment(ctx: AppContext, caller: AuthUser, userId: number, body: LeaveAdjustmentBody): Promise<LeaveBalances> {
  assertCanAdjustBalance(caller, userId);
  return inTransaction(ctx.ds, async (em) => {
    const person = await loadPerson(em, userId);
    await assertCountingTypes(em, [body.event_type_id], () => 'event_type_id');
    const row = await em.getRepository(LeaveAdjustment).save({
      user_id: userId, event_type_id: body.event_type_id, days: body.days, reason: body.reason, created_by_user_id: caller.id,
    });
    await recordAudit(em, {
      actorId: caller.id, action: 'leave.adjustment', targetType: 'user', targetId: userId, client: clientOf(caller),
      details: { adjustment_id: row.id, event_type_id: body.event_type_id, days: body.days, reason: body.reason },
    });
    return presentBalances(await balancesOf(em, person, companyDay(new Date())));
  });
}

/** GET users/{id}/leave-balance/adjustments: the person's adjustments, newest first (same readers as the balance). */
export async function listAdjustments(ctx: AppContext, caller: AuthUser, userId: number) {
  const em = ctx.ds.manager;
  const person = await loadPerson(em, userId);
  assertCanReadBalance(caller, { id: person.id, managerId: person.manager_id });
  const rows = await em.getRepository(LeaveAdjustment).find({ where: { user_id: userId }, order: { created_at: 'DESC', id: 'DESC' }, take: 500 });
  const typeIds = [...new Set(rows.map((r) => r.event_type_id))];
  const byIds = [...new Set(rows.map((r) => r.created_by_user_id).filter((x): x is number => x !== null))];
  const [types, users] = await Promise.all([
    em.getRepository(EventType).findBy({ id: In(typeIds.length ? typeIds : [0]) }),
    em.getRepository(User).findBy({ id: In(byIds.length ? byIds : [0]) }),
  ]);
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  const userName = new Map(users.map((u) => [u.id, `${u.name} ${u.surname}`]));
  return { data: rows.map((r) => presentAdjustment(r, typeName.get(r.event_type_id) ?? '', r.created_by_user_id ? (userName.get(r.created_by_user_id) ?? null) : null)) };
}

/** GET users/{id}/leave-balance/profile (users_read_sensitive_info on the route). @throws 404 user_not_found */
export async function readProfile(ctx: AppContext, userId: number): Promise<LeaveProfileBody> {
  const em = ctx.ds.manager;
  await loadPerson(em, userId);
  const [profile, rows] = await Promise.all([
    em.getRepository(LeaveProfile).findOneBy({ user_id: userId }),
    em.getRepository(LeaveEntitlement).find({ where: { user_id: userId }, order: { event_type_id: 'ASC' } }),
  ]);
  return presentProfile(profile?.extended_leave ?? false, rows);
}

/**
 * PUT users/{id}/leave-balance/profile: sets the extended-leave flag and upserts the listed types'
 * entitlement override and opening balance, in one transaction, with an audit entry
 * (`leave.adjustment`, details `{ profile: true, fields }`: which fields, not their values).
 * @throws 403 cannot_adjust_own_leave_balance | missing_permissions; 404 user_not_found; 400 provided_invalid_data
 */
export async function saveProfile(ctx: AppContext, caller: AuthUser, userId: number, body: LeaveProfileBody): Promise<LeaveProfileBody> {
  assertCanAdjustBalance(caller, userId);
  const ids = body.entitlements.map((e) => e.event_type_id);
  if (new Set(ids).size !== ids.length) throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'entitlements', message: 'one entry per event type' }] });
  await inTransaction(ctx.ds, async (em) => {
    await loadPerson(em, userId);
    await assertCountingTypes(em, ids, (i) => `entitlements.${i}.event_type_id`);
    const profiles = em.getRepository(LeaveProfile);
    const had = await profiles.findOneBy({ user_id: userId });
    if (had) await profiles.update({ user_id: userId }, { extended_leave: body.extended_leave });
    else await profiles.insert({ user_id: userId, extended_leave: body.extended_leave, version: 0 });
    const repo = em.getRepository(LeaveEntitlement);
    for (const e of body.entitlements) {
      const fields = { entitlement_days: e.entitlement_days, opening_days: e.opening_days, opening_date: e.opening_date };
      const row = await repo.findOneBy({ user_id: userId, event_type_id: e.event_type_id });
      if (row) await repo.update({ id: row.id }, fields);
      else await repo.insert({ user_id: userId, event_type_id: e.event_type_id, ...fields });
    }
    await recordAudit(em, {
      actorId: caller.id, action: 'leave.adjustment', targetType: 'user', targetId: userId, client: clientOf(caller),
      details: { profile: true, fields: ['extended_leave', ...(body.entitlements.length ? ['entitlement_days', 'opening_days', 'opening_date'] : [])], event_type_ids: ids },
    });
  });
  return readProfile(ctx, userId);
}
