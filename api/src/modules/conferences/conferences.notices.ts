/**
 * Conference and training e-mails (spec 3 §7 `send_calendar_file`; issue 14 item 4; spec 1 §3
 * Subscriptions "conferences"):
 * - join with send_calendar_file: the participant gets the item as an .ics (shared/ics.ts; UID per item,
 *   status TENTATIVE while the participation waits for approval). The file answers the participant's own
 *   ask in that call, so it is sent whatever their subscriptions (as the guests' calendar file), but never to an
 *   account with should_send_email off, disabled or deleted;
 * - cancel of an item with participants: every pending or confirmed participant is told, with an .ics
 *   of STATUS:CANCELLED (same UID) so a calendar entry made from the file goes away; only users who are
 *   active, with should_send_email and the `conferences` subscription on, and never the person who canceled.
 * Texts in each recipient's language (en | lt); times DD/MM/YYYY HH:mm in company time (TIME_ZONE; docs/decisions/0005).
 */
import { In } from 'typeorm';
import type { AppContext } from '../../context';
import { icsAttachment, icsFile } from '../../shared/ics';
import { companyStampShown } from '../../shared/company-time';
import { User } from '../users/users.entities';
import { Conference } from './conferences.entities';

type Lang = 'en' | 'lt';

const LABELS: Record<Lang, Record<'conference' | 'training' | 'from' | 'to' | 'location' | 'link' | 'joined' | 'canceled', string>> = {
  en: { conference: 'Conference', training: 'Training', from: 'Starts', to: 'Ends', location: 'Location', link: 'Link', joined: 'You asked to join', canceled: 'Canceled' },
  lt: { conference: 'Konferencija', training: 'Mokymai', from: 'Prasideda', to: 'Baigiasi', location: 'Vieta', link: 'Nuoroda', joined: 'Paprašėte dalyvauti', canceled: 'Atšaukta' },
};

const langOf = (u: User): Lang => (u.locale === 'lt' ? 'lt' : 'en');

function bodyOf(c: Conference, lang: Lang, url: string): string {
  const l = LABELS[lang];
  return [c.title, '', c.description, '', `${l.from}: ${companyStampShown(c.date_start)}`, `${l.to}: ${companyStampShown(c.date_end)}`, `${l.location}: ${c.location}`, ...(c.link ? [`${l.link}: ${c.link}`] : []), '', url].join('\n');
}

/** The .ics of an item. */
export function conferenceIcs(c: Conference, status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'): string | null {
  return icsFile({
    uid: `portal-${c.kind}-${c.id}@employee-portal`,
    title: c.title,
    description: [c.description, c.link].filter(Boolean).join('\n'),
    location: c.location,
    start: c.date_start,
    end: c.date_end,
    status,
    sequence: status === 'CANCELLED' ? 1 : 0,
    product: 'conferences',
  });
}

const urlOf = (ctx: AppContext) => `${ctx.config.publicUrl}/conferences`;

/** E-mails the joiner the item's calendar file (send_calendar_file). */
export async function sendCalendarFile(ctx: AppContext, conferenceId: number, userId: number): Promise<void> {
  const [c, u] = await Promise.all([ctx.ds.getRepository(Conference).findOneBy({ id: conferenceId }), ctx.ds.getRepository(User).findOneBy({ id: userId })]);
  if (!c || !u || u.deleted_at || u.disabled || !u.should_send_email) return;
  const ics = conferenceIcs(c, 'TENTATIVE');
  if (!ics) {
    ctx.log.warn({ conferenceId }, 'conference calendar file could not be built');
    return;
  }
  const lang = langOf(u);
  await ctx.mail.send({
    to: u.email,
    subject: `${LABELS[lang].joined}: ${c.title}`,
    text: bodyOf(c, lang, urlOf(ctx)),
    attachments: [icsAttachment(ics, `${c.kind}.ics`)],
  });
}

/** E-mails `userIds` (those taking conference mail, without `actorId`) that the item was canceled. */
export async function notifyCanceled(ctx: AppContext, conferenceId: number, userIds: number[], actorId: number): Promise<void> {
  const ids = [...new Set(userIds)].filter((id) => id !== actorId);
  const c = await ctx.ds.getRepository(Conference).findOneBy({ id: conferenceId });
  if (!c || !ids.length) return;
  const users = (await ctx.ds.getRepository(User).findBy({ id: In(ids) })).filter((u) => !u.deleted_at && !u.disabled && u.should_send_email && u.sub_conferences);
  const ics = conferenceIcs(c, 'CANCELLED');
  for (const u of users) {
    const lang = langOf(u);
    const l = LABELS[lang];
    await ctx.mail.send({
      to: u.email,
      subject: `${l.canceled}: ${l[c.kind]} „${c.title}“`,
      text: bodyOf(c, lang, urlOf(ctx)),
      attachments: ics ? [icsAttachment(ics, `${c.kind}.ics`)] : undefined,
    });
  }
}
