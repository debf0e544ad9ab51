/**
 * Policy document notices (issue 16 item 1; spec 3 §7 should_send_email): when a document is saved
 * with should_send_email, every active user (not deleted, not disabled, activated) whose own
 * should_send_email is on (off means "never e-mail this person") gets an e-mail in their language with a
 * link to the document; there is no policy subscription (spec 1 §3), so subscriptions are not consulted.
 * Active users with the bot installed also get a card
 * with a "Read and sign" button opening the tab, through the shared sender of messages to many people
 * (modules/teams/teams.broadcast.ts: batches, 429 Retry-After, a delivery row per user, never twice, also
 * after a restart) as the broadcast kind `policy_document`, one item per saved update of the document
 * (policy_document_updates: an "updated" notice reaches everyone again, the same one never twice).
 */
import { IsNull, Not } from 'typeorm';
import type { AppContext } from '../../context';
import { broadcast, registerBroadcastKind } from '../teams/teams.broadcast';
import { linkCardActivity } from '../teams/teams';
import { User } from '../users/users.entities';
import { PolicyDocumentRow, PolicyDocumentUpdate } from './policy-documents.entities';

type Lang = 'en' | 'lt';

export const POLICY_NOTICE_KIND = 'policy_document';

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

const pathOf = (documentId: number) => `/policy-documents?document=${documentId}`;

/** Mails every active user who takes e-mail the notice of update `updateId` and posts its card in Teams. @returns how many mails went out */
export async function announceDocument(ctx: AppContext, e: { documentId: number; updateId: number; title: string; kind: 'created' | 'updated' }): Promise<number> {
  const users = await ctx.ds.getRepository(User).find({
    where: { deleted_at: IsNull(), disabled: false, activated_at: Not(IsNull()), should_send_email: true },
    select: { id: true, email: true, locale: true },
  });
  const path = pathOf(e.documentId);
  for (const u of users) {
    const m = TEXT[u.locale === 'lt' ? 'lt' : 'en'](e.title, e.kind);
    await ctx.mail.send({ to: u.email, subject: m.subject, text: `${m.text}\n\n${ctx.config.publicUrl}${path}` });
  }
  await broadcast(ctx, POLICY_NOTICE_KIND, e.updateId);
  return users.length;
}

/** Registers the "Read and sign" card with the shared sender and subscribes the notices to `policy_document.published`. */
export function registerPolicyNotices(ctx: AppContext): void {
  registerBroadcastKind(POLICY_NOTICE_KIND, {
    // The card of one update in the user's language; only activated users get it (as the e-mail).
    activity: async (c, updateId, user) => {
      const update = await c.ds.getRepository(PolicyDocumentUpdate).findOneBy({ id: updateId });
      const doc = update && (await c.ds.getRepository(PolicyDocumentRow).findOneBy({ id: update.policy_document_id }));
      if (!doc || !(await c.ds.getRepository(User).existsBy({ id: user.id, activated_at: Not(IsNull()) }))) return null;
      const m = TEXT[user.locale](doc.title, update.kind === 'created' ? 'created' : 'updated');
      return linkCardActivity(c, { title: m.subject, text: m.text, button: m.button }, pathOf(doc.id));
    },
  });
  ctx.events.on('policy_document.published', async (e) => {
    await announceDocument(ctx, e);
  });
}
