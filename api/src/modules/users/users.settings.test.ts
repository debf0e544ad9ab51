/** Subscriptions, settings history, first sign-in, names and viewable calendars (spec 1 §3, §4, §7). */
import type request from 'supertest';
import { buildUserRecord } from '../../test/factories';
import { startTestApp, TestApp } from '../../test/harness';
import { User } from './users.entities';

let t: TestApp;
let admin: request.Agent;
let jonas: request.Agent;
let jonasId: number;
let adminId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  jonas = await t.signIn('jonas@demo.lt');
  const repo = t.ctx.ds.getRepository(User);
  jonasId = (await repo.findOneByOrFail({ email: 'jonas@demo.lt' })).id;
  adminId = (await repo.findOneByOrFail({ email: 'admin@demo.lt' })).id;
});
afterAll(() => t.close());

const subscriptionsOf = async (agent: request.Agent, id: number) => (await agent.get(`/api/v1/users/${id}/info`)).body.subscriptions;

describe('subscriptions', () => {
  it('lets a user switch their own subscriptions one at a time', async () => {
    const res = await jonas.put(`/api/v1/users/${jonasId}/subscribe`).send({ subscriptions: { library: false } });
    expect(res.status).toBe(200);
    expect(res.body.subscriptions).toMatchObject({ library: false });
    const subs = await subscriptionsOf(jonas, jonasId);
    expect(subs.library).toBe(false);
    expect(Object.keys(subs).sort()).toEqual(['announcements', 'birthday_congratulations', 'conferences', 'consent_to_be_photographed', 'guests', 'job_positions', 'library']);
    await jonas.put(`/api/v1/users/${jonasId}/subscribe`).send({ subscriptions: { library: true } }).expect(200);
    expect((await subscriptionsOf(jonas, jonasId)).library).toBe(true);
  });

  it("refuses changing someone else's subscriptions without users_write, allows it with", async () => {
    const res = await jonas.put(`/api/v1/users/${adminId}/subscribe`).send({ subscriptions: { guests: false } });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('missing_permissions');
    await admin.put(`/api/v1/users/${jonasId}/subscribe`).send({ subscriptions: { guests: false } }).expect(200);
    expect((await subscriptionsOf(jonas, jonasId)).guests).toBe(false);
  });

  it('rejects unknown subscription values', async () => {
    const res = await jonas.put(`/api/v1/users/${jonasId}/subscribe`).send({ subscriptions: { library: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body.fields[0].path).toBe('subscriptions.library');
  });
});

describe('settings history', () => {
  it('keeps every consent choice, answers the latest and the whole history newest first', async () => {
    const post = (checked: boolean, time: string, value: string | null = null) =>
      jonas.post('/api/v1/users/settings').send({ id: 'consent_to_be_photographed', checked, value, time });
    expect((await post(true, '2026-01-01T08:00:00Z')).status).toBe(201);
    await post(true, '2026-02-01T08:00:00+02:00').expect(201);
    await post(false, '2026-03-01T08:00:00.000Z', 'entry-page').expect(201);

    const latest = await jonas.get('/api/v1/users/settings/consent_to_be_photographed');
    expect(latest.body).toEqual({ checked: false, value: 'entry-page', time: '2026-03-01T08:00:00.000Z' });
    const withValue = await jonas.get('/api/v1/users/settings/consent_to_be_photographed').query({ value: 'entry-page' });
    expect(withValue.body.checked).toBe(false);
    const all = await jonas.get('/api/v1/users/settings/consent_to_be_photographed/all');
    expect(all.body.map((e: { time: string }) => e.time)).toEqual(['2026-03-01T08:00:00.000Z', '2026-02-01T06:00:00.000Z', '2026-01-01T08:00:00.000Z']);
    // The subscription of the same name follows the choice.
    expect((await subscriptionsOf(jonas, jonasId)).consent_to_be_photographed).toBe(false);
  });

  it("answers null for a setting never chosen and never shows another user's history", async () => {
    await admin.post('/api/v1/users/settings').send({ id: 'ut_theme', checked: true, value: 'dark', time: '2026-01-01T00:00:00Z' }).expect(201);
    const mine = await jonas.get('/api/v1/users/settings/ut_theme');
    expect(mine.status).toBe(200);
    expect(mine.body).toBeNull();
    expect((await jonas.get('/api/v1/users/settings/ut_theme/all')).body).toEqual([]);
    expect((await admin.get('/api/v1/users/settings/ut_theme')).body).toMatchObject({ checked: true, value: 'dark' });
  });

  it('validates the entry', async () => {
    const res = await jonas.post('/api/v1/users/settings').send({ id: '', checked: 'x', time: 'yesterday' });
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['checked', 'id', 'time']);
  });
});

describe('first sign-in', () => {
  it('stops sending the user to the entry page once they finished it', async () => {
    expect((await t.http().post('/api/v1/login').send({ email: 'jonas@demo.lt', password: 'Demo-Portal-2026!' })).body.is_first_sign_in).toBe(true);
    await jonas.post('/api/v1/users/end-entry-page').expect(200);
    expect((await t.http().post('/api/v1/login').send({ email: 'jonas@demo.lt', password: 'Demo-Portal-2026!' })).body.is_first_sign_in).toBe(false);
  });
});

describe('names and viewable calendars', () => {
  it('lists active users by surname for pickers, without deleted or disabled ones', async () => {
    const repo = t.ctx.ds.getRepository(User);
    const role = (await repo.findOneByOrFail({ id: jonasId })).role_id;
    await buildUserRecord(t, { roleId: role, password: null, name: 'Gone', surname: 'Aaa-ut-gone', username: 'ut_gone', email: 'ut-gone@example.com', fields: { deleted_at: new Date() } });
    await buildUserRecord(t, { roleId: role, password: null, name: 'Off', surname: 'Aaa-ut-off', username: 'ut_off', email: 'ut-off@example.com', disabled: true });
    const res = await jonas.get('/api/v1/users/names');
    expect(res.status).toBe(200);
    const names = res.body as { id: number; name: string; surname: string }[];
    expect(Object.keys(names[0]).sort()).toEqual(['id', 'name', 'surname']);
    expect(names.some((n) => n.id === jonasId)).toBe(true);
    expect(names.some((n) => n.surname.startsWith('Aaa-ut'))).toBe(false);
    const surnames = names.map((n) => n.surname);
    expect(surnames).toEqual([...surnames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('keeps the names list as sent only until someone changes: a rename and a new person show on the next call', async () => {
    const first = await jonas.get('/api/v1/users/names').set('Accept-Encoding', 'br');
    expect((await jonas.get('/api/v1/users/names').set('Accept-Encoding', 'br')).body).toEqual(first.body);
    await t.ctx.ds.getRepository(User).update({ id: jonasId }, { surname: 'Petrauskas-Renamed' });
    const role = (await t.ctx.ds.getRepository(User).findOneByOrFail({ id: jonasId })).role_id;
    await buildUserRecord(t, { roleId: role, password: null, name: 'New', surname: 'Aaa-ut-new', username: 'ut_new', email: 'ut-new@example.com' });
    for (const encoding of ['br', 'gzip', 'identity']) {
      const names = (await jonas.get('/api/v1/users/names').set('Accept-Encoding', encoding)).body as { id: number; surname: string }[];
      expect(names.find((n) => n.id === jonasId)?.surname).toBe('Petrauskas-Renamed');
      expect(names[0].surname).toBe('Aaa-ut-new');
      expect(names).toHaveLength(first.body.length + 1);
    }
    await t.ctx.ds.getRepository(User).update({ id: jonasId }, { surname: 'Petrauskas' });
  });

  it('shows an employee only their own calendar and everyone with all_events_read', async () => {
    const own = await jonas.get('/api/v1/users/viewable');
    expect(own.body).toEqual([{ id: jonasId, name: 'Jonas', surname: 'Petrauskas' }]);
    const all = await admin.get('/api/v1/users/viewable');
    expect(all.body.length).toBe((await jonas.get('/api/v1/users/names')).body.length);
    expect(all.body.some((u: { id: number }) => u.id === jonasId)).toBe(true);
  });
});

describe('the language of e-mails and Teams messages', () => {
  it("follows the tab's language choice recorded as the `locale` setting: a password e-mail comes in Lithuanian, then in English again", async () => {
    /** The greeting of the newest password e-mail to Jonas (ASCII in both languages, so readable in the .eml as it is). */
    const resetMailGreeting = async () => {
      await t.http().post('/api/v1/users/reset/password').send({ email: 'jonas@demo.lt' }).expect(200);
      await t.ctx.events.drain();
      const mail = t.outbox().filter((m) => m.includes('To: jonas@demo.lt')).at(-1)!;
      return /^(Hello|Sveiki),? Jonas/m.exec(mail)?.[1];
    };
    expect((await jonas.get(`/api/v1/users/${jonasId}/info`)).body.locale).toBe('en');
    expect(await resetMailGreeting()).toBe('Hello');

    await jonas.post('/api/v1/users/settings').send({ id: 'locale', checked: true, value: 'lt', time: '2026-11-27T10:00:00Z' }).expect(201);
    expect((await jonas.get(`/api/v1/users/${jonasId}/info`)).body.locale).toBe('lt');
    expect(await resetMailGreeting()).toBe('Sveiki');

    await jonas.post('/api/v1/users/settings').send({ id: 'locale', checked: true, value: 'en', time: '2026-11-27T10:05:00Z' }).expect(201);
    expect(await resetMailGreeting()).toBe('Hello');
  });

  it('refuses a language other than en or lt and keeps the one set', async () => {
    const res = await jonas.post('/api/v1/users/settings').send({ id: 'locale', checked: true, value: 'de', time: '2026-11-27T10:00:00Z' });
    expect(res.status).toBe(400);
    expect(res.body.fields[0].path).toBe('value');
    expect((await jonas.get(`/api/v1/users/${jonasId}/info`)).body.locale).toBe('en');
  });
});
