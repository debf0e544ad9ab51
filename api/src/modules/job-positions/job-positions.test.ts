/**
 * Job positions over HTTP (issue 15 item 4; spec 3 §3 Job position, §4, §5, §6 job_positions_write, §7, §8, §9):
 * create with every field and its validation, the description check (script nodes, onerror attributes and
 * javascript: links never stored), the two sections with their toggles and order, publish, clone, delete, the
 * footer, and the star: only on published open positions, at most 3 even under 10 concurrent stars.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { buildUser, type Person } from '../../test/factories';
import { JobPosition } from './job-positions.entities';

let t: TestApp;
let hr: Person;
let reader: Person;
let manager: Person;
let nobody: Person;
let levelId: number;

beforeAll(async () => {
  t = await startTestApp();
  hr = await buildUser(t, { permissions: ['job_positions_read', 'job_positions_write', 'seniority_levels_read', 'seniority_levels_write'], name: 'Rasa', surname: 'Vaitkutė' });
  reader = await buildUser(t, { permissions: ['job_positions_read'] });
  manager = await buildUser(t, { name: 'Tomas', surname: 'Kazlauskas' });
  nobody = await buildUser(t);
  levelId = (await hr.agent.post('/api/v1/seniority-levels').send({ name: 'Senior' }).expect(201)).body.id;
});
afterAll(() => t.close());

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const para = (text: string, marks?: unknown[]) => ({ type: 'paragraph', content: [{ type: 'text', text, ...(marks ? { marks } : {}) }] });
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Backend developer', description: doc(para('Node and SQL')), is_open: true, hiring_manager_id: manager.id,
  date_open: '2026-11-01', date_valid_until: '2026-12-31', external_link: 'https://jobs.example.lt/backend', seniority_level_id: levelId,
  location: 'Vilnius', referral_level: 'gold', ...over,
});
const create = async (over: Record<string, unknown> = {}) => (await hr.agent.post('/api/v1/job-positions').send(body(over)).expect(201)).body.position;
const list = async (who: Person, query = '') => who.agent.get(`/api/v1/job-positions?pageSize=100${query}`);
const ids = (r: { body: { data: { id: number }[] } }) => r.body.data.map((p) => p.id);
const count = () => t.ctx.ds.getRepository(JobPosition).count();

it('creates a draft with every field of §3 and reads it back', async () => {
  const r = await hr.agent.post('/api/v1/job-positions').send(body());
  expect(r.status).toBe(201);
  expect(r.body.message).toBe('position_created_successfully');
  expect(r.body.position).toEqual({
    id: expect.any(Number), title: 'Backend developer', description: doc(para('Node and SQL')), is_open: true,
    hiring_manager_id: manager.id, hiring_manager_name: 'Tomas Kazlauskas', date_open: '2026-11-01', date_valid_until: '2026-12-31',
    external_link: 'https://jobs.example.lt/backend', seniority_level_id: levelId, seniority_level_name: 'Senior', published: false,
    location: 'Vilnius', referral_level: 'gold', is_priority: false, footer: 'open_until',
    can: { edit: true, delete: true, publish: true, prioritize: false, view_applications: true, apply: false },
  });
  expect((await hr.agent.get(`/api/v1/job-positions/${r.body.position.id}`)).body).toEqual(r.body.position);
});

it('refuses a missing title or referral level, unknown hiring manager, texts over 255 and valid-until before open; nothing is written', async () => {
  const before = await count();
  for (const [over, field, message] of [
    [{ title: ' ' }, 'title', undefined],
    [{ title: 'x'.repeat(256) }, 'title', undefined],
    [{ referral_level: undefined }, 'referral_level', 'Referral level is required'],
    [{ referral_level: 'bronze' }, 'referral_level', 'Referral level is required'],
    [{ hiring_manager_id: undefined }, 'hiring_manager_id', undefined],
    [{ hiring_manager_id: 999999 }, 'hiring_manager_id', 'not_found'],
    [{ seniority_level_id: 999999 }, 'seniority_level_id', 'not_found'],
    [{ location: 'x'.repeat(256) }, 'location', undefined],
    [{ external_link: `https://a.lt/${'x'.repeat(250)}` }, 'external_link', undefined],
    [{ external_link: 'javascript:alert(1)' }, 'external_link', undefined],
    [{ date_open: '2026-12-01', date_valid_until: '2026-11-30' }, 'date_valid_until', 'valid_until_before_open'],
    [{ date_open: '01/12/2026' }, 'date_open', undefined],
  ] as const) {
    const r = await hr.agent.post('/api/v1/job-positions').send(body(over));
    expect([r.status, r.body.error_code]).toEqual([400, 'provided_invalid_data']);
    const issue = r.body.fields.find((f: { path: string }) => f.path === field);
    expect(issue).toBeDefined();
    if (message) expect(issue.message).toBe(message);
  }
  expect(await count()).toBe(before);
});

it('refuses a <script> node and a javascript: link in the description, and drops an onerror attribute for good', async () => {
  const before = await count();
  const script = await hr.agent.post('/api/v1/job-positions').send(body({ description: doc({ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }) }));
  expect([script.status, script.body.fields[0].path]).toEqual([400, 'description']);
  const link = await hr.agent.post('/api/v1/job-positions').send(body({ description: doc(para('click', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])) }));
  expect([link.status, link.body.fields[0].path]).toEqual([400, 'description']);
  const html = await hr.agent.post('/api/v1/job-positions').send(body({ description: '<p onclick="x">hi</p>' }));
  expect(html.status).toBe(400);
  expect(await count()).toBe(before);

  const p = await create({ description: doc({ type: 'paragraph', attrs: { onerror: 'alert(1)' }, content: [{ type: 'text', text: 'Safe', marks: [{ type: 'link', attrs: { href: 'https://a.lt', onmouseover: 'x' } }] }] }) });
  const back = (await hr.agent.get(`/api/v1/job-positions/${p.id}`)).body;
  expect(back.description).toEqual(doc({ type: 'paragraph', content: [{ type: 'text', text: 'Safe', marks: [{ type: 'link', attrs: { href: 'https://a.lt' } }] }] }));
  expect(JSON.stringify(back)).not.toMatch(/onerror|onmouseover|alert/);
  const stored = await t.ctx.ds.getRepository(JobPosition).findOneByOrFail({ id: p.id });
  expect(stored.description).not.toMatch(/onerror|onmouseover/);
  // Editing with a bad document leaves the stored one as it was.
  expect((await hr.agent.put(`/api/v1/job-positions/${p.id}`).send(body({ description: doc({ type: 'iframe' }) }))).status).toBe(400);
  expect((await hr.agent.get(`/api/v1/job-positions/${p.id}`)).body.description).toEqual(back.description);
});

it('gates writes on job_positions_write and shows drafts only to writers and the hiring manager', async () => {
  const draft = await create();
  expect((await reader.agent.post('/api/v1/job-positions').send(body())).status).toBe(403);
  expect((await reader.agent.put(`/api/v1/job-positions/${draft.id}`).send(body())).status).toBe(403);
  expect((await reader.agent.put(`/api/v1/job-positions/${draft.id}/status`).send({ published: true })).status).toBe(403);
  expect((await reader.agent.put(`/api/v1/job-positions/${draft.id}/priority`).send({ is_priority: true })).status).toBe(403);
  expect((await reader.agent.post(`/api/v1/job-positions/${draft.id}/clone`)).status).toBe(403);
  expect((await reader.agent.delete(`/api/v1/job-positions/${draft.id}`)).status).toBe(403);
  expect((await reader.agent.get(`/api/v1/job-positions/${draft.id}`)).body.error_code).toBe('job_position_not_found');
  expect((await manager.agent.get(`/api/v1/job-positions/${draft.id}`)).status).toBe(200);
  expect((await list(reader, '&section=drafts')).status).toBe(403);
  expect((await list(reader, '&show_closed=true')).status).toBe(403);
  expect((await list(nobody)).status).toBe(403);
  const published = (await hr.agent.put(`/api/v1/job-positions/${draft.id}/status`).send({ published: true })).body;
  expect(published.message).toBe('position_status_changed_successfully');
  const seen = (await nobody.agent.get(`/api/v1/job-positions/${draft.id}`)).body;
  expect(seen.can).toEqual({ edit: false, delete: false, publish: false, prioritize: false, view_applications: false, apply: true });
});

it('lists published open positions, drafts, and with the toggles the closed ones, starred first then newest', async () => {
  const a = await create({ published: true });
  const b = await create({ published: true });
  const closed = await create({ published: true, is_open: false });
  const draft = await create();
  const closedDraft = await create({ is_open: false });
  await hr.agent.put(`/api/v1/job-positions/${a.id}/priority`).send({ is_priority: true }).expect(200);
  const open = ids(await list(reader));
  expect(open.indexOf(a.id)).toBeLessThan(open.indexOf(b.id));
  expect(open).not.toContain(closed.id);
  expect(open).not.toContain(draft.id);
  expect(open.filter((id) => id !== a.id)).toEqual([...open.filter((id) => id !== a.id)].sort((x, y) => y - x));
  expect(ids(await list(hr, '&show_closed=true'))).toEqual(expect.arrayContaining([a.id, b.id, closed.id]));
  const drafts = ids(await list(hr, '&section=drafts'));
  expect(drafts).toContain(draft.id);
  expect(drafts).not.toContain(closedDraft.id);
  expect(ids(await list(hr, '&section=drafts&show_closed=true'))).toEqual(expect.arrayContaining([draft.id, closedDraft.id]));
  const paged = (await hr.agent.get('/api/v1/job-positions?pageSize=5&page=1')).body;
  expect(paged.data.length).toBeLessThanOrEqual(5);
  expect(paged.totalCount).toBe(open.length);
  await hr.agent.put(`/api/v1/job-positions/${a.id}/priority`).send({ is_priority: false }).expect(200);
});

it('writes the footer: open until a date, closed, or open', async () => {
  expect((await create({ published: true })).footer).toBe('open_until');
  expect((await create({ published: true, date_valid_until: null })).footer).toBe('open');
  expect((await create({ published: true, is_open: false })).footer).toBe('closed');
  expect((await create({ published: true, is_open: false, date_valid_until: null })).footer).toBe('closed');
});

it('clones into a draft without the star, and deletes a position', async () => {
  const p = await create({ published: true, title: 'QA engineer' });
  await hr.agent.put(`/api/v1/job-positions/${p.id}/priority`).send({ is_priority: true }).expect(200);
  const c = (await hr.agent.post(`/api/v1/job-positions/${p.id}/clone`).expect(201)).body.position;
  expect(c).toMatchObject({ title: 'QA engineer', published: false, is_priority: false, location: 'Vilnius', referral_level: 'gold', hiring_manager_id: manager.id, description: p.description });
  expect(c.id).not.toBe(p.id);
  const del = await hr.agent.delete(`/api/v1/job-positions/${p.id}`);
  expect([del.status, del.body.message]).toEqual([200, 'position_deleted_successfully']);
  expect((await hr.agent.get(`/api/v1/job-positions/${p.id}`)).body.error_code).toBe('job_position_not_found');
  expect((await hr.agent.delete(`/api/v1/job-positions/${p.id}`)).status).toBe(404);
});

describe('the star', () => {
  beforeEach(async () => {
    await t.ctx.ds.getRepository(JobPosition).update({ is_priority: true }, { is_priority: false });
  });

  it('goes only on published open positions and comes off when the position is unpublished or closed', async () => {
    const draft = await create();
    const r = await hr.agent.put(`/api/v1/job-positions/${draft.id}/priority`).send({ is_priority: true });
    expect([r.status, r.body.error_code, r.body.reason]).toEqual([409, 'failed_to_change_priority_status', 'not_published_or_open']);
    const closed = await create({ published: true, is_open: false });
    expect((await hr.agent.put(`/api/v1/job-positions/${closed.id}/priority`).send({ is_priority: true })).body.reason).toBe('not_published_or_open');
    const p = await create({ published: true });
    const on = await hr.agent.put(`/api/v1/job-positions/${p.id}/priority`).send({ is_priority: true });
    expect([on.status, on.body.message, on.body.position.is_priority]).toEqual([200, 'priority_status_changed_successfully', true]);
    expect((await hr.agent.put(`/api/v1/job-positions/${p.id}/status`).send({ published: false })).body.position.is_priority).toBe(false);
    await hr.agent.put(`/api/v1/job-positions/${p.id}/status`).send({ published: true }).expect(200);
    await hr.agent.put(`/api/v1/job-positions/${p.id}/priority`).send({ is_priority: true }).expect(200);
    expect((await hr.agent.put(`/api/v1/job-positions/${p.id}`).send(body({ is_open: false }))).body.position.is_priority).toBe(false);
  });

  it('stays at 3 when 10 writers star 10 positions at once; the hot jobs list those 3', async () => {
    const positions = await Promise.all(Array.from({ length: 10 }, (_, i) => create({ published: true, title: `Position ${i}` })));
    const writers = await Promise.all(Array.from({ length: 10 }, () => buildUser(t, { permissions: ['job_positions_read', 'job_positions_write'] })));
    const replies = await Promise.all(positions.map((p, i) => writers[i].agent.put(`/api/v1/job-positions/${p.id}/priority`).send({ is_priority: true })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect([r.status, r.body.error_code, r.body.reason]).toEqual([409, 'failed_to_change_priority_status', 'limit_reached']);
    expect(await t.ctx.ds.getRepository(JobPosition).countBy({ is_priority: true })).toBe(3);
    const starred = replies.filter((r) => r.status === 200).map((r) => r.body.position.id).sort((a, b) => b - a);
    const hot = (await nobody.agent.get('/api/v1/job-positions/prioritized-jobs').expect(200)).body;
    expect(hot.map((h: { id: number }) => h.id)).toEqual(starred);
    expect(hot[0]).toEqual({ id: starred[0], title: expect.stringMatching(/^Position \d$/), location: 'Vilnius', seniority_level_name: 'Senior', referral_level: 'gold', date_valid_until: '2026-12-31' });
    // A starred position may be starred again; others wait for a free place, which unstarring gives.
    expect((await hr.agent.put(`/api/v1/job-positions/${starred[0]}/priority`).send({ is_priority: true })).status).toBe(200);
    const waiting = positions.find((p) => !starred.includes(p.id))!;
    const listed = (await list(hr)).body.data.find((p: { id: number }) => p.id === waiting.id);
    expect(listed.can.prioritize).toBe(false);
    await hr.agent.put(`/api/v1/job-positions/${starred[0]}/priority`).send({ is_priority: false }).expect(200);
    expect((await hr.agent.put(`/api/v1/job-positions/${waiting.id}/priority`).send({ is_priority: true })).status).toBe(200);
  });
});
