/**
 * New-application notices (issue 15 item 4; spec 3 §1; spec 1 §3 Subscriptions "job_positions"): on
 * `job_application.received` the position's hiring manager gets
 * - an e-mail when active, not deleted, with should_send_email and the job_positions subscription on;
 * - a Teams card with an "Open application" button (published as `job_application.notice`, sent by
 *   modules/teams/teams.ts to a user with a stored bot conversation) when active and not deleted — the chat message
 *   answers the manager's own position, so it does not follow the e-mail subscription;
 * never when the hiring manager sent the application. Texts in the manager's language (en | lt), with a link that
 * opens the application in the tab (/positions/{id}/applications#{applicationId}).
 */
import type { AppContext } from '../../context';
import { User } from '../users/users.entities';
import { JobApplication, JobPosition } from './job-positions.entities';

declare module '../../shared/events' {
  interface DomainEvents {
    /** A chat card about a new application for `userId` (the hiring manager): texts per language and the tab path it opens. */
    'job_application.notice': { userId: number; texts: Record<Lang, { title: string; text: string; button: string }>; path: string };
  }
}

export type Lang = 'en' | 'lt';

const TEXT: Record<Lang, (o: { title: string; person: string; referrer: string | null }) => { subject: string; text: string }> = {
  en: ({ title, person, referrer }) => ({
    subject: referrer ? `New referral for ${title}` : `New application for ${title}`,
    text: referrer ? `${referrer} referred ${person} to the position ${title}.` : `${person} applied to the position ${title}.`,
  }),
  lt: ({ title, person, referrer }) => ({
    subject: referrer ? `Nauja rekomendacija: ${title}` : `Nauja paraiška: ${title}`,
    text: referrer ? `${referrer} rekomendavo ${person} pozicijai „${title}“.` : `${person} pateikė paraišką pozicijai „${title}“.`,
  }),
};

const BUTTON: Record<Lang, string> = { en: 'Open application', lt: 'Atidaryti paraišką' };

const fullName = (u: { name: string; surname: string }) => `${u.name} ${u.surname}`.trim();

/** Sends the hiring manager the notices of one application. */
export async function sendApplicationNotices(ctx: AppContext, positionId: number, applicationId: number): Promise<void> {
  const [position, application] = await Promise.all([
    ctx.ds.getRepository(JobPosition).findOneBy({ id: positionId }),
    ctx.ds.getRepository(JobApplication).findOneBy({ id: applicationId }),
  ]);
  if (!position || !application) return;
  const manager = await ctx.ds.getRepository(User).findOneBy({ id: position.hiring_manager_id });
  if (!manager || manager.deleted_at || manager.disabled || manager.id === application.submitted_by_user_id) return;
  const referrer = application.referred_by_user_id ? await ctx.ds.getRepository(User).findOneBy({ id: application.referred_by_user_id }) : null;
  const facts = { title: position.title, person: fullName(application), referrer: referrer ? fullName(referrer) : null };
  const path = `/positions/${positionId}/applications#${applicationId}`;
  if (manager.should_send_email && manager.sub_job_positions) {
    const { subject, text } = TEXT[manager.locale === 'lt' ? 'lt' : 'en'](facts);
    await ctx.mail.send({ to: manager.email, subject, text: `${text}\n\n${ctx.config.publicUrl}${path}` });
  }
  const card = (lang: Lang) => {
    const { subject, text } = TEXT[lang](facts);
    return { title: subject, text, button: BUTTON[lang] };
  };
  ctx.events.publish('job_application.notice', { userId: manager.id, texts: { en: card('en'), lt: card('lt') }, path });
}

/** Subscribes the notices to `job_application.received`. */
export function registerApplicationNotices(ctx: AppContext): void {
  ctx.events.on('job_application.received', (e) => sendApplicationNotices(ctx, e.positionId, e.applicationId));
}
