/**
 * Policy document notices (issue 16 item 1; spec 3 §7 should_send_email): when a document is saved
 * with should_send_email, every active user (not deleted, not disabled, activated) gets an e-mail in
 * their language with a link to the document. Policy mail is mandatory: neither the subscriptions nor
 * the user's should_send_email flag are consulted. Users with a stored Teams conversation also get a
 * card with a "Read and sign" button opening the tab: the event `policy_document.announced` carries
 * the texts, modules/teams/teams.ts sends it through the bot's notifier.
 */
import { IsNull, Not } from 'typeorm';
import type { AppContext } from '../../context';
import { User } from '../users/users.entities';

type Lang = 'en' | 'lt';

/** Texts of one language for the Teams card. */
export interface PolicyCardText {
  title: string;
  text: string;
  button: string;
}

declare module '../../shared/events' {
  interface DomainEvents {
    /** The policy notice went out by e-mail; Teams sends the card to `userIds` (path: the tab's page). */
    'policy_document.announced': { documentId: number; userIds: number[]; path: string; texts: Record<Lang, PolicyCardText> };
  }
}

const TEXT: Record<Lang, (title: string, kind: 'created' | 'updated') => { subject: string; text: string; button: string }> = {
  en: (t, kind) => ({
    subject: kind === 'created' ? `New policy document to sign: ${t}` : `Policy document updated, please sign again: ${t}`,
    text: kind === 'created'
      ? `A new policy document "${t}" was published. Please read it and sign it in the portal.`
      : `The policy document "${t}" was updated. Please read it and sign it again in the portal.`,
    button: 'Read and sign',
  }),
  lt: (t, kind) => ({
    subject: kind === 'created' ? `Naujas pasirašytinas politikos dokumentas: ${t}` : `Politikos dokumentas atnaujintas, pasirašykite dar kartą: ${t}`,
    text: kind === 'created'
      ? `Paskelbtas naujas politikos dokumentas „${t}“. Perskaitykite ir pasirašykite jį portale.`
      : `Politikos dokumentas „${t}“ atnaujintas. Perskaitykite ir pasirašykite jį dar kartą portale.`,
    button: 'Skaityti ir pasirašyti',
  }),
};

/** Mails every active user and publishes `policy_document.announced` for the Teams card. @returns how many mails went out */
export async function announceDocument(ctx: AppContext, e: { documentId: number; title: string; kind: 'created' | 'updated' }): Promise<number> {
  const users = await ctx.ds.getRepository(User).find({
    where: { deleted_at: IsNull(), disabled: false, activated_at: Not(IsNull()) },
    select: { id: true, email: true, locale: true },
  });
  const path = `/policy-documents?document=${e.documentId}`;
  for (const u of users) {
    const m = TEXT[u.locale === 'lt' ? 'lt' : 'en'](e.title, e.kind);
    await ctx.mail.send({ to: u.email, subject: m.subject, text: `${m.text}\n\n${ctx.config.publicUrl}${path}` });
  }
  const texts = Object.fromEntries(
    (['en', 'lt'] as const).map((l) => {
      const m = TEXT[l](e.title, e.kind);
      return [l, { title: m.subject, text: m.text, button: m.button }];
    }),
  ) as Record<Lang, PolicyCardText>;
  ctx.events.publish('policy_document.announced', { documentId: e.documentId, userIds: users.map((u) => u.id), path, texts });
  return users.length;
}

/** Subscribes the notices to `policy_document.published`. */
export function registerPolicyNotices(ctx: AppContext): void {
  ctx.events.on('policy_document.published', async (e) => {
    await announceDocument(ctx, e);
  });
}
