/**
 * On-call duty requests (spec 2 §3 On-call, §4 On-call registration, §5 On-call; request type `oncall`).
 *
 * Saved as a draft or submitted through the engine's v2 chains: POST /api/v2/chains?submit=… with
 * requestType `oncall` (create hook), PUT /api/v2/chains/:id (update hook); approve, reject, return to
 * owner, submit, delete and cancel are the engine's calls by request id (userChainId).
 * Rules (400 with the code; factual-time errors carry `index`):
 * - title defaults to "On-call", ≤255; description ≤255; start and end required (provided_invalid_data);
 * - end after start: end_date_should_be_later_than_start_date (also for each factual time);
 * - factual times must not overlap: factual_times_overlapping;
 * - each factual time lies within the on-call: factual_start_before_oncall_start,
 *   factual_start_after_oncall_end, factual_end_after_oncall_end, factual_end_before_oncall_start;
 * - no overlap with the user's other on-calls (except rejected or canceled ones): oncall_overlapping.
 * A manager may register on-call for a subordinate (userId), else 403 missing_permissions.
 */
import { EntityManager, In } from 'typeorm';
import type { ObjectChange } from '../../contracts/approvals';
import { oncallBody, OncallInput } from '../../contracts/oncall';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import { Actor, durationText, registerRequestType } from '../approvals';
import { companyStampShown } from '../../shared/company-time';
import { personFacts } from '../calendar-v2/people';
import { ownerOfNewOncall } from './oncall.policy';
import { Oncall, OncallFactualTime } from './oncall.entities';
import { presentOncall } from './oncall.presenters';

export const ONCALL_TYPE = 'oncall';

/** Error codes of on-call (registered by the module; tab texts errors.<code>). */
export const ONCALL_ERRORS = {
  end_date_should_be_later_than_start_date: 400,
  factual_times_overlapping: 400,
  factual_start_before_oncall_start: 400,
  factual_start_after_oncall_end: 400,
  factual_end_after_oncall_end: 400,
  factual_end_before_oncall_start: 400,
  oncall_overlapping: 409,
} as const;

/** Checks the rules of spec 2 §5 On-call that need no database. @throws the rule's code */
export function checkOncall(o: Pick<OncallInput, 'start' | 'end' | 'factualTimes'>): void {
  if (o.end <= o.start) throw new AppError('end_date_should_be_later_than_start_date', 400, { field: 'end' });
  o.factualTimes.forEach((f, index) => {
    if (f.end <= f.start) throw new AppError('end_date_should_be_later_than_start_date', 400, { field: 'factualTimes.end', index });
    // wholly outside first (both ends out), then straddling one end, so each message is reachable
    if (f.end <= o.start) throw new AppError('factual_end_before_oncall_start', 400, { index });
    if (f.start >= o.end) throw new AppError('factual_start_after_oncall_end', 400, { index });
    if (f.start < o.start) throw new AppError('factual_start_before_oncall_start', 400, { index });
    if (f.end > o.end) throw new AppError('factual_end_after_oncall_end', 400, { index });
  });
  const sorted = o.factualTimes.map((f, index) => ({ ...f, index })).sort((a, b) => a.start.getTime() - b.start.getTime());
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].start < sorted[i - 1].end) throw new AppError('factual_times_overlapping', 400, { index: sorted[i].index });
  }
}

/** Refuses an overlap with another live on-call of the user. @throws 409 oncall_overlapping */
async function checkNoOverlap(em: EntityManager, userId: number, start: Date, end: Date, exceptId: number | null): Promise<void> {
  const q = em.getRepository(Oncall).createQueryBuilder('o')
    .leftJoin('requests', 'r', "r.request_name = 'oncall' AND r.object_id = o.id")
    .where('o.user_id = :userId', { userId })
    .andWhere('o.date_start < :end AND o.date_end > :start', { start, end })
    .andWhere("(r.id IS NULL OR r.status NOT IN ('rejected', 'canceled'))");
  if (exceptId != null) q.andWhere('o.id <> :exceptId', { exceptId });
  const other = await q.select(['o.id']).getOne();
  if (other) throw new AppError('oncall_overlapping', 409, { oncall_id: other.id });
}

/** The owner of a new on-call: the caller or a subordinate (oncall.policy ownerOfNewOncall). @throws 403 missing_permissions */
async function ownerFor(em: EntityManager, actor: Actor, userId: number | undefined): Promise<number> {
  return ownerOfNewOncall(actor, userId == null || userId === actor.id ? null : await personFacts(em, userId));
}

async function writeFactual(em: EntityManager, oncallId: number, list: OncallInput['factualTimes']) {
  await em.getRepository(OncallFactualTime).delete({ oncall_id: oncallId });
  if (list.length) await em.getRepository(OncallFactualTime).insert(list.map((f) => ({ oncall_id: oncallId, date_start: f.start, date_end: f.end })));
}

/** Validates and stores a new on-call. @returns id and owner */
export async function createOncall(em: EntityManager, actor: Actor, body: Record<string, unknown>): Promise<{ objectId: number; ownerId: number }> {
  const input = parse(oncallBody, body);
  checkOncall(input);
  const ownerId = await ownerFor(em, actor, input.userId);
  await checkNoOverlap(em, ownerId, input.start, input.end, null);
  const r = await em.getRepository(Oncall).insert({
    user_id: ownerId, title: input.title, description: input.description, date_start: input.start, date_end: input.end,
    created_by_user_id: ownerId === actor.id ? null : actor.id,
  });
  const id = Number(r.identifiers[0].id);
  await writeFactual(em, id, input.factualTimes);
  return { objectId: id, ownerId };
}

/** Factual times of several on-calls (one query per 1000 ids). */
export async function factualOf(em: EntityManager, ids: number[]): Promise<Map<number, OncallFactualTime[]>> {
  const map = new Map<number, OncallFactualTime[]>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await em.getRepository(OncallFactualTime).find({ where: { oncall_id: In(ids.slice(i, i + 1000)) }, order: { date_start: 'ASC' } });
    for (const r of rows) map.set(r.oncall_id, [...(map.get(r.oncall_id) ?? []), r]);
  }
  return map;
}

/** An on-call with its factual times; null when gone. */
export async function loadOncall(em: EntityManager, id: number) {
  const o = await em.getRepository(Oncall).findOneBy({ id });
  return o ? presentOncall(o, (await factualOf(em, [id])).get(id) ?? []) : null;
}

export { hoursAndMinutes } from './oncall.presenters';

/** Registers the `oncall` request type (create and edit through the v2 chains). */
export function registerOncallType(): void {
  registerRequestType({
    type: ONCALL_TYPE,
    load: loadOncall,
    owner: async (em, id) => (await em.getRepository(Oncall).findOneBy({ id }))?.user_id ?? null,
    summary: async (em, request) => {
      const o = (await loadOncall(em, request.object_id!))!;
      return {
        title: o.title,
        lines: [
          { label: 'Start', value: companyStampShown(new Date(o.start)) }, { label: 'End', value: companyStampShown(new Date(o.end)) },
          { label: 'Factual time', value: durationText(o.factualMinutes) },
        ],
        dates: { start: o.start, end: o.end },
      };
    },
    create: (em, { actor, body }) => createOncall(em, actor, body),
    update: async (em, request, body): Promise<ObjectChange[]> => {
      const o = await em.getRepository(Oncall).findOneByOrFail({ id: request.object_id! });
      const before = (await loadOncall(em, o.id))!;
      const input = parse(oncallBody, { title: o.title, description: o.description, start: before.start, end: before.end, factualTimes: before.factualTimes, ...body });
      checkOncall(input);
      await checkNoOverlap(em, o.user_id, input.start, input.end, o.id);
      await em.getRepository(Oncall).update(o.id, { title: input.title, description: input.description, date_start: input.start, date_end: input.end });
      await writeFactual(em, o.id, input.factualTimes);
      const after = (await loadOncall(em, o.id))!;
      const changes: ObjectChange[] = [];
      for (const k of ['title', 'description', 'start', 'end'] as const) if (before[k] !== after[k]) changes.push({ field: k, old: before[k], new: after[k] });
      const fmt = (l: { start: string; end: string }[]) => l.map((f) => `${f.start}/${f.end}`).join(', ');
      if (fmt(before.factualTimes) !== fmt(after.factualTimes)) changes.push({ field: 'factualTimes', old: fmt(before.factualTimes), new: fmt(after.factualTimes) });
      return changes;
    },
    onDeleted: async (em, request) => {
      await em.getRepository(OncallFactualTime).delete({ oncall_id: request.object_id! });
      await em.getRepository(Oncall).delete(request.object_id!);
    },
  });
}
