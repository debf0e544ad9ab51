/**
 * The demo wishes and suggestions (issue 17 item 7) as people find them on /genie: wishes sorted by likes with
 * every liker within the budget of 3, the employees of the end-to-end run with all 3 likes left, and a cloud
 * with named and anonymous suggestions, unread first.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { WishLike } from '../../modules/wishlist/wishlist.entities';
import { inTransaction } from '../tx';
import { seedDemoGenie } from './demo-genie';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await inTransaction(t.ctx.ds, (em) => seedDemoGenie(em, new Date()));
  await inTransaction(t.ctx.ds, (em) => seedDemoGenie(em, new Date()));
});
afterAll(() => t.close());

it('shows the wishlist most liked first, with nobody over 3 likes and jonas with all 3 left', async () => {
  const jonas = await t.signIn('jonas@demo.lt');
  const list = (await jonas.get('/api/v1/wishlist').expect(200)).body;
  expect(list.totalCount).toBe(8);
  expect(list.likes_left).toBe(3);
  const likes = list.data.map((w: { likes: number }) => w.likes);
  expect(likes).toEqual([...likes].sort((a, b) => b - a));
  expect(likes[0]).toBeGreaterThanOrEqual(4);
  const perUser = await t.ctx.ds.getRepository(WishLike).createQueryBuilder('l').select('l.user_id', 'u').addSelect('COUNT(*)', 'n').groupBy('l.user_id').getRawMany<{ n: number }>();
  expect(Math.max(...perUser.map((r) => Number(r.n)))).toBeLessThanOrEqual(3);
});

it('gives HR a cloud of named and anonymous suggestions, unread first', async () => {
  const hr = await t.signIn('hr@demo.lt');
  const cloud = (await hr.get('/api/v1/suggestion_cloud').expect(200)).body;
  expect(cloud.totalCount).toBe(6);
  expect(cloud.unread).toBe(4);
  expect(cloud.data.slice(0, 4).every((s: { is_read: boolean }) => !s.is_read)).toBe(true);
  expect(cloud.data.filter((s: { user_id: number | null }) => s.user_id === null)).toHaveLength(3);
});
