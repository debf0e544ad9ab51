/**
 * Relatives over HTTP (spec 1 §3 Relative, §5 rules, §6 details popup, §7 GET users/relatives_types,
 * PUT users/{id}/relatives): the relationship types exist in every database, HR sets a user's
 * relatives with the rules of §5, the owner and users_read_sensitive_info see them in the user's
 * info, others do not, and an approved personal info change of `relatives` replaces them.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { User } from './users.entities';

let t: TestApp;
let hr: Awaited<ReturnType<TestApp['signIn']>>;
let owner: Awaited<ReturnType<TestApp['signIn']>>;
let manager: Awaited<ReturnType<TestApp['signIn']>>;
let ownerId: number;
let types: { id: number; type_name: string }[];

beforeAll(async () => {
  t = await startTestApp();
  hr = await t.signIn('hr@demo.lt');
  owner = await t.signIn('tomas@demo.lt');
  manager = await t.signIn('manager@demo.lt');
  ownerId = (await t.ctx.ds.getRepository(User).findOneByOrFail({ email: 'tomas@demo.lt' })).id;
  types = (await owner.get('/api/v1/users/relatives_types').expect(200)).body;
});
afterAll(() => t.close());

const typeId = (name: string) => types.find((x) => x.type_name === name)!.id;
const info = async (agent: typeof owner) => (await agent.get(`/api/v1/users/${ownerId}/info`).expect(200)).body;

it('every database has the relationship types, with en and lt names and what each requires', async () => {
  expect(types).toEqual([
    {
      id: expect.any(Number),
      type_name: 'spouse',
      name_en: 'Spouse or partner',
      name_lt: 'Sutuoktinis ar partneris',
      is_birth_date_required: false,
      is_contact_number_required: true,
    },
    { id: expect.any(Number), type_name: 'child', name_en: 'Child', name_lt: 'Vaikas', is_birth_date_required: true, is_contact_number_required: false },
    {
      id: expect.any(Number),
      type_name: 'parent',
      name_en: 'Parent',
      name_lt: 'Tėvas ar motina',
      is_birth_date_required: false,
      is_contact_number_required: true,
    },
    {
      id: expect.any(Number),
      type_name: 'sibling',
      name_en: 'Brother or sister',
      name_lt: 'Brolis ar sesuo',
      is_birth_date_required: false,
      is_contact_number_required: false,
    },
    { id: expect.any(Number), type_name: 'other', name_en: 'Other', name_lt: 'Kita', is_birth_date_required: false, is_contact_number_required: false },
  ]);
  const empty = await startTestApp({ PORTAL_SEED: 'none' });
  try {
    const rows: { type_name: string }[] = await empty.ctx.ds.query('SELECT type_name FROM relationship_types ORDER BY order_number');
    expect(rows.map((r) => r.type_name)).toEqual(['spouse', 'child', 'parent', 'sibling', 'other']);
  } finally {
    await empty.close();
  }
});

it('HR sets relatives; the owner and users_read_sensitive_info see them, a manager without it does not', async () => {
  const put = await hr.put(`/api/v1/users/${ownerId}/relatives`).send([
    { name: ' Rūta ', surname: 'Žemaitienė', relationship: typeId('spouse'), contact_number: '+370 600 00001' },
    { name: 'Jonas', surname: 'Žemaitis', relationship: { id: typeId('child') }, birth_date: '2016-05-04' },
    { name: 'Ona', surname: 'Žemaitė', relationship: 'Kita', birth_date: '', contact_number: null },
  ]);
  expect(put.status).toBe(200);
  expect(put.body.map((r: { name: string; relationship: { type_name: string } }) => [r.name, r.relationship.type_name])).toEqual([
    ['Rūta', 'spouse'],
    ['Jonas', 'child'],
    ['Ona', 'other'],
  ]);
  const mine = (await info(owner)).relatives;
  expect(mine[1]).toMatchObject({
    employee_id: ownerId,
    name: 'Jonas',
    surname: 'Žemaitis',
    birth_date: '2016-05-04',
    contact_number: null,
    relationship: { type_name: 'child', name_lt: 'Vaikas' },
  });
  expect((await info(hr)).relatives).toHaveLength(3);
  expect((await info(manager)).relatives).toEqual([]);
});

it('refuses the rules of spec 1 §5 with invalid_user_data naming each field, and writes nothing', async () => {
  const r = await hr.put(`/api/v1/users/${ownerId}/relatives`).send([
    { name: 'A', surname: 'B', relationship: 'child' },
    { name: 'C', surname: 'D', relationship: typeId('spouse') },
    { name: 'E', surname: 'F', relationship: 'cousin' },
  ]);
  expect([r.status, r.body.error_code]).toEqual([400, 'invalid_user_data']);
  expect(r.body.fields.map((f: { path: string }) => f.path)).toEqual(['0.birth_date', '1.contact_number', '2.relationship']);
  const noSurname = await hr.put(`/api/v1/users/${ownerId}/relatives`).send([{ name: 'A', surname: ' ' }]);
  expect(noSurname.body).toMatchObject({ error_code: 'invalid_user_data', fields: [{ path: '0.surname' }] });
  expect((await info(owner)).relatives).toHaveLength(3);
});

it('only users_write_sensitive_info sets relatives directly; an unknown user is not found', async () => {
  const self = await owner.put(`/api/v1/users/${ownerId}/relatives`).send([]);
  expect([self.status, self.body.error_code]).toEqual([403, 'missing_permissions']);
  expect((await hr.put('/api/v1/users/999999/relatives').send([])).body.error_code).toBe('user_not_found');
});

it('an approved personal info change of relatives replaces them; a list breaking the rules is refused when asked', async () => {
  const admin = await t.signIn('admin@demo.lt');
  const refs = (await admin.get('/api/v1/users/edit/references')).body as { id: number; request_type: string }[];
  const ref = refs.find((x) => x.request_type === 'relatives');
  if (ref) await admin.patch(`/api/v1/users/edit/references/${ref.id}`).send({ name: 'Relatives', chain_id: null }).expect(200);
  else await admin.post('/api/v1/users/edit/references').send({ request_type: 'relatives', name: 'Relatives', chain_id: null }).expect(201);

  const bad = await owner
    .post(`/api/v1/users/${ownerId}/edit`)
    .send({ type: 'relatives', value: [{ name: 'Mažylis', surname: 'Žemaitis', relationship: 'child' }] });
  expect([bad.status, bad.body.error_code, bad.body.fields]).toEqual([
    400,
    'user_info_change_invalid_value',
    [{ path: '0.birth_date', message: 'required for child' }],
  ]);

  const ok = await owner
    .post(`/api/v1/users/${ownerId}/edit`)
    .send({ type: 'relatives', value: [{ name: 'Mažylis', surname: 'Žemaitis', relationship: 'child', birth_date: '2024-01-02' }] });
  expect([ok.status, ok.body.status]).toEqual([201, 'approved']);
  expect((await info(owner)).relatives).toEqual([
    expect.objectContaining({ name: 'Mažylis', surname: 'Žemaitis', birth_date: '2024-01-02', relationship: expect.objectContaining({ type_name: 'child' }) }),
  ]);
});
