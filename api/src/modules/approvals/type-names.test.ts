/**
 * Request type names in both spellings (issue 11; spec 1 §1 snake_case, spec 2/3 §7 follow-up calls
 * PascalCase): the chain mapping, POST /api/v2/chains and PATCH requests/object/{id}/init/{type} read
 * 'Overtime' as 'overtime', 'UserInfoChange' as 'user_info_change' — one mapping in the registry.
 */
import { REQUEST_TYPE_NAMES, REQUEST_TYPES } from '../../contracts/approvals';
import type { TestApp } from '../../test/harness';
import { ApprovalRequest } from './approvals.entities';
import { startManagerApprovalApp } from '../../test/scenarios';
import type { Person } from '../../test/factories';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let worker: Person;
let boss: Person;
let chainId: number;

beforeAll(async () => {
  // The kit maps the chain with the PascalCase name: PATCH chains/mapping reads it as 'overtime'.
  ({ t, admin, worker, boss, chainId } = await startManagerApprovalApp('Overtime'));
});
afterAll(() => t.close());

const draft = (requestType: string, date: string) =>
  worker.agent.post('/api/v2/chains?submit=false').send({ requestType, date, compensation: 'holiday', times: [{ from: '20:00', to: '22:00' }] });
const objectOf = async (requestId: number) => (await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: requestId })).object_id;

it('chain mapping: a PascalCase name is stored and listed under the snake_case name', async () => {
  const mapping = (await admin.get('/api/v1/chains/mapping').expect(200)).body as { request_name: string; chain_id: number | null }[];
  expect(mapping.find((m) => m.request_name === 'overtime')?.chain_id).toBe(chainId);
  expect(mapping.map((m) => m.request_name)).toEqual([...REQUEST_TYPES]);
});

it('POST /api/v2/chains and PATCH init/{type} take either spelling and store the request as overtime', async () => {
  const pascal = await draft('Overtime', '2026-07-01');
  expect([pascal.status, pascal.body.status]).toEqual([201, 'not_initialized']);
  const snake = await draft('overtime', '2026-07-02');
  expect(snake.status).toBe(201);
  const stored = await t.ctx.ds.getRepository(ApprovalRequest).findBy({ user_id: worker.id });
  expect(stored.map((r) => r.request_name)).toEqual(['overtime', 'overtime']);

  const init = await worker.agent.patch(`/api/v1/requests/object/${await objectOf(pascal.body.id)}/init/Overtime`);
  expect([init.status, init.body.id, init.body.status]).toEqual([200, pascal.body.id, 'in_progress']);
  const init2 = await worker.agent.patch(`/api/v1/requests/object/${await objectOf(snake.body.id)}/init/overtime`);
  expect([init2.status, init2.body.id]).toEqual([200, snake.body.id]);
  // Still one request per object: the PascalCase init found the draft instead of creating another.
  expect(await t.ctx.ds.getRepository(ApprovalRequest).countBy({ user_id: worker.id })).toBe(2);
  await boss.agent.patch(`/api/v2/chains/${pascal.body.id}/approve`).expect(200);
});

it('every type in both spellings passes validation; other spellings are invalid data', async () => {
  expect(REQUEST_TYPE_NAMES).toEqual(
    expect.arrayContaining([
      'BusinessTrip',
      'ExpenseClaim',
      'BookRequest',
      'ConferenceParticipation',
      'Training',
      'Certificate',
      'QuestionSuggestion',
      'Event',
      'Overtime',
      'Oncall',
      'UserInfoChange',
    ]),
  );
  for (const name of REQUEST_TYPE_NAMES) {
    const r = await worker.agent.patch(`/api/v1/requests/object/999999/init/${name}`);
    // Registered types look for the object; types whose module is not here yet say so.
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(['request_not_found', 'request_type_not_supported']).toContain(r.body.error_code);
  }
  for (const name of ['Overtime', 'overtime', 'Oncall', 'Event', 'UserInfoChange', 'user_info_change']) {
    expect((await worker.agent.patch(`/api/v1/requests/object/999999/init/${name}`)).body.error_code).toBe('request_not_found');
  }
  const bad = await worker.agent.patch('/api/v1/requests/object/1/init/business-trip');
  expect([bad.status, bad.body.error_code]).toEqual([400, 'provided_invalid_data']);
  const badNew = await worker.agent.post('/api/v2/chains').send({ requestType: 'OVERTIME' });
  expect([badNew.status, badNew.body.error_code]).toEqual([400, 'provided_invalid_data']);
});
