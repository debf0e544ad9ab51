/**
 * Announcements routes (issue 16 item 4; spec 3 §7 Announcements CRUD; §6 announcement_read: list load,
 * announcement_write: the admin page and editing) under /api/v1. Rules: announcements.service.ts; sending:
 * announcements.notices.ts.
 */
import type { AppContext } from '../../context';
import { ANNOUNCEMENT_ERRORS, announcement, announcementBody, announcementList, announcementReply, announcementsQuery } from '../../contracts/announcements';
import { okReply } from '../../contracts/common';
import { registerErrorCodes } from '../../http/errors';
import { type Access, type Api, idParams } from '../../http/route';
import { registerAnnouncementNotices } from './announcements.notices';
import { createAnnouncement, deleteAnnouncement, getAnnouncement, listAnnouncements, updateAnnouncement } from './announcements.service';

const READ: Access = { anyOf: ['announcement_read'] };
const WRITE: Access = { anyOf: ['announcement_write'] };

/** Declares /announcements and registers the sending of new announcements. */
export function registerAnnouncements({ v1 }: Api, ctx: AppContext): void {
  registerErrorCodes(ANNOUNCEMENT_ERRORS);
  registerAnnouncementNotices(ctx);
  v1.add({
    method: 'get', path: '/announcements', summary: 'Announcements, newest first, paged; q in the title (the dashboard reads page 1 with pageSize 5)', access: READ,
    query: announcementsQuery, response: announcementList,
    handler: ({ query }) => listAnnouncements(ctx, query),
  });
  v1.add({
    method: 'get', path: '/announcements/:id', summary: 'One announcement', access: READ, params: idParams, response: announcement,
    handler: ({ params }) => getAnnouncement(ctx, params.id),
  });
  v1.add({
    method: 'post', path: '/announcements', summary: 'New announcement (title ≤ 255, rich-text body sanitised); mailed to subscribers when send_email, posted to Teams', access: WRITE, status: 201,
    body: announcementBody, response: announcementReply,
    handler: ({ user, body }) => createAnnouncement(ctx, user, body),
  });
  v1.add({
    method: 'put', path: '/announcements/:id', summary: 'Edit an announcement (nothing is sent again)', access: WRITE, params: idParams, body: announcementBody, response: announcementReply,
    handler: ({ params, body }) => updateAnnouncement(ctx, params.id, body),
  });
  v1.add({
    method: 'delete', path: '/announcements/:id', summary: 'Delete an announcement', access: WRITE, params: idParams, response: okReply,
    handler: ({ params }) => deleteAnnouncement(ctx, params.id),
  });
}
