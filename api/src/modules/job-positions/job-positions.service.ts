/**
 * Job positions (issue 15 item 4; spec 3 §3 Job position, §4, §5, §6, §7 Job positions, §9): create, edit, clone,
 * delete, publish, star, the two list sections and the hot jobs. Rules: job-positions.policy.ts; shapes:
 * job-positions.presenters.ts; applications: job-positions.applications.ts.
 *
 * Choices where the spec is silent (written down here):
 * - A new position is a draft unless created with published: true; PUT keeps the published state.
 * - A star is only on a published open position: unpublishing or closing a position takes its star off, so at
 *   most 3 starred positions exist at any time. The star is set by one conditional UPDATE that counts the other
 *   starred positions in the same statement, inside a transaction (SQLite: serialised writes; SQL Server: the
 *   count reads with UPDLOCK, HOLDLOCK), so concurrent stars never exceed the limit.
 * - Clone copies every field into a new draft without the star and without applications.
 * - Delete removes the position with its applications and their CVs.
 * - The description is the editor's JSON document, checked by shared/rich-text-json.ts: unknown nodes or marks
 *   and links other than http/https/mailto are refused (400 provided_invalid_data on `description`); attributes
 *   outside the allowlist are dropped. Stored as JSON text, returned as the document.
 * - Unknown ids, and drafts the caller may not see, answer 404 job_position_not_found.
 */
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { JOB_POSITION_LIMITS, type JobPositionBody, type jobPositionListQuery } from '../../contracts/job-positions';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { offsetOf } from '../../http/paging';
import { deleteFiles } from '../../shared/files';
import { cleanRichTextJson, EMPTY_RICH_TEXT, RichTextRefusal } from '../../shared/rich-text-json';
import type { Actor } from '../approvals';
import { SeniorityLevel } from '../settings/settings.entities';
import { User } from '../users/users.entities';
import { JobApplication, JobPosition } from './job-positions.entities';
import { assertCanListSection, assertCanManagePositions, assertCanStar, canSeePosition, type PositionFacts } from './job-positions.policy';
import { positionFactsOf, presentPosition, presentPrioritizedJob, type PositionRow } from './job-positions.presenters';

/** The error codes of this module and their HTTP statuses (registered by the routes). */
export const JOB_POSITION_ERRORS = {
  job_position_not_found: 404,
  job_application_not_found: 404,
  job_position_closed: 409,
  failed_to_change_priority_status: 409,
  failed_to_delete_position: 409,
  failed_to_change_position_status: 409,
} as const;

/** The base query of position rows with the hiring manager's and the seniority level's names. */
export function positionRows(em: EntityManager) {
  return em
    .getRepository(JobPosition)
    .createQueryBuilder('p')
    .leftJoin(User, 'hm', 'hm.id = p.hiring_manager_id')
    .leftJoin(SeniorityLevel, 'sl', 'sl.id = p.seniority_level_id')
    .select([
      'p.id AS id', 'p.title AS title', 'p.description AS description', 'p.is_open AS is_open', 'p.hiring_manager_id AS hiring_manager_id',
      'hm.name AS hm_name', 'hm.surname AS hm_surname', 'p.date_open AS date_open', 'p.date_valid_until AS date_valid_until',
      'p.external_link AS external_link', 'p.seniority_level_id AS seniority_level_id', 'sl.name AS seniority_level_name',
      'p.published AS published', 'p.location AS location', 'p.referral_level AS referral_level', 'p.is_priority AS is_priority',
    ]);
}

/** How many positions carry the star. */
export const prioritizedCount = (em: EntityManager) => em.getRepository(JobPosition).countBy({ is_priority: true });

/**
 * The row of a position the caller may see (`also`: a further rule that lets the caller in, e.g. seeing the
 * applications of an unpublished position). @throws 404 job_position_not_found
 */
export async function requirePositionRow(em: EntityManager, caller: Actor, id: number, also?: (facts: PositionFacts) => boolean): Promise<PositionRow> {
  const row = await positionRows(em).where('p.id = :id', { id }).getRawOne<PositionRow>();
  const facts = row && positionFactsOf(row, 0);
  if (!row || !facts || !(canSeePosition(caller, facts) || also?.(facts))) throw new AppError('job_position_not_found');
  return row;
}

/** GET job-positions/{id}: one position as the caller sees it. @throws 404 job_position_not_found */
export async function loadPosition(em: EntityManager, caller: Actor, id: number) {
  const row = await requirePositionRow(em, caller, id);
  return presentPosition(row, caller, await prioritizedCount(em));
}

/**
 * GET job-positions?section&show_closed&page&pageSize: paged in SQL, starred first, then newest id first (spec 3 §4).
 * @throws 403 missing_permissions (drafts or show_closed without job_positions_write)
 */
export async function listPositions(ctx: AppContext, caller: Actor, q: z.infer<typeof jobPositionListQuery>) {
  assertCanListSection(caller, q.section, q.show_closed);
  const em = ctx.ds.manager;
  const query = positionRows(em).where('p.published = :published', { published: q.section === 'published' });
  if (!q.show_closed) query.andWhere('p.is_open = :open', { open: true });
  const totalCount = await query.getCount();
  const rows = await query.orderBy('p.is_priority', 'DESC').addOrderBy('p.id', 'DESC').offset(offsetOf(q.page, q.pageSize)).limit(q.pageSize).getRawMany<PositionRow>();
  const starred = await prioritizedCount(em);
  return { currentPage: q.page, data: rows.map((r) => presentPosition(r, caller, starred)), totalCount };
}

/** GET job-positions/prioritized-jobs: the starred positions (published and open), newest first. */
export async function prioritizedJobs(ctx: AppContext) {
  const rows = await positionRows(ctx.ds.manager)
    .where('p.is_priority = :on AND p.published = :on AND p.is_open = :on', { on: true })
    .orderBy('p.id', 'DESC')
    .getRawMany<PositionRow>();
  return rows.map(presentPrioritizedJob);
}

/** The description to store (JSON text). @throws 400 provided_invalid_data on `description` */
function descriptionOf(input: unknown): string {
  if (input === undefined || input === null || input === '') return JSON.stringify(EMPTY_RICH_TEXT);
  try {
    return JSON.stringify(cleanRichTextJson(input));
  } catch (e) {
    if (!(e instanceof RichTextRefusal)) throw e;
    throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'description', message: `${e.path.replace(/^\$/, 'description')}: ${e.reason}` }] });
  }
}

/** Checks the references of a body. @throws 400 provided_invalid_data on hiring_manager_id | seniority_level_id */
async function assertReferences(em: EntityManager, b: JobPositionBody): Promise<void> {
  const fields: { path: string; message: string }[] = [];
  const hm = await em.getRepository(User).findOneBy({ id: b.hiring_manager_id });
  if (!hm || hm.deleted_at || hm.disabled) fields.push({ path: 'hiring_manager_id', message: 'not_found' });
  if (b.seniority_level_id !== null && !(await em.getRepository(SeniorityLevel).existsBy({ id: b.seniority_level_id }))) {
    fields.push({ path: 'seniority_level_id', message: 'not_found' });
  }
  if (fields.length) throw new AppError('provided_invalid_data', 400, { fields });
}

const fieldsOf = (b: JobPositionBody) => ({
  title: b.title,
  description: descriptionOf(b.description),
  is_open: b.is_open,
  hiring_manager_id: b.hiring_manager_id,
  date_open: b.date_open,
  date_valid_until: b.date_valid_until,
  external_link: b.external_link,
  seniority_level_id: b.seniority_level_id,
  location: b.location,
  referral_level: b.referral_level,
});

/** POST job-positions (job_positions_write): a draft unless `published`. @returns the position */
export async function createPosition(ctx: AppContext, caller: Actor, body: JobPositionBody) {
  assertCanManagePositions(caller);
  const fields = fieldsOf(body);
  return inTransaction(ctx.ds, async (em) => {
    await assertReferences(em, body);
    const saved = await em.getRepository(JobPosition).save({ ...fields, published: body.published ?? false, is_priority: false, created_by: caller.id });
    return loadPosition(em, caller, saved.id);
  });
}

/** Loads a position for a write. @throws 404 job_position_not_found */
async function requirePosition(em: EntityManager, id: number): Promise<JobPosition> {
  const p = await em.getRepository(JobPosition).findOneBy({ id });
  if (!p) throw new AppError('job_position_not_found');
  return p;
}

/** PUT job-positions/{id} (job_positions_write): every field but published; closing it takes the star off. */
export async function updatePosition(ctx: AppContext, caller: Actor, id: number, body: JobPositionBody) {
  assertCanManagePositions(caller);
  const fields = fieldsOf(body);
  return inTransaction(ctx.ds, async (em) => {
    const p = await requirePosition(em, id);
    await assertReferences(em, body);
    await em.getRepository(JobPosition).update(id, { ...fields, is_priority: fields.is_open ? p.is_priority : false });
    return loadPosition(em, caller, id);
  });
}

/** POST job-positions/{id}/clone (job_positions_write): a new draft with the same fields, no star, no applications. */
export async function clonePosition(ctx: AppContext, caller: Actor, id: number) {
  assertCanManagePositions(caller);
  return inTransaction(ctx.ds, async (em) => {
    const { id: _id, created_at: _at, ...p } = await requirePosition(em, id);
    const saved = await em.getRepository(JobPosition).save({ ...p, published: false, is_priority: false, created_by: caller.id });
    return loadPosition(em, caller, saved.id);
  });
}

/** PUT job-positions/{id}/status (job_positions_write): publish or unpublish; unpublishing takes the star off. */
export async function setPublished(ctx: AppContext, caller: Actor, id: number, published: boolean) {
  assertCanManagePositions(caller);
  return inTransaction(ctx.ds, async (em) => {
    const p = await requirePosition(em, id);
    await em.getRepository(JobPosition).update(id, { published, is_priority: published ? p.is_priority : false });
    return loadPosition(em, caller, id);
  });
}

/**
 * PUT job-positions/{id}/priority (job_positions_write). Putting the star on is one conditional UPDATE (published,
 * open, fewer than 3 others starred). @throws 404 job_position_not_found | 403 missing_permissions |
 * 409 failed_to_change_priority_status (reason not_published_or_open | limit_reached)
 */
export async function setPriority(ctx: AppContext, caller: Actor, id: number, on: boolean) {
  assertCanManagePositions(caller);
  return inTransaction(ctx.ds, async (em) => {
    const p = await requirePosition(em, id);
    if (!on || p.is_priority) {
      if (!on) await em.getRepository(JobPosition).update(id, { is_priority: false });
      return loadPosition(em, caller, id);
    }
    assertCanStar(caller, positionFactsOf(p, await prioritizedCount(em)));
    const d = em.connection.driver;
    const t = d.escape('job_positions');
    const hint = d.options.type === 'mssql' ? ' WITH (UPDLOCK, HOLDLOCK)' : '';
    const [sql, params] = d.escapeQueryWithParameters(
      `UPDATE ${t} SET ${d.escape('is_priority')} = :on WHERE ${d.escape('id')} = :id AND ${d.escape('published')} = :on AND ${d.escape('is_open')} = :on` +
        ` AND (SELECT COUNT(*) FROM ${t}${hint} WHERE ${d.escape('is_priority')} = :on AND ${d.escape('id')} <> :id) < :max`,
      { on: true, id, max: JOB_POSITION_LIMITS.max_prioritized },
    );
    await em.query(sql, params);
    const after = await requirePosition(em, id);
    if (!after.is_priority) {
      // Another star won the race: the same refusal as if it had been there first.
      assertCanStar(caller, positionFactsOf(after, await prioritizedCount(em)));
      throw new AppError('failed_to_change_priority_status', 409, { reason: 'limit_reached', max: JOB_POSITION_LIMITS.max_prioritized });
    }
    return loadPosition(em, caller, id);
  });
}

/** DELETE job-positions/{id} (job_positions_write): the position, its applications and their CVs. */
export async function deletePosition(ctx: AppContext, caller: Actor, id: number): Promise<void> {
  assertCanManagePositions(caller);
  await inTransaction(ctx.ds, async (em) => {
    await requirePosition(em, id);
    const apps = await em.getRepository(JobApplication).findBy({ job_position_id: id });
    await em.getRepository(JobApplication).delete({ job_position_id: id });
    await deleteFiles(em, apps.flatMap((a) => (a.cv_file_id === null ? [] : [a.cv_file_id])));
    await em.getRepository(JobPosition).delete({ id });
  });
}
