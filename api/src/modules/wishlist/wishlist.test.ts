/**
 * Wishlist over HTTP (issue 17 item 3; spec 3 §4 Wishlist, §5, §6 wishlist_*, §7, §8, §9): posting with the
 * 255 limit, the 20-row page ordered by likes, the budget of 3 likes with the toggle, the budget held
 * under 50 concurrent likes by one user, deleting by the author or wishlist_write.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { buildUser, type Person } from '../../test/factories';
import { WishLike } from './wishlist.entities';

let t: TestApp;
let ann: Person;
let ben: Person;
let admin: Person;
let outsider: Person;

beforeAll(async () => {
  t = await startTestApp();
  ann = await buildUser(t, { permissions: ['wishlist_read'] });
  ben = await buildUser(t, { permissions: ['wishlist_read'] });
  admin = await buildUser(t, { permissions: ['wishlist_read', 'wishlist_write'] });
  outsider = await buildUser(t, { permissions: ['library_read'] });
});
afterAll(() => t.close());

const post = async (who: Person, item: string) => {
  const r = await who.agent.post('/api/v1/wishlist').send({ item, user_id: who.id });
  expect(r.status).toBe(201);
  return r.body.wish as { id: number; likes: number; can: { delete: boolean } };
};
const vote = (who: Person, wishId: number) => who.agent.post('/api/v1/wishlist/vote').send({ wish_id: wishId, user_id: who.id });

it('posts a wish with the success key; refuses an empty or a 256-character one and a wish in someone else\'s name', async () => {
  const r = await ann.agent.post('/api/v1/wishlist').send({ item: 'A coffee machine that grinds beans', user_id: ann.id });
  expect(r.status).toBe(201);
  expect(r.body).toMatchObject({ message: 'wish_created', wish: { item: 'A coffee machine that grinds beans', user_id: ann.id, likes: 0, liked: false, can: { delete: true } } });
  expect((await ann.agent.post('/api/v1/wishlist').send({ item: 'x'.repeat(255) })).status).toBe(201);
  for (const item of ['', '   ', 'x'.repeat(256)]) {
    const bad = await ann.agent.post('/api/v1/wishlist').send({ item });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('provided_invalid_data');
  }
  expect((await ann.agent.post('/api/v1/wishlist').send({ item: 'Mine', user_id: ben.id })).body.error_code).toBe('missing_permissions');
  expect((await outsider.agent.get('/api/v1/wishlist')).status).toBe(403);
});

it('counts likes, toggles a liked wish off, and refuses a fourth like with wishlist_vote_deny', async () => {
  const wishes = [await post(ben, 'Standing desks'), await post(ben, 'Fruit on Fridays'), await post(ben, 'A quiet room'), await post(ben, 'Bike racks')];
  const first = await vote(ann, wishes[0].id);
  expect(first.body).toMatchObject({ liked: true, likes: 1, likes_left: 2 });
  await vote(ann, wishes[1].id).expect(200);
  expect((await vote(ann, wishes[2].id)).body.likes_left).toBe(0);
  const refused = await vote(ann, wishes[3].id);
  expect(refused.status).toBe(400);
  expect(refused.body.error_code).toBe('wishlist_vote_deny');
  const off = await vote(ann, wishes[0].id);
  expect(off.body).toMatchObject({ liked: false, likes: 0, likes_left: 1 });
  expect((await vote(ann, wishes[3].id)).body).toMatchObject({ liked: true, likes_left: 0 });
  const mine = (await ann.agent.get('/api/v1/wishlist/vote').expect(200)).body;
  expect(mine.likes_left).toBe(0);
  expect([...mine.data].sort()).toEqual([wishes[1].id, wishes[2].id, wishes[3].id].sort());
  expect((await ann.agent.post('/api/v1/wishlist/vote').send({ wish_id: 999999 })).body.error_code).toBe('wish_not_found');
  // the list: 20 rows a page, most liked first, the caller's own likes marked
  await vote(ben, wishes[2].id).expect(200);
  const list = (await ann.agent.get('/api/v1/wishlist').expect(200)).body;
  expect(list.likes_left).toBe(0);
  expect(list.data[0]).toMatchObject({ id: wishes[2].id, likes: 2, liked: true, can: { delete: false } });
  for (let i = 0; i < 18; i++) await post(admin, `Wish ${i}`);
  const page = (await ann.agent.get('/api/v1/wishlist').expect(200)).body;
  expect(page.data).toHaveLength(20);
  expect(page.totalCount).toBeGreaterThan(20);
});

it('keeps the budget of 3 under 50 concurrent likes by the same user', async () => {
  const carl = await buildUser(t, { permissions: ['wishlist_read'] });
  const wishes = [];
  for (let i = 0; i < 50; i++) wishes.push(await post(admin, `Concurrent ${i}`));
  const replies = await Promise.all(wishes.map((w) => vote(carl, w.id)));
  expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
  expect(replies.filter((r) => r.status === 400 && r.body.error_code === 'wishlist_vote_deny')).toHaveLength(47);
  expect(await t.ctx.ds.getRepository(WishLike).countBy({ user_id: carl.id })).toBe(3);
  expect((await carl.agent.get('/api/v1/wishlist/vote')).body.likes_left).toBe(0);
});

it('lets the author or wishlist_write delete a wish (wish_not_yours, wish_not_found), which frees its likes', async () => {
  const dora = await buildUser(t, { permissions: ['wishlist_read'] });
  const w = await post(ben, 'Delete me');
  expect((await vote(dora, w.id)).body.likes_left).toBe(2);
  const foreign = await dora.agent.delete(`/api/v1/wishlist/${w.id}`);
  expect(foreign.status).toBe(403);
  expect(foreign.body.error_code).toBe('wish_not_yours');
  expect((await ben.agent.delete(`/api/v1/wishlist/${w.id}`)).status).toBe(200);
  expect((await dora.agent.get('/api/v1/wishlist/vote')).body).toEqual({ data: [], likes_left: 3 });
  expect((await ben.agent.delete(`/api/v1/wishlist/${w.id}`)).body.error_code).toBe('wish_not_found');
  const other = await post(ben, 'Admin removes it');
  expect((await admin.agent.delete(`/api/v1/wishlist/${other.id}`)).status).toBe(200);
});
