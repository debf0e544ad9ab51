/** Settings over HTTP (spec 2 §5 Settings, §7 Settings): mappings, references, types, seniority levels, access. */
import { startTestApp, TestApp } from '../../test/harness';
import { buildChain, buildUser, type Person } from '../../test/factories';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let chainA: number;
let chainB: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  chainA = (await buildChain(t, admin, [], { name: 'HR chain' })).chainId;
  chainB = (await buildChain(t, admin, [], { name: 'Finance chain' })).chainId;
});
afterAll(() => t.close());

describe('personal info change references and user info chain mappings', () => {
  it('keeps one reference per field; the field is fixed once created', async () => {
    const created = await admin.post('/api/v1/users/edit/references').send({ request_type: 'surname', name: 'Surname change', chain_id: chainA, image_required: true });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), request_type: 'surname', name: 'Surname change', chain_id: chainA, chain_name: 'HR chain', image_required: true });
    const dup = await admin.post('/api/v1/users/edit/references').send({ request_type: 'surname', name: 'Again' });
    expect([dup.status, dup.body.error_code]).toEqual([409, 'duplicate_user_info_change_reference']);
    const renamed = await admin.patch(`/api/v1/users/edit/references/${created.body.id}`).send({ name: 'Family name', chain_id: null, image_required: false });
    expect(renamed.body).toMatchObject({ request_type: 'surname', name: 'Family name', chain_id: null, image_required: false });
    const moved = await admin.patch(`/api/v1/users/edit/references/${created.body.id}`).send({ request_type: 'email', name: 'x' });
    expect([moved.status, moved.body.fields?.[0]?.path]).toEqual([400, 'request_type']);
    expect((await admin.post('/api/v1/users/edit/references').send({ request_type: 'birthday', name: 'x' })).status).toBe(400);
    expect((await admin.post('/api/v1/users/edit/references').send({ request_type: 'phone_number', name: 'x'.repeat(256) })).status).toBe(400);
    expect((await admin.post('/api/v1/users/edit/references').send({ request_type: 'phone_number', name: 'Phone', chain_id: 999999 })).body.error_code).toBe('chain_not_found');
    const jonas = await t.signIn('jonas@demo.lt');
    expect((await jonas.get('/api/v1/users/edit/references')).body.map((r: { request_type: string }) => r.request_type)).toEqual(['surname']);
    await admin.delete(`/api/v1/users/edit/references/${created.body.id}`).expect(200);
    expect((await admin.delete(`/api/v1/users/edit/references/${created.body.id}`)).body.error_code).toBe('user_info_change_reference_not_found');
  });

  it('user info chain mappings set the chain of each field (creating its reference)', async () => {
    const before = await admin.get('/api/v1/users/edit/chain-mappings');
    expect(before.body).toHaveLength(7);
    expect(before.body.every((m: { chain_id: number | null }) => m.chain_id === null)).toBe(true);
    const put = await admin.put('/api/v1/users/edit/chain-mappings').send([{ request_type: 'email', chain_id: chainB }, { request_type: 'home_address', chain_id: chainA }]);
    expect(put.status).toBe(200);
    expect(put.body.find((m: { request_type: string }) => m.request_type === 'email').chain_id).toBe(chainB);
    const refs = (await admin.get('/api/v1/users/edit/references')).body;
    expect(refs).toEqual(expect.arrayContaining([expect.objectContaining({ request_type: 'email', name: 'E-mail', chain_id: chainB, image_required: false })]));
    const del = await admin.delete(`/api/v1/chains/${chainB}`);
    expect([del.status, del.body.error_code, del.body.used_by]).toEqual([409, 'chain_is_in_use', ['user_info_change_references']]);
  });
});

describe('expense claim and conference types', () => {
  it('lists the seeded expense claim types and sets their chains', async () => {
    const list = await admin.get('/api/v1/expense-claims/types');
    expect(list.body.map((x: { name: string }) => x.name)).toEqual(['fuel', 'representation', 'office_supplies', 'travel', 'training', 'other', 'accommodation', 'equipment']);
    const put = await admin.put('/api/v1/expense-claims/types').send([{ name: 'fuel', chain_id: chainA }, { name: 'parking', chain_id: null }]);
    expect(put.body.find((x: { name: string }) => x.name === 'fuel').chain_id).toBe(chainA);
    expect(put.body.map((x: { name: string }) => x.name)).toContain('parking');
    expect((await admin.put('/api/v1/expense-claims/types').send([{ name: 'fuel', chain_id: 999999 }])).body.error_code).toBe('chain_not_found');
  });

  it('lists conference types and assigns a chain', async () => {
    const list = await admin.get('/api/v1/conferences/types');
    expect(list.body.length).toBeGreaterThanOrEqual(3);
    const id = list.body[0].id;
    const r = await admin.put(`/api/v1/conferences/types/${id}/assign-chain`).send({ chain_id: chainA });
    expect(r.body).toMatchObject({ id, chain_id: chainA, chain_name: 'HR chain' });
    expect((await admin.put('/api/v1/conferences/types/999999/assign-chain').send({ chain_id: chainA })).body.error_code).toBe('conference_type_not_found');
    await admin.put(`/api/v1/conferences/types/${id}/assign-chain`).send({ chain_id: null }).expect(200);
  });
});

describe('seniority levels', () => {
  it('CRUD with a 255-character name', async () => {
    const c = await admin.post('/api/v1/seniority-levels').send({ name: 'Junior' });
    expect(c.status).toBe(201);
    expect((await admin.put(`/api/v1/seniority-levels/${c.body.id}`).send({ name: 'Junior+' })).body).toEqual({ id: c.body.id, name: 'Junior+' });
    expect((await admin.put('/api/v1/seniority-levels').send({ id: c.body.id, name: 'Mid' })).body.name).toBe('Mid');
    expect((await admin.post('/api/v1/seniority-levels').send({ name: 'x'.repeat(256) })).status).toBe(400);
    expect((await admin.get('/api/v1/seniority-levels')).body).toEqual([{ id: c.body.id, name: 'Mid' }]);
    await admin.delete(`/api/v1/seniority-levels/${c.body.id}`).expect(200);
    expect((await admin.get(`/api/v1/seniority-levels/${c.body.id}`)).body.error_code).toBe('seniority_level_not_found');
  });
});

describe('access', () => {
  let reader: Person;
  let levels: Person;
  beforeAll(async () => {
    reader = await buildUser(t, { permissions: ['settings_read'] });
    levels = await buildUser(t, { permissions: ['seniority_levels_read', 'seniority_levels_write'] });
  });

  it('settings_read reads, settings_write changes; an employee gets 403 missing_permissions', async () => {
    const jonas = await t.signIn('jonas@demo.lt');
    const reads = ['/api/v1/users/edit/chain-mappings', '/api/v1/expense-claims/types', '/api/v1/conferences/types', '/api/v1/seniority-levels', '/api/v1/chains/mapping'];
    const writes: [string, string][] = [['put', '/api/v1/users/edit/chain-mappings'], ['post', '/api/v1/users/edit/references'], ['put', '/api/v1/expense-claims/types'], ['put', '/api/v1/conferences/types/1/assign-chain'], ['post', '/api/v1/seniority-levels'], ['patch', '/api/v1/chains/mapping']];
    for (const url of reads) {
      // conference types are also readable with conferences_read (the conferences page) and claim types with
      // expense_claims_read (the claim form), which employees hold
      const r = await jonas.get(url);
      if (url !== '/api/v1/conferences/types' && url !== '/api/v1/expense-claims/types') expect([url, r.status, r.body.error_code]).toEqual([url, 403, 'missing_permissions']);
      expect([url, (await reader.agent.get(url)).status]).toEqual([url, 200]);
    }
    for (const [method, url] of writes) {
      for (const who of [jonas, reader.agent]) {
        const r = await (who as unknown as Record<string, (u: string) => import('supertest').Test>)[method](url).send([]);
        expect([method, url, r.status, r.body.error_code]).toEqual([method, url, 403, 'missing_permissions']);
      }
    }
    expect((await levels.agent.post('/api/v1/seniority-levels').send({ name: 'Senior' })).status).toBe(201);
    expect((await levels.agent.get('/api/v1/expense-claims/types')).status).toBe(403);
  });
});
