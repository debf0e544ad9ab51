/**
 * Announcements over HTTP (issue 16 item 4; spec 3 §5 title required ≤ 255, §6 announcement_read /
 * announcement_write, §7 CRUD; spec 1 §3 Subscriptions "announcements"): the sanitiser on the stored body,
 * newest-first paging, the dashboard preview, and send_email reaching subscribers only.
 */
import { startTestApp, type TestApp } from '../../test/harness';
import { buildRole, buildUser, buildUserRecord, type Person } from '../../test/factories';
import { User } from '../users/users.entities';

let t: TestApp;
let office: Person;
let reader: Person;
let nobody: Person;

beforeAll(async () => {
  t = await startTestApp();
  office = await buildUser(t, { permissions: ['announcement_write'] });
  const readers = await buildRole(t, { permissions: ['announcement_read'] });
  reader = await buildUser(t, { roleId: readers });
  nobody = await buildUser(t);
});
afterAll(() => t.close());

const post = (body: object, who = office) => who.agent.post('/api/v1/announcements').send(body);

it('title is required (≤ 255); only announcement_write writes; announcement_read reads', async () => {
  const missing = await post({ title: '  ', announcement: '<p>x</p>' });
  expect([missing.status, missing.body.error_code, missing.body.fields[0].path]).toEqual([400, 'provided_invalid_data', 'title']);
  expect((await post({ title: 'x'.repeat(256) })).status).toBe(400);
  expect((await post({ title: 'x' }, reader)).body.error_code).toBe('missing_permissions');
  const ok = await post({ title: 'x'.repeat(255), announcement: '' });
  expect([ok.status, ok.body.message]).toEqual([201, 'announcement_successfully_created']);
  expect((await reader.agent.get('/api/v1/announcements')).status).toBe(200);
  expect((await nobody.agent.get('/api/v1/announcements')).status).toBe(403);
  expect((await reader.agent.put(`/api/v1/announcements/${ok.body.announcement.id}`).send({ title: 'y' })).status).toBe(403);
  expect((await reader.agent.delete(`/api/v1/announcements/${ok.body.announcement.id}`)).status).toBe(403);
});

it('stores the body cleaned by the rich-text allowlist: no <script>, no on*= handlers, no javascript: links', async () => {
  const r = await post({
    title: 'Cleaned',
    announcement: '<h2 onclick="x()">Hi</h2><p>Text<img src=x onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">bad</a> <a href="https://intra.lt">good</a>',
  });
  const stored = (await reader.agent.get(`/api/v1/announcements/${r.body.announcement.id}`).expect(200)).body.announcement;
  expect(stored).toBe('<h2>Hi</h2><p>Text</p>bad <a href="https://intra.lt" rel="noopener noreferrer" target="_blank">good</a>');
  const edited = await office.agent.put(`/api/v1/announcements/${r.body.announcement.id}`).send({ title: 'Cleaned', announcement: '<p onmouseover="x()">Edited</p><script>y()</script>' });
  expect([edited.body.message, edited.body.announcement.announcement]).toEqual(['announcement_successfully_updated', '<p>Edited</p>']);
});

it('lists newest first, paged, searched by title, with a one-or-two-sentence preview', async () => {
  const long = await post({ title: 'Summer party', announcement: '<p>Join us on July 3. Food and music at the lake! Buses leave at 16:00. Bring a hat.</p>' });
  const short = await post({ title: 'New coffee machine', announcement: '<p>It is on the 2nd floor.</p>' });
  const page = (await reader.agent.get('/api/v1/announcements?pageSize=5').expect(200)).body;
  expect(page.data.slice(0, 2).map((a: { id: number }) => a.id)).toEqual([short.body.announcement.id, long.body.announcement.id]);
  expect(page.data[1]).toMatchObject({ title: 'Summer party', preview: 'Join us on July 3. Food and music at the lake!', has_more: true, send_email: false, author: expect.stringMatching(/^Tester/) });
  expect(page.data[0]).toMatchObject({ preview: 'It is on the 2nd floor.', has_more: false });
  expect(Date.parse(page.data[0].creation_date)).toBeGreaterThan(Date.now() - 60_000);
  const headed = (await post({ title: 'Headed', announcement: '<h2>Save the date</h2><p>Party on Friday. Bus at 16:00.</p>' })).body.announcement;
  expect([headed.preview, headed.has_more]).toEqual(['Save the date. Party on Friday.', true]);
  const listed = (await post({ title: 'Listed', announcement: '<p>Closed on:</p><ul><li><p>24 December</p></li><li><p>31 December</p></li></ul>' })).body.announcement;
  expect([listed.preview, listed.has_more]).toEqual(['Closed on: 24 December. 31 December.', false]);
  const found = (await reader.agent.get('/api/v1/announcements?q=coffee').expect(200)).body;
  expect([found.totalCount, found.data[0].title]).toEqual([1, 'New coffee machine']);
});

it('send_email mails users with the announcements subscription on (and should_send_email), only for a new one', async () => {
  const quiet = await buildUserRecord(t, { password: null });
  await t.ctx.ds.getRepository(User).update(quiet.id, { sub_announcements: false });
  const noMail = await buildUserRecord(t, { password: null });
  await t.ctx.ds.getRepository(User).update(noMail.id, { should_send_email: false });
  const gone = await buildUserRecord(t, { password: null, fields: { deleted_at: new Date() } });
  const listener = await buildUserRecord(t, { password: null });

  let before = t.outbox().length;
  await post({ title: 'Not mailed', announcement: '<p>Quiet.</p>', send_email: false }).expect(201);
  await t.ctx.events.drain();
  expect(t.outbox().length).toBe(before);

  before = t.outbox().length;
  const r = await post({ title: 'Mailed news', announcement: '<p>Read <b>this</b>.</p>', send_email: true }).expect(201);
  await t.ctx.events.drain();
  const mails = t.outbox().slice(before);
  const to = (email: string) => mails.filter((m) => m.includes(`To: ${email}`));
  expect(to(listener.email)).toHaveLength(1);
  expect(to(listener.email)[0]).toContain('Subject: Mailed news');
  expect(to(listener.email)[0]).toContain(`/?announcement=${r.body.announcement.id}`);
  expect(to(quiet.email)).toHaveLength(0);
  expect(to(noMail.email)).toHaveLength(0);
  expect(to(gone.email)).toHaveLength(0);

  before = t.outbox().length;
  await office.agent.put(`/api/v1/announcements/${r.body.announcement.id}`).send({ title: 'Mailed news (fixed)', announcement: '<p>x</p>', send_email: true }).expect(200);
  await t.ctx.events.drain();
  expect(t.outbox().length).toBe(before);
});

it('deletes; unknown ids answer 404 announcement_not_found', async () => {
  const r = await post({ title: 'Short-lived' });
  expect((await office.agent.delete(`/api/v1/announcements/${r.body.announcement.id}`).expect(200)).body.message).toBe('announcement_successfully_deleted');
  for (const res of [
    await reader.agent.get(`/api/v1/announcements/${r.body.announcement.id}`),
    await office.agent.put(`/api/v1/announcements/${r.body.announcement.id}`).send({ title: 'x' }),
    await office.agent.delete(`/api/v1/announcements/${r.body.announcement.id}`),
  ]) {
    expect([res.status, res.body.error_code]).toEqual([404, 'announcement_not_found']);
  }
});
