/**
 * The shared sender's per-row claims (teams.broadcast.ts; DESIGN.md "Messages to many people"), with a stand-in
 * delivery over a real SQLite database:
 * - a process killed mid-send leaves its item lease and a claimed row behind: the restart sends the unclaimed
 *   rows at once, and the scheduled `broadcast-resume` job sends the dead worker's row once its claim ran out,
 *   exactly once;
 * - a broadcast that outlives the old item-wide lease: a second sender started meanwhile posts nothing the
 *   first one is still posting.
 */
import { startTestApp, type TestApp } from '../../test/harness';
import { storeConversation } from '../../test/teams-connector';
import { buildUserRecord } from '../../test/factories';
import { JOBS } from '../../jobs';
import { JobLease } from '../system/system.entities';
import { BroadcastDelivery, broadcast, deliveryCounts, registerBroadcastKind, setBroadcastTransport } from './teams.broadcast';

let t: TestApp;
const KIND = 'test-claims';
const users: number[] = [];
const row = (item: number, user: number, extra: Partial<BroadcastDelivery> = {}) =>
  ({ kind: KIND, item_id: item, user_id: user, status: 'pending' as const, attempts: 0, last_error: null, updated_at: new Date(), ...extra });
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

beforeAll(async () => {
  t = await startTestApp();
  registerBroadcastKind(KIND, { activity: async (_ctx, itemId) => ({ type: 'message', text: `item ${itemId}` }) });
  for (let i = 0; i < 6; i++) {
    const u = await buildUserRecord(t, { password: null });
    users.push(u.id);
    await storeConversation(t, 'http://127.0.0.1:9/', `c${i}`, u.id);
  }
});
afterAll(async () => {
  await t.close();
});

it('resumes after a killed process: unclaimed rows at restart, the dead worker\'s row from the job once its claim ran out, each once', async () => {
  const [fresh, held, done] = users;
  const repo = t.ctx.ds.getRepository(BroadcastDelivery);
  await repo.insert([row(1, fresh), row(1, held, { claimed_by: 'dead-worker', claimed_until: minutes(10) }), row(1, done, { status: 'delivered', attempts: 1 })]);
  // The killed process's lease on the whole item outlives it.
  await t.ctx.ds.getRepository(JobLease).insert({ name: `broadcast:${KIND}:1`, holder: 'dead-worker', expires_at: minutes(15) });

  const sent: string[] = [];
  await setBroadcastTransport(t.ctx, async (ref) => void sent.push(ref.conversation!.id));
  expect(sent).toEqual(['a:conv-c0']);

  const job = JOBS.find((j) => j.name === 'broadcast-resume');
  expect(job?.schedule).toBe('*/3 * * * *');
  await job!.run(t.ctx);
  expect(sent).toEqual(['a:conv-c0']);

  // The dead worker's claim runs out: the next run of the job sends its row, and only once.
  await repo.update({ kind: KIND, item_id: 1, user_id: held }, { claimed_until: minutes(-1) });
  await job!.run(t.ctx);
  await job!.run(t.ctx);
  expect(sent).toEqual(['a:conv-c0', 'a:conv-c1']);
  expect(await deliveryCounts(t.ctx, KIND, 1)).toEqual({ pending: 0, delivered: 3, failed: 0 });
});

it('a second sender started while the first still posts (its item lease ran out) posts nothing twice', async () => {
  const targets = users.slice(3, 6);
  const posts = new Map<string, number>();
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let first = true;
  await setBroadcastTransport(
    t.ctx,
    async (ref) => {
      const id = ref.conversation!.id;
      posts.set(id, (posts.get(id) ?? 0) + 1);
      // The first sender's post to c3 hangs until the second sender has run.
      if (id === 'a:conv-c3' && first) {
        first = false;
        await gate;
      }
    },
    { batchSize: 1 },
  );
  const one = broadcast(t.ctx, KIND, 2, targets);
  while (!posts.has('a:conv-c3')) await new Promise((r) => setTimeout(r, 5));
  // 900 s later in the old sender's terms: its lease on the item has run out.
  await t.ctx.ds.getRepository(JobLease).update({ name: `broadcast:${KIND}:2` }, { expires_at: minutes(-1) });
  const two = await broadcast(t.ctx, KIND, 2, targets);
  release();
  const r1 = await one;
  expect([...r1.delivered, ...two.delivered].sort()).toEqual([...targets].sort());
  expect([...posts.values()]).toEqual([1, 1, 1]);
  expect(await deliveryCounts(t.ctx, KIND, 2)).toEqual({ pending: 0, delivered: 3, failed: 0 });
});

it('stops retrying before its claim runs out and leaves the row pending for a resume, counting the tries', async () => {
  const [u] = users;
  let tries = 0;
  await setBroadcastTransport(
    t.ctx,
    async () => {
      tries++;
      throw Object.assign(new Error('Bad gateway'), { statusCode: 502 });
    },
    { baseDelayMs: 400, claimSeconds: 2, claimMarginMs: 1000, maxAttempts: 5 },
  );
  const r = await broadcast(t.ctx, KIND, 3, [u]);
  expect(r).toEqual({ delivered: [], failed: [], skipped: [] });
  expect(tries).toBe(2);
  const left = await t.ctx.ds.getRepository(BroadcastDelivery).findOneByOrFail({ kind: KIND, item_id: 3, user_id: u });
  expect(left).toMatchObject({ status: 'pending', attempts: 2, claimed_until: null, last_error: '502 Bad gateway' });
});
