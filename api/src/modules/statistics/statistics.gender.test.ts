/**
 * The users' optional gender (issue 17 item 4), HR-managed and sensitive like the birth date: written only
 * with users_write_sensitive_info, read only with users_read_sensitive_info (or by the user), cleared with ''.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { buildUser, buildUserRecord, type Person } from '../../test/factories';
import { User } from '../users/users.entities';

let t: TestApp;
let hr: Person;
let clerk: Person;
let reader: Person;

beforeAll(async () => {
  t = await startTestApp();
  hr = await buildUser(t, { permissions: ['users_read', 'users_write', 'users_read_sensitive_info', 'users_write_sensitive_info'] });
  clerk = await buildUser(t, { permissions: ['users_read', 'users_write'] });
  reader = await buildUser(t, { permissions: ['users_read'] });
});
afterAll(() => t.close());

const bodyOf = (u: User, over: Record<string, unknown> = {}) => ({ id: u.id, name: u.name, surname: u.surname, username: u.username, email: u.email, role_id: u.role_id, ...over });
const genderOf = async (id: number) => (await t.ctx.ds.getRepository(User).findOneByOrFail({ id })).gender;

it('lets HR set and clear a gender; a writer without users_write_sensitive_info leaves it unchanged', async () => {
  const u = await buildUserRecord(t);
  await hr.agent.put(`/api/v1/users/${u.id}`).send(bodyOf(u, { gender: 'woman' })).expect(200);
  expect(await genderOf(u.id)).toBe('woman');
  await clerk.agent.put(`/api/v1/users/${u.id}`).send(bodyOf(u, { gender: 'man' })).expect(200);
  expect(await genderOf(u.id)).toBe('woman');
  const bad = await hr.agent.put(`/api/v1/users/${u.id}`).send(bodyOf(u, { gender: 'other' }));
  expect(bad.status).toBe(400);
  await hr.agent.put(`/api/v1/users/${u.id}`).send(bodyOf(u, { gender: '' })).expect(200);
  expect(await genderOf(u.id)).toBeNull();
});

it('shows the gender only to users_read_sensitive_info', async () => {
  const u = await buildUserRecord(t, { fields: { gender: 'man' } });
  expect((await hr.agent.get(`/api/v1/users/${u.id}/info`).expect(200)).body).toMatchObject({ gender: 'man' });
  expect((await reader.agent.get(`/api/v1/users/${u.id}/info`).expect(200)).body.gender).toBeUndefined();
  const row = (await hr.agent.get(`/api/v1/users?pageSize=100&q=${encodeURIComponent(u.email)}`).expect(200)).body.data[0];
  expect(row.gender).toBe('man');
});
