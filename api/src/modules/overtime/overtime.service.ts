/**
 * Overtime requests (spec 2 §3 Overtime, §5 Overtime (old); request type `overtime`).
 *
 * POST /api/v1/users/overtimes takes rows (date, from, to) and groups them by date: each date becomes
 * one overtime with its intervals and one `overtime` request, created and submitted in its own
 * transaction, so a failing date (wrong_overtime_time, no chain mapped…) is reported with its error
 * while the other dates succeed. Rules per date: `00:00` as an end counts as `24:00`; every interval
 * must last more than zero minutes and intervals of a date must not overlap, otherwise
 * `wrong_overtime_time`; nor may they overlap the owner's other overtime of that date that is still
 * asked for or granted (not rejected or canceled): 409 `overtime_overlapping`, so the same hours are
 * never compensated twice. The owner is the caller, or a direct subordinate when `user_id` is given
 * (else 403 missing_permissions).
 * The same rules apply to POST /api/v2/chains with requestType `overtime` (draft or submit).
 */
import { EntityManager, In } from 'typeorm';
import type { AppContext } from '../../context';
import type { ObjectChange } from '../../contracts/approvals';
import { COMPENSATION_OPTIONS, CompensationOption, overtimeCreateBody, timeOfDay } from '../../contracts/overtime';
import { rawRows } from '../../db/raw';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import { Actor, codeText, createRequest, durationText, registerRequestType, submit, transact } from '../approvals';
import { dayShown } from '../../shared/company-time';
import { textIn } from '../approvals/summary-text';
import { COMPENSATION_TEXT } from '../../shared/calendar-texts';
import { personFacts } from '../calendar-v2/people';
import { ownerOfNewOvertime } from './overtime.policy';
import { Overtime, OvertimeTime } from './overtime.entities';
import { presentCreated, presentFailed, presentOvertime, presentOvertimesCreated } from './overtime.presenters';
import { z } from 'zod';
import { isoDate } from '../../contracts/common';

export const OVERTIME_TYPE = 'overtime';

/** Minutes since midnight of `HH:mm`; an end of `00:00` (or `24:00`) is 1440. */
export function minutesOf(time: string, isEnd: boolean): number {
  const [h, m] = time.split(':').map(Number);
  const v = h * 60 + m;
  return isEnd && v === 0 ? 1440 : v;
}

/** Normalised intervals and their total in minutes. @throws 400 wrong_overtime_time */
export function checkTimes(times: { time_from: string; time_to: string }[]): { times: { time_from: string; time_to: string }[]; totalMinutes: number } {
  if (!times.length) throw new AppError('wrong_overtime_time', 400, { reason: 'no times' });
  const spans = times.map((t) => {
    const from = minutesOf(t.time_from, false);
    const to = minutesOf(t.time_to, true);
    if (from >= 1440 || to - from <= 0) throw new AppError('wrong_overtime_time', 400, { reason: 'total hours must be positive', time_from: t.time_from, time_to: t.time_to });
    return { from, to, time_from: t.time_from, time_to: to === 1440 ? '24:00' : t.time_to };
  }).sort((a, b) => a.from - b.from);
  for (let i = 1; i < spans.length; i++) {
    if (spans[i].from < spans[i - 1].to) throw new AppError('wrong_overtime_time', 400, { reason: 'times overlap', time_from: spans[i].time_from });
  }
  return { times: spans.map(({ time_from, time_to }) => ({ time_from, time_to })), totalMinutes: spans.reduce((s, x) => s + x.to - x.from, 0) };
}

/** The owner's other overtime intervals of a date whose request is neither rejected nor canceled (a draft counts). */
const OTHER_TIMES_SQL =
  'SELECT t.time_from, t.time_to, o.id FROM overtimes o INNER JOIN overtime_times t ON t.overtime_id = o.id ' +
  "LEFT JOIN requests r ON r.request_name = 'overtime' AND r.object_id = o.id " +
  "WHERE o.user_id = :userId AND o.overtime_date = :date AND o.id <> :except AND (r.id IS NULL OR r.status NOT IN ('rejected', 'canceled'))";

/**
 * Refuses intervals that overlap the owner's other overtime of the same date (see the module doc).
 * @throws 409 overtime_overlapping {time_from, overtime_id}
 */
async function assertNoOverlapWithOthers(em: EntityManager, userId: number, date: string, times: { time_from: string; time_to: string }[], except = -1): Promise<void> {
  const others = await rawRows<{ time_from: string; time_to: string; id: number }>(em, OTHER_TIMES_SQL, { userId, date, except });
  for (const t of times) {
    const [from, to] = [minutesOf(t.time_from, false), minutesOf(t.time_to, true)];
    const hit = others.find((o) => from < minutesOf(o.time_to, true) && minutesOf(o.time_from, false) < to);
    if (hit) throw new AppError('overtime_overlapping', 409, { time_from: t.time_from, overtime_id: Number(hit.id) });
  }
}

/** The owner of a new overtime: the caller or a subordinate (overtime.policy ownerOfNewOvertime). @throws 403 missing_permissions */
async function ownerFor(em: EntityManager, actor: Actor, userId: number | undefined): Promise<number> {
  return ownerOfNewOvertime(actor, userId == null || userId === actor.id ? null : await personFacts(em, userId));
}

/** Stores one overtime with its intervals. @returns its id @throws wrong_overtime_time | overtime_overlapping */
export async function createOvertime(em: EntityManager, input: { userId: number; actorId: number; date: string; compensation: CompensationOption; times: { time_from: string; time_to: string }[] }): Promise<number> {
  const { times, totalMinutes } = checkTimes(input.times);
  await assertNoOverlapWithOthers(em, input.userId, input.date, times);
  const r = await em.getRepository(Overtime).insert({
    user_id: input.userId, overtime_date: input.date, compensation_option: input.compensation, total_minutes: totalMinutes,
    created_by_user_id: input.actorId === input.userId ? null : input.actorId,
  });
  const id = Number(r.identifiers[0].id);
  await em.getRepository(OvertimeTime).insert(times.map((t) => ({ overtime_id: id, ...t })));
  return id;
}

/** An overtime with its intervals, as approvers and the calendar see it; null when gone. */
export async function loadOvertime(em: EntityManager, id: number) {
  const o = await em.getRepository(Overtime).findOneBy({ id });
  if (!o) return null;
  const times = await em.getRepository(OvertimeTime).find({ where: { overtime_id: id }, order: { time_from: 'ASC' } });
  return presentOvertime(o, times);
}

/** Intervals of several overtimes (one query). */
export async function timesOf(em: EntityManager, ids: number[]): Promise<Map<number, OvertimeTime[]>> {
  const map = new Map<number, OvertimeTime[]>();
  if (!ids.length) return map;
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await em.getRepository(OvertimeTime).find({ where: { overtime_id: In(ids.slice(i, i + 1000)) }, order: { time_from: 'ASC' } });
    for (const r of rows) map.set(r.overtime_id, [...(map.get(r.overtime_id) ?? []), r]);
  }
  return map;
}


/** The v2 chains body of an overtime (accepts the old and the new field names). */
const v2Body = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  overtime_date: isoDate.optional(),
  date: isoDate.optional(),
  compensation_option: z.enum(COMPENSATION_OPTIONS).optional(),
  compensation: z.enum(COMPENSATION_OPTIONS).optional(),
  times: z.array(z.union([
    z.object({ time_from: timeOfDay, time_to: timeOfDay }),
    z.object({ from: timeOfDay, to: timeOfDay }).transform((t) => ({ time_from: t.from, time_to: t.to })),
  ])).min(1).max(24),
});

/** Registers the `overtime` request type (summary: date, hours, compensation). */
export function registerOvertimeType(): void {
  registerRequestType({
    type: OVERTIME_TYPE,
    load: loadOvertime,
    owner: async (em, id) => (await em.getRepository(Overtime).findOneBy({ id }))?.user_id ?? null,
    summary: async (em, request) => {
      const o = await em.getRepository(Overtime).findOneByOrFail({ id: request.object_id! });
      const duration = durationText(o.total_minutes);
      return {
        // the type is named beside it (list column, dialog heading, card): the date and the hours only
        title: { en: `${dayShown(o.overtime_date)} (${textIn(duration, 'en')})`, lt: `${dayShown(o.overtime_date)} (${textIn(duration, 'lt')})` },
        lines: [{ label: 'Date', value: dayShown(o.overtime_date) }, { label: 'Hours', value: duration }, { label: 'Compensation', value: codeText(COMPENSATION_TEXT, o.compensation_option) }],
        dates: { start: o.overtime_date, end: o.overtime_date },
      };
    },
    create: async (em, { actor, body }) => {
      const b = parse(v2Body, body);
      const date = b.overtime_date ?? b.date;
      const compensation = b.compensation_option ?? b.compensation;
      if (!date || !compensation) throw new AppError('provided_invalid_data', 400, { fields: [{ path: date ? 'compensation_option' : 'overtime_date', message: 'required' }] });
      const userId = await ownerFor(em, actor, b.user_id);
      return { objectId: await createOvertime(em, { userId, actorId: actor.id, date, compensation, times: b.times }), ownerId: userId };
    },
    update: async (em, request, body): Promise<ObjectChange[]> => {
      const o = await em.getRepository(Overtime).findOneByOrFail({ id: request.object_id! });
      const b = parse(v2Body.partial({ times: true }), body);
      const changes: ObjectChange[] = [];
      const compensation = b.compensation_option ?? b.compensation;
      if (compensation && compensation !== o.compensation_option) changes.push({ field: 'compensation_option', old: o.compensation_option, new: compensation });
      if (b.times) {
        const { times, totalMinutes } = checkTimes(b.times);
        await assertNoOverlapWithOthers(em, o.user_id, o.overtime_date, times, o.id);
        const old = await em.getRepository(OvertimeTime).find({ where: { overtime_id: o.id }, order: { time_from: 'ASC' } });
        const fmt = (l: { time_from: string; time_to: string }[]) => l.map((t) => `${t.time_from}-${t.time_to}`).join(', ');
        if (fmt(old) !== fmt(times)) {
          changes.push({ field: 'times', old: fmt(old), new: fmt(times) });
          await em.getRepository(OvertimeTime).delete({ overtime_id: o.id });
          await em.getRepository(OvertimeTime).insert(times.map((t) => ({ overtime_id: o.id, ...t })));
          await em.getRepository(Overtime).update(o.id, { total_minutes: totalMinutes });
        }
      }
      if (compensation) await em.getRepository(Overtime).update(o.id, { compensation_option: compensation });
      return changes;
    },
    onDeleted: async (em, request) => {
      await em.getRepository(Overtime).delete(request.object_id!);
    },
  });
}

/** POST /api/v1/users/overtimes (see module doc). */
export async function createOvertimes(ctx: AppContext, actor: Actor, body: z.infer<typeof overtimeCreateBody>) {
  const ownerId = await ownerFor(ctx.ds.manager, actor, body.user_id);
  const byDate = new Map<string, { time_from: string; time_to: string }[]>();
  for (const r of body.rows) byDate.set(r.overtime_date, [...(byDate.get(r.overtime_date) ?? []), { time_from: r.time_from, time_to: r.time_to }]);
  const created = [];
  const failed = [];
  for (const [date, times] of [...byDate].sort(([a], [b]) => a.localeCompare(b))) {
    try {
      created.push(await transact(ctx, async (em, out) => {
        const id = await createOvertime(em, { userId: ownerId, actorId: actor.id, date, compensation: body.compensation_option, times });
        const request = await createRequest(em, { type: OVERTIME_TYPE, objectId: id, ownerId, actorId: actor.id });
        await submit(em, out, request, actor);
        return presentCreated(await em.getRepository(Overtime).findOneByOrFail({ id }), request);
      }));
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      failed.push(presentFailed(date, err.code));
    }
  }
  if (!created.length) {
    const codes = new Set(failed.map((f) => f.error_code));
    throw new AppError(codes.size === 1 ? failed[0].error_code : 'overtime_error', 400, { created, failed });
  }
  return presentOvertimesCreated(created, failed);
}
