/**
 * Applications and referrals (issue 15 item 4; spec 3 §3 Job application, §5 Job positions and applications, §7):
 * - POST job-positions/{id}/applications: a self-application or a referral by the caller on a published open
 *   position (else 409 job_position_closed); a referral needs information_presented: true (400 on that field);
 *   referred_by_user_id is the caller (another id is refused); at most one CV — pdf, doc or docx by content,
 *   under 10,000,000 bytes (400 bad_file_type with reason type | size | content); one transaction.
 *   After the commit `job_application.received` is published (job-positions.notices.ts: e-mail and Teams to the
 *   hiring manager).
 * - GET job-positions/{id}/applications: newest first, paged; the hiring manager, job_positions_write,
 *   job_applications_read/_write or hiring_coordinator (else 403 missing_permissions).
 * - GET …/applications/{appId}/attachments/{fileId}: the CV as an attachment download, same access.
 * - DELETE …/applications/{appId}: job_applications_write; the CV goes with it.
 */
import type { Response } from 'express';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { JOB_POSITION_LIMITS, type JobApplicationBody } from '../../contracts/job-positions';
import type { pagingQuery } from '../../http/paging';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { offsetOf } from '../../http/paging';
import { sendAttachment } from '../../shared/download';
import { deleteFiles, readFile, saveFiles, StoredFile } from '../../shared/files';
import type { Actor } from '../approvals';
import { User } from '../users/users.entities';
import { JobApplication } from './job-positions.entities';
import { assertAcceptingApplications, assertCanDeleteApplication, assertCanViewApplications, canViewApplications } from './job-positions.policy';
import { positionFactsOf, presentApplication, type ApplicationRow } from './job-positions.presenters';
import { requirePositionRow } from './job-positions.service';

declare module '../../shared/events' {
  interface DomainEvents {
    /** A new application or referral `applicationId` to position `positionId` (the notices tell the hiring manager). */
    'job_application.received': { positionId: number; applicationId: number };
  }
}

/** The CV rules (spec 3 §5, §9). */
export const CV_RULES = { types: JOB_POSITION_LIMITS.attachment_types, maxBytes: JOB_POSITION_LIMITS.attachment_bytes, code: 'bad_file_type' };

/** The base query of application rows with the referrer's name and the CV's metadata. */
function applicationRows(em: EntityManager) {
  return em
    .getRepository(JobApplication)
    .createQueryBuilder('a')
    .leftJoin(User, 'r', 'r.id = a.referred_by_user_id')
    .leftJoin(StoredFile, 'f', 'f.id = a.cv_file_id')
    .select([
      'a.id AS id', 'a.job_position_id AS job_position_id', 'a.name AS name', 'a.surname AS surname', 'a.email AS email',
      'a.phone_number AS phone_number', 'a.motivation_description AS motivation_description', 'a.applied_self AS applied_self',
      'a.referred_by_user_id AS referred_by_user_id', 'r.name AS ref_name', 'r.surname AS ref_surname', 'a.submission_date AS submission_date',
      'f.id AS file_id', 'f.name AS file_name', 'f.content_type AS file_type', 'f.size AS file_size',
    ]);
}

/** POST job-positions/{id}/applications. @returns the application as the applications list shows it */
export async function submitApplication(ctx: AppContext, caller: Actor, positionId: number, body: JobApplicationBody) {
  if (!body.applied_self && body.referred_by_user_id && body.referred_by_user_id !== caller.id) {
    throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'referred_by_user_id', message: 'must_be_the_caller' }] });
  }
  const application = await inTransaction(ctx.ds, async (em) => {
    const position = await requirePositionRow(em, caller, positionId);
    assertAcceptingApplications(positionFactsOf(position, 0));
    const [cv] = await saveFiles(em, body.attachments, CV_RULES, caller.id);
    const saved = await em.getRepository(JobApplication).save({
      job_position_id: positionId,
      name: body.name,
      surname: body.surname,
      email: body.email,
      phone_number: body.phone_number,
      motivation_description: body.motivation_description,
      applied_self: body.applied_self,
      referred_by_user_id: body.applied_self ? null : caller.id,
      information_presented: !body.applied_self && body.information_presented === true,
      submitted_by_user_id: caller.id,
      cv_file_id: cv?.id ?? null,
    });
    const row = await applicationRows(em).where('a.id = :id', { id: saved.id }).getRawOne<ApplicationRow>();
    return presentApplication(row!, caller);
  });
  ctx.events.publish('job_application.received', { positionId, applicationId: application.id });
  return application;
}

/** GET job-positions/{id}/applications?page&pageSize: newest first. @throws job_position_not_found | missing_permissions */
export async function listApplications(ctx: AppContext, caller: Actor, positionId: number, q: z.infer<typeof pagingQuery>) {
  const em = ctx.ds.manager;
  const position = await requirePositionRow(em, caller, positionId, (p) => canViewApplications(caller, p));
  assertCanViewApplications(caller, positionFactsOf(position, 0));
  const query = applicationRows(em).where('a.job_position_id = :positionId', { positionId });
  const totalCount = await query.getCount();
  const rows = await query.orderBy('a.submission_date', 'DESC').addOrderBy('a.id', 'DESC').offset(offsetOf(q.page, q.pageSize)).limit(q.pageSize).getRawMany<ApplicationRow>();
  return { currentPage: q.page, data: rows.map((r) => presentApplication(r, caller)), totalCount };
}

/** The application of a position. @throws 404 job_application_not_found */
async function requireApplication(em: EntityManager, positionId: number, id: number): Promise<JobApplication> {
  const a = await em.getRepository(JobApplication).findOneBy({ id, job_position_id: positionId });
  if (!a) throw new AppError('job_application_not_found');
  return a;
}

/** GET …/applications/{appId}/attachments/{fileId}: sends the CV. @throws job_position_not_found | missing_permissions | job_application_not_found */
export async function sendApplicationCv(ctx: AppContext, caller: Actor, positionId: number, id: number, fileId: number, res: Response): Promise<void> {
  const em = ctx.ds.manager;
  assertCanViewApplications(caller, positionFactsOf(await requirePositionRow(em, caller, positionId, (p) => canViewApplications(caller, p)), 0));
  const a = await requireApplication(em, positionId, id);
  const file = a.cv_file_id === fileId ? await readFile(em, fileId) : null;
  if (!file) throw new AppError('job_application_not_found');
  sendAttachment(res, { filename: file.name, contentType: file.content_type, body: file.data });
}

/** DELETE …/applications/{appId} (job_applications_write), with its CV. */
export async function deleteApplication(ctx: AppContext, caller: Actor, positionId: number, id: number): Promise<void> {
  assertCanDeleteApplication(caller);
  await inTransaction(ctx.ds, async (em) => {
    await requirePositionRow(em, caller, positionId, (p) => canViewApplications(caller, p));
    const a = await requireApplication(em, positionId, id);
    await em.getRepository(JobApplication).delete({ id });
    if (a.cv_file_id !== null) await deleteFiles(em, [a.cv_file_id]);
  });
}
