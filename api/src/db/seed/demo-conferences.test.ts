/**
 * The demo conferences and training (issue 14 item 6) as people find them on /conferences and in the
 * calendar: every participation state, a full conference, a leave waiting for approval, a waiting
 * training participation the manager can approve; seeding twice adds nothing.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { Conference } from '../../modules/conferences/conferences.entities';
import { inTransaction } from '../tx';
import { seedDemoCalendar } from './demo-calendar';
import { seedDemoConferences } from './demo-conferences';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await inTransaction(t.ctx.ds, (em) => seedDemoConferences(em, new Date()));
});

it('maps no chain to two request types and seeds no message on a spectator item, so the chain screens open without errors (spec 2 §5)', async () => {
  await inTransaction(t.ctx.ds, (em) => seedDemoCalendar(em));
  const admin = await t.signIn('admin@demo.lt');
  const mapping = (await admin.get('/api/v1/chains/mapping').expect(200)).body as { request_name: string; chain_id: number | null }[];
  const mapped = mapping.filter((m) => m.chain_id != null);
  expect(mapped.map((m) => m.request_name)).toEqual(expect.arrayContaining(['conference_participation', 'training', 'overtime', 'oncall']));
  expect(new Set(mapped.map((m) => m.chain_id)).size).toBe(mapped.length);
  // saving the mapping as it is, as the screen does, is accepted
  expect((await admin.patch('/api/v1/chains/mapping').send(mapped)).status).toBe(200);
  const spectators: { notification_message: string | null }[] = await t.ctx.ds.query('SELECT notification_message FROM chain_items WHERE only_spectator = 1');
  expect(spectators.length).toBeGreaterThan(0);
  for (const item of spectators) expect(item.notification_message).toBeNull();
});
afterAll(() => t.close());

type Row = { id: number; title: string; state: string; participants: number; can: { join: boolean; leave: boolean } };
const find = async (email: string, path: string, title: string) => {
  const agent = await t.signIn(`${email}@demo.lt`);
  const rows = (await agent.get(`/api/v1/${path}?pageSize=50`).expect(200)).body.data as Row[];
  return { agent, row: rows.find((r) => r.title === title)! };
};

it('two conferences and a training with participants in every state', async () => {
  expect(await t.ctx.ds.getRepository(Conference).count()).toBe(3);
  expect((await find('tomas', 'conferences', 'Baltic DevOps Days')).row).toMatchObject({ state: 'attending', participants: 1, can: { join: false, leave: true } });
  expect((await find('ieva', 'conferences', 'Baltic DevOps Days')).row.state).toBe('waiting_for_approval');
  expect((await find('grace', 'conferences', 'Baltic DevOps Days')).row.state).toBe('waiting_for_approval');
  expect((await find('jonas', 'conferences', 'Baltic DevOps Days')).row).toMatchObject({ state: 'none', can: { join: true, leave: false } });
  expect((await find('oliver', 'conferences', 'Baltic DevOps Days')).row).toMatchObject({ state: 'none', can: { join: true } });
  expect((await find('emma', 'conferences', 'Frontend Days Vilnius')).row).toMatchObject({ state: 'full', participants: 3, can: { leave: false } });
  expect((await find('matas', 'conferences', 'Frontend Days Vilnius')).row).toMatchObject({ state: 'full', can: { join: false } });
  expect((await find('lukas', 'trainings', 'First aid at work')).row.state).toBe('attending');

  const office = await find('office', 'conferences', 'Baltic DevOps Days');
  const list = (await office.agent.get(`/api/v1/conferences/${office.row.id}/participations`).expect(200)).body as { user_name: string; status: string; confirmed: boolean }[];
  expect(list.map((p) => [p.user_name.split(' ')[0], p.status, p.confirmed])).toEqual([
    ['Tomas', 'completed', true], ['Ieva', 'pending', false], ['Grace', 'pending', false], ['Jonas', 'completed', false],
  ]);

  // Ugnė's training participation waits for her manager, Laura, in /requests.
  const laura = await t.signIn('laura@demo.lt');
  const waiting = (await laura.get('/api/v2/requests/participated?pageSize=50').expect(200)).body.data as { requestType: string; eventName: string; id: number; action?: unknown }[];
  const training = waiting.find((r) => r.requestType === 'training' && r.eventName === 'First aid at work');
  expect(training).toBeDefined();
  expect((await laura.patch(`/api/v2/chains/${training!.id}/approve`)).status).toBe(200);
  expect((await find('ugne', 'trainings', 'First aid at work')).row.state).toBe('attending');

  await inTransaction(t.ctx.ds, (em) => seedDemoConferences(em, new Date()));
  expect(await t.ctx.ds.getRepository(Conference).count()).toBe(3);
});
