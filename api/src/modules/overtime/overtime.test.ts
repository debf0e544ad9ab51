/** Overtime over HTTP (spec 2 §5 Overtime (old), §7): 00:00 as 24:00, wrong_overtime_time, one request per date, partial failures, managers for subordinates. */
import type { TestApp } from '../../test/harness';
import { startManagerApprovalApp } from '../../test/scenarios';
import type { Person } from '../../test/factories';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { Overtime, OvertimeTime } from './overtime.entities';

let t: TestApp;
let boss: Person;
let worker: Person;
let stranger: Person;

beforeAll(async () => {
  ({ t, boss, worker, stranger } = await startManagerApprovalApp('overtime'));
});
afterAll(() => t.close());

const post = (p: Person, body: Record<string, unknown>) => p.agent.post('/api/v1/users/overtimes').send(body);

it('creates one request per date; 00:00 as the end counts as 24:00', async () => {
  const r = await post(worker, {
    compensation_option: 'laborCode',
    rows: [
      { overtime_date: '2026-03-02', time_from: '18:00', time_to: '20:30' },
      { overtime_date: '2026-03-02', time_from: '22:00', time_to: '00:00' },
      { overtime_date: '2026-03-03', time_from: '19:00', time_to: '21:00' },
    ],
  });
  expect(r.status).toBe(201);
  expect(r.body.message).toBe('overtime_created');
  expect(r.body.failed).toEqual([]);
  expect(r.body.created).toEqual([
    { overtime_date: '2026-03-02', id: expect.any(Number), request_id: expect.any(Number), status: 'in_progress', total_hours: 4.5 },
    { overtime_date: '2026-03-03', id: expect.any(Number), request_id: expect.any(Number), status: 'in_progress', total_hours: 2 },
  ]);
  const first = await t.ctx.ds.getRepository(Overtime).findOneByOrFail({ id: r.body.created[0].id });
  expect(first).toMatchObject({ user_id: worker.id, total_minutes: 270, compensation_option: 'laborCode', created_by_user_id: null });
  const times = await t.ctx.ds.getRepository(OvertimeTime).find({ where: { overtime_id: first.id }, order: { time_from: 'ASC' } });
  expect(times.map((x) => `${x.time_from}-${x.time_to}`)).toEqual(['18:00-20:30', '22:00-24:00']);
  const requests = await t.ctx.ds.getRepository(ApprovalRequest).findBy({ request_name: 'overtime', user_id: worker.id });
  expect(requests).toHaveLength(2);
  const mine = (await worker.agent.get('/api/v2/requests')).body.data.find((x: { id: number }) => x.id === r.body.created[0].request_id);
  expect(mine).toMatchObject({ requestType: 'overtime', eventName: '02/03/2026 (4 h 30 min)', eventNameLt: '02/03/2026 (4 val. 30 min.)', status: 'in_progress' });
  const object = (await boss.agent.get(`/api/v1/requests/${r.body.created[0].request_id}/object`)).body;
  expect(object).toMatchObject({ overtime_date: '2026-03-02', total_hours: 4.5, compensation_option: 'laborCode', times: [{ time_from: '18:00', time_to: '20:30' }, { time_from: '22:00', time_to: '24:00' }] });
  await boss.agent.patch(`/api/v2/chains/${r.body.created[0].request_id}/approve`).expect(200);
});

it('answers wrong_overtime_time when the total is not positive', async () => {
  for (const [from, to] of [['10:00', '10:00'], ['12:00', '09:00'], ['00:00', '00:00'].map((x, i) => (i ? '00:00' : '24:00'))]) {
    const r = await post(worker, { compensation_option: 'holiday', rows: [{ overtime_date: '2026-03-10', time_from: from, time_to: to }] });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error_code: 'wrong_overtime_time', created: [], failed: [{ overtime_date: '2026-03-10', error_code: 'wrong_overtime_time' }] });
  }
  const overlap = await post(worker, { compensation_option: 'holiday', rows: [{ overtime_date: '2026-03-10', time_from: '10:00', time_to: '12:00' }, { overtime_date: '2026-03-10', time_from: '11:00', time_to: '13:00' }] });
  expect(overlap.body.error_code).toBe('wrong_overtime_time');
  expect(await t.ctx.ds.getRepository(Overtime).countBy({ overtime_date: '2026-03-10' })).toBe(0);
});

it('a whole day 00:00–00:00 is 24 hours', async () => {
  const r = await post(worker, { compensation_option: 'holiday', rows: [{ overtime_date: '2026-03-14', time_from: '00:00', time_to: '00:00' }] });
  expect(r.status).toBe(201);
  expect(r.body.created[0].total_hours).toBe(24);
});

it('lists failed dates with their error while the other dates succeed', async () => {
  const r = await post(worker, {
    compensation_option: 'holiday',
    rows: [
      { overtime_date: '2026-04-01', time_from: '18:00', time_to: '19:00' },
      { overtime_date: '2026-04-02', time_from: '19:00', time_to: '18:00' },
      { overtime_date: '2026-04-03', time_from: '07:00', time_to: '08:15' },
    ],
  });
  expect(r.status).toBe(201);
  expect(r.body.message).toBe('overtime_created');
  expect(r.body.created.map((c: { overtime_date: string; total_hours: number }) => [c.overtime_date, c.total_hours])).toEqual([['2026-04-01', 1], ['2026-04-03', 1.25]]);
  expect(r.body.failed).toEqual([{ overtime_date: '2026-04-02', error_code: 'wrong_overtime_time', message: 'wrong_overtime_time' }]);
  expect(await t.ctx.ds.getRepository(Overtime).countBy({ overtime_date: '2026-04-02' })).toBe(0);
});

it('a manager registers overtime for a subordinate; others may not', async () => {
  const r = await post(boss, { user_id: worker.id, compensation_option: 'laborCode', rows: [{ overtime_date: '2026-05-04', time_from: '17:00', time_to: '19:00' }] });
  expect(r.status).toBe(201);
  const o = await t.ctx.ds.getRepository(Overtime).findOneByOrFail({ id: r.body.created[0].id });
  expect(o).toMatchObject({ user_id: worker.id, created_by_user_id: boss.id });
  const request = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: r.body.created[0].request_id });
  expect(request).toMatchObject({ user_id: worker.id, created_by_user_id: boss.id });
  const refused = await post(stranger, { user_id: worker.id, compensation_option: 'laborCode', rows: [{ overtime_date: '2026-05-05', time_from: '17:00', time_to: '19:00' }] });
  expect(refused.status).toBe(403);
  expect(refused.body.error_code).toBe('missing_permissions');
});

it('validates the body and drafts through POST /api/v2/chains', async () => {
  const bad = await post(worker, { compensation_option: 'money', rows: [] });
  expect(bad.status).toBe(400);
  expect(bad.body.error_code).toBe('provided_invalid_data');
  const draft = await worker.agent.post('/api/v2/chains?submit=false').send({ requestType: 'overtime', date: '2026-06-01', compensation: 'holiday', times: [{ from: '20:00', to: '00:00' }] });
  expect(draft.status).toBe(201);
  expect(draft.body.status).toBe('not_initialized');
  const wrong = await worker.agent.post('/api/v2/chains?submit=true').send({ requestType: 'overtime', date: '2026-06-02', compensation: 'holiday', times: [{ from: '20:00', to: '19:00' }] });
  expect(wrong.body).toMatchObject({ error_code: 'wrong_overtime_time', step: 'save' });
  await worker.agent.patch(`/api/v2/chains/${draft.body.id}/submit`).expect(200);
});

it("refuses hours that overlap the owner's other overtime of that day until that one is canceled (no hours compensated twice)", async () => {
  const day = '2026-04-10';
  const first = await post(worker, { compensation_option: 'laborCode', rows: [{ overtime_date: day, time_from: '20:00', time_to: '00:00' }] });
  expect(first.status).toBe(201);
  const again = await post(worker, { compensation_option: 'laborCode', rows: [{ overtime_date: day, time_from: '21:00', time_to: '22:00' }] });
  expect(again.status).toBe(400);
  expect(again.body).toMatchObject({ error_code: 'overtime_overlapping', failed: [{ overtime_date: day, error_code: 'overtime_overlapping' }] });
  // hours next to it, and the same hours once the first is canceled, are fine
  expect((await post(worker, { compensation_option: 'laborCode', rows: [{ overtime_date: day, time_from: '18:00', time_to: '20:00' }] })).status).toBe(201);
  await worker.agent.patch(`/api/v1/requests/${first.body.created[0].request_id}/cancel`).expect(200);
  expect((await post(worker, { compensation_option: 'laborCode', rows: [{ overtime_date: day, time_from: '21:00', time_to: '22:00' }] })).status).toBe(201);
});
