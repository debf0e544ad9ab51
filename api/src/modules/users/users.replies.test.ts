/**
 * Every read of the users, roles, auth and settings modules answers what its contract promises
 * (issue 10 item 3): the route layer parses each reply with the route's `response` schema outside
 * production and answers 500 reply_contract_mismatch otherwise, so each GET is called here once, as
 * the administrator (every field and `can` present) and as a plain employee (sensitive fields absent),
 * over real HTTP with the demo company.
 */
import type request from 'supertest';
import { startTestApp, TestApp } from '../../test/harness';
import { User } from './users.entities';

let t: TestApp;
let admin: request.Agent;
let jonas: request.Agent;
let jonasId: number;
let laura: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  jonas = await t.signIn('jonas@demo.lt');
  jonasId = (await t.ctx.ds.getRepository(User).findOneByOrFail({ email: 'jonas@demo.lt' })).id;
  laura = (await t.ctx.ds.getRepository(User).findOneByOrFail({ email: 'laura@demo.lt' })).id;
  await jonas.post('/api/v1/users/settings').send({ id: 'library', checked: true, value: null, time: new Date().toISOString() }).expect(201);
});
afterAll(() => t.close());

const reads = () => [
  '/api/v1/users?pageSize=100',
  '/api/v1/users?q=demo&sort=position&order=desc',
  '/api/v1/users/names',
  '/api/v1/users/viewable',
  '/api/v1/users/birthdays/upcoming',
  '/api/v1/users/settings/library',
  '/api/v1/users/settings/library/all',
  `/api/v1/users/${jonasId}/info`,
  `/api/v1/users/${laura}/info`,
  `/api/v1/users/${jonasId}/responsibilities`,
  `/api/v1/users/${jonasId}/manager-id`,
  `/api/v1/users/${laura}/subordinates`,
  `/api/v1/users/${jonasId}/permissions`,
  '/api/v1/roles',
  '/api/v1/roles/permissions',
  '/api/v1/roles/permissions/catalogue',
  '/api/v1/auth/providers',
  '/api/v1/users/edit/chain-mappings',
  '/api/v1/users/edit/references',
  '/api/v1/expense-claims/types',
  '/api/v1/conferences/types',
  '/api/v1/seniority-levels',
];

it('answers every read as the administrator within its contract', async () => {
  const failed: string[] = [];
  for (const path of reads()) {
    const res = await admin.get(path);
    if (res.status !== 200) failed.push(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
  expect(failed).toEqual([]);
});

it('answers an employee within the contract, or refuses with 403 — never a mismatch', async () => {
  const failed: string[] = [];
  for (const path of reads()) {
    const res = await jonas.get(path);
    if (res.status !== 200 && res.status !== 403) failed.push(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
  expect(failed).toEqual([]);
  const own = (await jonas.get(`/api/v1/users/${jonasId}/info`)).body;
  expect(own.can).toBeDefined();
});
