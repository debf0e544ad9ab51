/**
 * Job positions routes (spec 3 §7 Job positions) under /api/v1: guard (permission) → contract → service → reply
 * with the success key of spec 3 §8. Rules: job-positions.policy.ts; positions: job-positions.service.ts;
 * applications: job-positions.applications.ts; hiring manager notices: job-positions.notices.ts.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { okReply } from '../../contracts/common';
import {
  jobApplicationBody, jobApplicationList, jobApplicationReply, jobPosition, jobPositionBody, jobPositionList, jobPositionListQuery,
  jobPositionPriorityBody, jobPositionReply, jobPositionStatusBody, prioritizedJob,
} from '../../contracts/job-positions';
import { registerErrorCodes } from '../../http/errors';
import { pagingQuery } from '../../http/paging';
import { idParams, type Access, type Api } from '../../http/route';
import { deleteApplication, listApplications, sendApplicationCv, submitApplication } from './job-positions.applications';
import { registerApplicationNotices } from './job-positions.notices';
import {
  clonePosition, createPosition, deletePosition, JOB_POSITION_ERRORS, listPositions, loadPosition, prioritizedJobs, setPriority, setPublished, updatePosition,
} from './job-positions.service';

const READ: Access = { anyOf: ['job_positions_read', 'job_positions_write'] };
const WRITE: Access = { anyOf: ['job_positions_write'] };
const appParams = z.object({ id: z.coerce.number().int().positive(), appId: z.coerce.number().int().positive() });
const fileParams = appParams.extend({ fileId: z.coerce.number().int().positive() });

/** Declares the /job-positions routes, their error codes and the hiring manager's notices. */
export function registerJobPositions({ v1 }: Api, ctx: AppContext): void {
  registerErrorCodes(JOB_POSITION_ERRORS);
  registerApplicationNotices(ctx);
  const em = () => ctx.ds.manager;
  v1.add({
    method: 'get', path: '/job-positions',
    summary: 'Positions, paged, starred first then newest: section=published (open; all published with show_closed=true) or drafts (unpublished open; all unpublished with show_closed); drafts and show_closed need job_positions_write',
    access: READ, query: jobPositionListQuery, response: jobPositionList,
    handler: ({ user, query }) => listPositions(ctx, user, query),
  });
  v1.add({
    method: 'get', path: '/job-positions/prioritized-jobs', summary: 'The starred (published, open) positions for the hot-jobs card, newest first', access: 'user',
    response: z.array(prioritizedJob), handler: () => prioritizedJobs(ctx),
  });
  v1.add({
    method: 'post', path: '/job-positions', summary: 'Create a position (a draft unless published: true); the description is the editor JSON document, checked against its schema',
    access: WRITE, status: 201, body: jobPositionBody, response: jobPositionReply,
    handler: async ({ user, body }) => ({ message: 'position_created_successfully', position: await createPosition(ctx, user, body) }),
  });
  v1.add({
    method: 'get', path: '/job-positions/:id', summary: 'One position: a published one for anyone signed in; a draft for job_positions_write or its hiring manager',
    access: 'user', params: idParams, response: jobPosition, handler: ({ user, params }) => loadPosition(em(), user, params.id),
  });
  v1.add({
    method: 'put', path: '/job-positions/:id', summary: 'Edit a position (every field but published); closing it takes its star off',
    access: WRITE, params: idParams, body: jobPositionBody, response: jobPositionReply,
    handler: async ({ user, params, body }) => ({ message: 'position_updated_successfully', position: await updatePosition(ctx, user, params.id, body) }),
  });
  v1.add({
    method: 'delete', path: '/job-positions/:id', summary: 'Delete a position with its applications and their CVs', access: WRITE, params: idParams, response: okReply,
    handler: async ({ user, params }) => {
      await deletePosition(ctx, user, params.id);
      return { message: 'position_deleted_successfully' };
    },
  });
  v1.add({
    method: 'post', path: '/job-positions/:id/clone', summary: 'Copy a position into a new draft (no star, no applications)', access: WRITE, status: 201, params: idParams, response: jobPositionReply,
    handler: async ({ user, params }) => ({ message: 'position_cloned_successfully', position: await clonePosition(ctx, user, params.id) }),
  });
  v1.add({
    method: 'put', path: '/job-positions/:id/status', summary: 'Publish or unpublish (published); unpublishing takes the star off', access: WRITE, params: idParams, body: jobPositionStatusBody, response: jobPositionReply,
    handler: async ({ user, params, body }) => ({ message: 'position_status_changed_successfully', position: await setPublished(ctx, user, params.id, body.published) }),
  });
  v1.add({
    method: 'put', path: '/job-positions/:id/priority',
    summary: 'Star or unstar (is_priority): only published open positions, at most 3 starred (409 failed_to_change_priority_status, reason not_published_or_open | limit_reached)',
    access: WRITE, params: idParams, body: jobPositionPriorityBody, response: jobPositionReply,
    handler: async ({ user, params, body }) => ({ message: 'priority_status_changed_successfully', position: await setPriority(ctx, user, params.id, body.is_priority) }),
  });
  v1.add({
    method: 'post', path: '/job-positions/:id/applications',
    summary: 'Apply (applied_self: true) or refer a friend (applied_self: false, information_presented: true) to a published open position; at most one CV (pdf, doc, docx by content, < 10,000,000 bytes); the hiring manager is told by e-mail and Teams',
    access: 'user', status: 201, params: idParams, body: jobApplicationBody, response: jobApplicationReply,
    handler: async ({ user, params, body }) => ({ message: 'successfully_applied_to_job_possition', application: await submitApplication(ctx, user, params.id, body) }),
  });
  v1.add({
    method: 'get', path: '/job-positions/:id/applications',
    summary: "A position's applications, newest first, paged: its hiring manager, job_positions_write, job_applications_read/_write or hiring_coordinator",
    access: 'user', params: idParams, query: pagingQuery, response: jobApplicationList,
    handler: ({ user, params, query }) => listApplications(ctx, user, params.id, query),
  });
  v1.add({
    method: 'get', path: '/job-positions/:id/applications/:appId/attachments/:fileId', summary: "An application's CV as a download (who sees the applications)",
    access: 'user', params: fileParams, response: 'binary',
    handler: ({ user, params, res }) => sendApplicationCv(ctx, user, params.id, params.appId, params.fileId, res),
  });
  v1.add({
    method: 'delete', path: '/job-positions/:id/applications/:appId', summary: 'Delete an application with its CV (job_applications_write)',
    access: { anyOf: ['job_applications_write'] }, params: appParams, response: okReply,
    handler: async ({ user, params }) => {
      await deleteApplication(ctx, user, params.id, params.appId);
      return { message: 'application_deleted_successfully' };
    },
  });
}
