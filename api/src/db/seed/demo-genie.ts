/**
 * Demo wishes and suggestions of "Demo UAB" (issue 17 item 7): eight wishes by several people with likes (each
 * liker within the budget of 3, slots 1..3), and six suggestions — named and anonymous (no user), some read —
 * so /genie shows a sorted wishlist and a cloud with unread ones first. Nobody signing in for the demo's
 * end-to-end run (jonas, lukas, mantas) has used a like, so they start with all 3. Does nothing when any wish exists.
 */
import { In, type EntityManager } from 'typeorm';
import { Suggestion, Wish, WishLike } from '../../modules/wishlist/wishlist.entities';
import { User } from '../../modules/users/users.entities';
import { DEMO_DOMAIN } from './demo-people';

const WISHES: { by: string; item: string; likedBy: string[] }[] = [
  { by: 'tomas', item: 'A standing desk for everyone who asks for one', likedBy: ['ieva', 'oliver', 'gabija', 'matas', 'grace'] },
  { by: 'grace', item: 'Fresh fruit in the kitchen on Mondays and Thursdays', likedBy: ['tomas', 'emma', 'agne', 'simona'] },
  { by: 'ieva', item: 'A second monitor for the Kaunas office', likedBy: ['matas', 'agne', 'karolis'] },
  { by: 'oliver', item: 'Quiet room with no meetings allowed', likedBy: ['benjamin', 'tomas'] },
  { by: 'simona', item: 'Secure bike parking in the courtyard', likedBy: ['gabija', 'ieva'] },
  { by: 'matas', item: 'Team trip to the seaside in summer', likedBy: ['karolis'] },
  { by: 'emma', item: 'Better coffee beans (oat milk too, please)', likedBy: ['grace'] },
  { by: 'benjamin', item: 'Monthly tech talk with pizza', likedBy: [] },
];

const SUGGESTIONS: { by: string | null; text: string; read: boolean; daysAgo: number }[] = [
  { by: null, text: 'Please fix the air conditioning in the large meeting room, it is either freezing or too hot.', read: false, daysAgo: 1 },
  { by: 'agne', text: 'Could we have a shared calendar of the office parking places?', read: false, daysAgo: 3 },
  { by: null, text: 'Flexible Fridays would help those of us with long commutes.', read: false, daysAgo: 6 },
  { by: 'karolis', text: 'A short onboarding video about our tools would save everyone time.', read: true, daysAgo: 12 },
  { by: null, text: 'More vegetarian options at team events.', read: true, daysAgo: 20 },
  { by: 'emma', text: 'Let us book the quiet room from the portal.', read: false, daysAgo: 25 },
];

/** Seeds the wishes with their likes and the suggestions (once). */
export async function seedDemoGenie(em: EntityManager, now: Date): Promise<void> {
  if (await em.getRepository(Wish).count()) return;
  const locals = [...new Set([...WISHES.flatMap((w) => [w.by, ...w.likedBy]), ...SUGGESTIONS.flatMap((s) => (s.by ? [s.by] : []))])];
  const ids = new Map((await em.getRepository(User).findBy({ email: In(locals.map((l) => `${l}@${DEMO_DOMAIN}`)) })).map((u) => [u.email.split('@')[0], u.id]));
  const slots = new Map<number, number>();
  for (const [i, w] of WISHES.entries()) {
    const author = ids.get(w.by);
    if (!author) continue;
    const created = new Date(now.getTime() - (30 - i * 3) * 86_400_000);
    const wish = await em.getRepository(Wish).save({ item: w.item, user_id: author, created_at: created });
    for (const liker of w.likedBy) {
      const userId = ids.get(liker);
      const slot = userId ? (slots.get(userId) ?? 0) + 1 : 4;
      if (!userId || slot > 3) continue;
      slots.set(userId, slot);
      await em.getRepository(WishLike).insert({ wish_id: wish.id, user_id: userId, slot });
    }
  }
  await em.getRepository(Suggestion).insert(SUGGESTIONS.map((s) => ({
    suggestion: s.text, user_id: s.by ? (ids.get(s.by) ?? null) : null, is_read: s.read, created_at: new Date(now.getTime() - s.daysAgo * 86_400_000),
  })));
}
