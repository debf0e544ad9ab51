/**
 * Announcements (issue 16 item 4; spec 3 §3 Announcement, §5 title required ≤ 255, §7 announcements CRUD;
 * spec 1 §2 Dashboard): list (newest first, paged, q in the title), one, create, edit, delete.
 * The body is rich-text HTML cleaned by the one allowlist (shared/rich-text.ts sanitizeRichText) before it
 * is stored. After a new announcement commits, `announcement.created` is published: announcements.notices.ts
 * e-mails it (send_email) and posts it to Teams. An edit changes the stored text only (nothing is sent
 * again). Unknown ids: 404 announcement_not_found.
 */
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AnnouncementBody, announcementsQuery } from '../../contracts/announcements';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { offsetOf } from '../../http/paging';
import { sanitizeRichText } from '../../shared/rich-text';
import type { Actor } from '../approvals';
import { User } from '../users/users.entities';
import { likePattern } from '../users/users.service';
import { AnnouncementRow } from './announcements.entities';
import { presentAnnouncement } from './announcements.presenters';

declare module '../../shared/events' {
  interface DomainEvents {
    /** A new announcement was saved (published after commit). */
    'announcement.created': { announcementId: number };
  }
}

type Joined = AnnouncementRow & { author_name: string | null; author_surname: string | null };

const author = (r: Joined) => (r.author_name ? `${r.author_name} ${r.author_surname ?? ''}`.trim() : null);

function selectJoined(ctx: AppContext) {
  return ctx.ds
    .getRepository(AnnouncementRow)
    .createQueryBuilder('a')
    .leftJoin(User, 'u', 'u.id = a.created_by')
    .select(['a.id AS id', 'a.title AS title', 'a.announcement AS announcement', 'a.send_email AS send_email', 'a.created_by AS created_by', 'a.created_at AS created_at'])
    .addSelect(['u.name AS author_name', 'u.surname AS author_surname']);
}

/** GET announcements?page&pageSize&q: newest first. */
export async function listAnnouncements(ctx: AppContext, query: z.infer<typeof announcementsQuery>) {
  const count = ctx.ds.getRepository(AnnouncementRow).createQueryBuilder('a');
  const qb = selectJoined(ctx);
  if (query.q) {
    for (const b of [count, qb]) b.andWhere("LOWER(a.title) LIKE :q ESCAPE '\\'", { q: likePattern(query.q) });
  }
  const totalCount = await count.getCount();
  const rows = await qb.orderBy('a.created_at', 'DESC').addOrderBy('a.id', 'DESC').offset(offsetOf(query.page, query.pageSize)).limit(query.pageSize).getRawMany<Joined>();
  return { currentPage: query.page, totalCount, data: rows.map((r) => presentAnnouncement(r, author(r))) };
}

/** GET announcements/{id}. @throws 404 announcement_not_found */
export async function getAnnouncement(ctx: AppContext, id: number) {
  const row = await selectJoined(ctx).where('a.id = :id', { id }).getRawOne<Joined>();
  if (!row) throw new AppError('announcement_not_found', 404);
  return presentAnnouncement(row, author(row));
}

const clean = (body: AnnouncementBody) => ({ title: body.title, announcement: sanitizeRichText(body.announcement), send_email: body.send_email });

/** POST announcements: stores it, then (after commit) mails and posts it. */
export async function createAnnouncement(ctx: AppContext, caller: Actor, body: AnnouncementBody) {
  const saved = await inTransaction(ctx.ds, (em) => em.getRepository(AnnouncementRow).save({ ...clean(body), created_by: caller.id }));
  ctx.events.publish('announcement.created', { announcementId: saved.id });
  return { message: 'announcement_successfully_created', announcement: await getAnnouncement(ctx, saved.id) };
}

/** PUT announcements/{id}. @throws 404 announcement_not_found */
export async function updateAnnouncement(ctx: AppContext, id: number, body: AnnouncementBody) {
  await inTransaction(ctx.ds, async (em) => {
    const repo = em.getRepository(AnnouncementRow);
    if (!(await repo.existsBy({ id }))) throw new AppError('announcement_not_found', 404);
    await repo.update(id, clean(body));
  });
  return { message: 'announcement_successfully_updated', announcement: await getAnnouncement(ctx, id) };
}

/** DELETE announcements/{id}. @throws 404 announcement_not_found */
export async function deleteAnnouncement(ctx: AppContext, id: number) {
  const r = await ctx.ds.getRepository(AnnouncementRow).delete(id);
  if (!r.affected) throw new AppError('announcement_not_found', 404);
  return { message: 'announcement_successfully_deleted' };
}
