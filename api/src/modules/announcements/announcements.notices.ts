/**
 * Sending a new announcement (issue 16 item 4; spec 1 §3 Subscriptions "announcements"):
 * - e-mail, when send_email is on: to every user who is active, not deleted, has should_send_email and the
 *   announcements subscription, with the plain text and the cleaned HTML and a link to the portal;
 * - Teams: an Adaptive Card (title, date, the one-or-two-sentence preview, "Open in the portal") to every
 *   user with the bot installed and the announcements subscription on, through the shared sender (modules/teams/teams.broadcast.ts: batches,
 *   429 Retry-After, delivered/failed per user, never twice), in the user's language.
 * Both run on `announcement.created`, after the announcement's transaction committed.
 */
import type { AppContext } from '../../context';
import { companyDayShown } from '../../shared/company-time';
import { richTextToMailText } from '../../shared/rich-text';
import { broadcast, registerBroadcastKind } from '../teams/teams.broadcast';
import { User } from '../users/users.entities';
import { AnnouncementRow } from './announcements.entities';
import { previewOf } from './announcements.presenters';

export const ANNOUNCEMENT_KIND = 'announcement';
const CARD_TYPE = 'application/vnd.microsoft.card.adaptive';

const TEXT = {
  en: { open: 'Open in the portal', heading: 'Announcement', footer: 'You get this e-mail because announcements are on in your subscriptions.' },
  lt: { open: 'Atidaryti portale', heading: 'Skelbimas', footer: 'Šį laišką gaunate, nes jūsų prenumeratose įjungti skelbimai.' },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The portal link of an announcement (the dashboard opens it). */
const linkOf = (ctx: AppContext, id: number) => `${ctx.config.publicUrl}/?announcement=${id}`;

/** E-mails announcement `id` to its subscribers (nothing when send_email is off). @returns how many got it */
export async function mailAnnouncement(ctx: AppContext, id: number): Promise<number> {
  const a = await ctx.ds.getRepository(AnnouncementRow).findOneBy({ id });
  if (!a?.send_email) return 0;
  const users = await ctx.ds
    .getRepository(User)
    .createQueryBuilder('u')
    .where('u.deleted_at IS NULL AND u.disabled = :off AND u.should_send_email = :on AND u.sub_announcements = :on', { off: false, on: true })
    .getMany();
  const text = richTextToMailText(a.announcement);
  for (const u of users) {
    const l = TEXT[u.locale === 'lt' ? 'lt' : 'en'];
    await ctx.mail.send({
      to: u.email,
      subject: a.title,
      text: `${a.title}\n\n${text}\n\n${linkOf(ctx, a.id)}\n\n${l.footer}`,
      html: `<h2>${escapeHtml(a.title)}</h2>${a.announcement}<p><a href="${escapeHtml(linkOf(ctx, a.id))}">${l.open}</a></p><p style="color:#666">${l.footer}</p>`,
    });
  }
  return users.length;
}

/** The Adaptive Card of an announcement in `locale`. */
export function announcementCard(ctx: AppContext, a: AnnouncementRow, locale: 'en' | 'lt') {
  const l = TEXT[locale];
  const day = companyDayShown(new Date(a.created_at));
  return {
    type: 'AdaptiveCard',
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    version: '1.5',
    body: [
      { type: 'TextBlock', text: `${l.heading} · ${day}`, isSubtle: true, size: 'Small', wrap: true },
      { type: 'TextBlock', text: a.title, weight: 'Bolder', size: 'Medium', wrap: true },
      { type: 'TextBlock', text: previewOf(a.announcement).preview, wrap: true },
    ],
    actions: [{ type: 'Action.OpenUrl', title: l.open, url: linkOf(ctx, a.id) }],
  };
}

/** Registers the announcement card with the shared sender and the sending on `announcement.created`. */
export function registerAnnouncementNotices(ctx: AppContext): void {
  registerBroadcastKind(ANNOUNCEMENT_KIND, {
    activity: async (c, itemId, user) => {
      const a = await c.ds.getRepository(AnnouncementRow).findOneBy({ id: itemId });
      if (!a) return null;
      return { type: 'message', summary: a.title, attachments: [{ contentType: CARD_TYPE, content: announcementCard(c, a, user.locale) }] };
    },
    subscription: 'sub_announcements',
  });
  ctx.events.on('announcement.created', async (e) => {
    await mailAnnouncement(ctx, e.announcementId);
  });
  ctx.events.on('announcement.created', async (e) => {
    await broadcast(ctx, ANNOUNCEMENT_KIND, e.announcementId);
  });
}
