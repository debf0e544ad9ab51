/**
 * Guests over HTTP (issue 14 item 3; spec 3 §3 Guest, §4, §5 Guests, §6 guests_*, §7 Guests, §8 success keys):
 * register with validation, the paged list with ended visits hidden unless asked, ownership of edit and cancel,
 * delete by guests_write, notify_admin e-mails to the office administrators (guests subscription respected)
 * and the registrator's calendar file (.ics) following edits and the cancellation.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { buildUser, type Person } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { User } from '../users/users.entities';
import { GuestVisit } from './guests.entities';

let t: TestApp;
let office: Person;
let quietOffice: Person;
let reader: Person;
let ann: Person;
let ben: Person;
let outsider: Person;

beforeAll(async () => {
  t = await startTestApp();
  office = await buildUser(t, { permissions: ['guests_write'] });
  quietOffice = await buildUser(t, { permissions: ['guests_write', 'guests_read', 'guests_register'] });
  await t.ctx.ds.getRepository(User).update(quietOffice.id, { sub_guests: false });
  reader = await buildUser(t, { permissions: ['guests_read'] });
  ann = await buildUser(t, { permissions: ['guests_register'] });
  ben = await buildUser(t, { permissions: ['guests_register', 'guests_read'] });
  outsider = await buildUser(t, { permissions: ['library_read'] });
});
afterAll(() => t.close());

const hours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();
const visit = (over: Record<string, unknown> = {}) => ({
  name: 'Jonas Petraitis', purpose: 'Contract signing', phone_number: '+370 600 00000', notes: null,
  date_start: hours(24), date_end: hours(26), is_employee: false, ...over,
});
const register = async (who: Person, over: Record<string, unknown> = {}) => (await who.agent.post('/api/v1/guests').send(visit(over)).expect(201)).body.guest;
const list = async (who: Person, query = '') => (await who.agent.get(`/api/v1/guests?pageSize=100${query}`).expect(200)).body;
const ids = (body: { data: { id: number }[] }) => body.data.map((g) => g.id);
const count = () => t.ctx.ds.getRepository(GuestVisit).count();

/** Mails written since `from`, after the subscribers ran. */
const mailsSince = async (from: number) => {
  await t.ctx.events.drain();
  return t.outbox().slice(from);
};
const to = (mails: string[], p: Person) => mails.filter((m) => m.includes(`To: ${p.email}`));
/** The decoded text of the guest.ics attachment of a mail. */
const icsOf = (mail: string) => {
  const part = mail.split(/filename=.?guest\.ics.?\r?\n(?:.*\r?\n)*?\r?\n/)[1];
  return Buffer.from(part.split(/\r?\n--/)[0].replace(/\s/g, ''), 'base64').toString('utf8').replace(/\r?\n[ \t]/g, '');
};

it('registers a guest of the caller with every field and the success key', async () => {
  const r = await ann.agent.post('/api/v1/guests').send(visit({ notes: 'Parking place 3', is_employee: true }));
  expect(r.status).toBe(201);
  expect(r.body.message).toBe('guest_has_been_successfully_registered');
  expect(r.body.guest).toMatchObject({
    name: 'Jonas Petraitis', purpose: 'Contract signing', phone_number: '+370 600 00000', notes: 'Parking place 3', is_employee: true,
    registrator_id: ann.id, canceled: false, ended: false, state: 'registered', can: { edit: true, cancel: true, delete: false },
  });
  expect(r.body.guest.registrator_name).toMatch(/^Tester\d+ Surname\d+$/);
});

it('refuses missing fields, texts over the limits and an end before the start with 400 provided_invalid_data; nothing is written', async () => {
  const before = await count();
  for (const [body, field] of [
    [visit({ name: '  ' }), 'name'],
    [visit({ purpose: undefined }), 'purpose'],
    [visit({ phone_number: '' }), 'phone_number'],
    [visit({ date_start: 'tomorrow' }), 'date_start'],
    [visit({ purpose: 'x'.repeat(2049) }), 'purpose'],
    [visit({ notes: 'x'.repeat(2049) }), 'notes'],
    [visit({ name: 'x'.repeat(256) }), 'name'],
    [visit({ date_start: hours(5), date_end: hours(4) }), 'date_end'],
  ] as const) {
    const r = await ann.agent.post('/api/v1/guests').send(body);
    expect(r.status).toBe(400);
    expect(r.body.error_code).toBe('provided_invalid_data');
    expect(JSON.stringify(r.body.fields)).toContain(field);
  }
  await ann.agent.post('/api/v1/guests').send(visit({ purpose: 'x'.repeat(2048), date_start: hours(5), date_end: hours(5) })).expect(201);
  expect(await count()).toBe(before + 1);
});

it('lists guests paged, hiding ended visits unless show_ended=true; canceled ones keep their label', async () => {
  const past = await register(office, { name: 'Past visitor', date_start: hours(-30), date_end: hours(-28) });
  const now = await register(office, { name: 'Here now', date_start: hours(-1), date_end: hours(1) });
  const later = await register(office, { name: 'Later visitor', date_start: hours(48), date_end: hours(49) });
  await office.agent.put(`/api/v1/guests/${later.id}/cancel`).expect(200);

  const plain = await list(reader);
  expect(plain.scope).toBe('all');
  expect(ids(plain)).toEqual(expect.arrayContaining([now.id, later.id]));
  expect(ids(plain)).not.toContain(past.id);
  expect(plain.data.find((g: { id: number }) => g.id === later.id)).toMatchObject({ state: 'canceled', canceled: true });

  const all = await list(reader, '&show_ended=true');
  const row = all.data.find((g: { id: number }) => g.id === past.id);
  expect(row).toMatchObject({ ended: true, state: 'ended', can: { edit: false, cancel: false, delete: false } });
  // coming visits first (by arrival), ended ones after them
  expect(ids(all).indexOf(now.id)).toBeLessThan(ids(all).indexOf(later.id));
  expect(ids(all).indexOf(later.id)).toBeLessThan(ids(all).indexOf(past.id));
  expect(all.totalCount).toBe(plain.totalCount + all.data.filter((g: { ended: boolean }) => g.ended).length);

  const page = (await reader.agent.get('/api/v1/guests?page=2&pageSize=5&show_ended=true').expect(200)).body;
  expect(page).toMatchObject({ currentPage: 2, totalCount: all.totalCount });
  expect(ids(page)).toEqual(ids(all).slice(5, 10));
  expect(ids((await reader.agent.get('/api/v1/guests?q=here%20NOW').expect(200)).body)).toEqual([now.id]);
  await reader.agent.get('/api/v1/guests?pageSize=7').expect(400);
});

it('gives a registrator without guests_read only the visits they registered; refuses callers without a guests permission', async () => {
  const own = await register(ann, { name: 'Ann guest' });
  const body = await list(ann, '&show_ended=true');
  expect(body.scope).toBe('own');
  expect(ids(body)).toContain(own.id);
  expect(body.data.every((g: { registrator_id: number }) => g.registrator_id === ann.id)).toBe(true);
  const r = await outsider.agent.get('/api/v1/guests');
  expect(r.status).toBe(403);
  expect(r.body.error_code).toBe('missing_permissions');
  expect((await outsider.agent.post('/api/v1/guests').send(visit())).status).toBe(403);
  expect((await reader.agent.post('/api/v1/guests').send(visit())).status).toBe(403);
});

it('lets the registrator edit and cancel only their own visits; guests_write edits any', async () => {
  const g = await register(ann);
  const start = hours(30);
  const edited = await ann.agent.put(`/api/v1/guests/${g.id}`).send(visit({ name: 'Jonas P.', date_start: start, date_end: hours(31) })).expect(200);
  expect(edited.body).toMatchObject({ message: 'guest_registration_has_been_updated', guest: { name: 'Jonas P.', date_start: start } });

  const foreign = await ben.agent.put(`/api/v1/guests/${g.id}`).send(visit({ name: 'Hijack' }));
  expect(foreign.status).toBe(403);
  expect(foreign.body.error_code).toBe('missing_permissions');
  expect((await ben.agent.put(`/api/v1/guests/${g.id}/cancel`)).status).toBe(403);
  const bens = await register(ben);
  const hidden = await ann.agent.put(`/api/v1/guests/${bens.id}`).send(visit());
  expect(hidden.status).toBe(404);
  expect(hidden.body.error_code).toBe('guest_not_found');

  await office.agent.put(`/api/v1/guests/${g.id}`).send(visit({ name: 'Fixed by office' })).expect(200);
  const again = await ann.agent.put(`/api/v1/guests/${g.id}`).send(visit({ name: 'Fixed by office', is_employee: true })).expect(200);
  expect(again.body.guest).toMatchObject({ name: 'Fixed by office', is_employee: true });
  const bad = await ann.agent.put(`/api/v1/guests/${g.id}`).send(visit({ date_start: hours(5), date_end: hours(1) }));
  expect(bad.status).toBe(400);
  expect((await t.ctx.ds.getRepository(GuestVisit).findOneByOrFail({ id: g.id })).name).toBe('Fixed by office');
  await ann.agent.put('/api/v1/guests/999999').send(visit()).expect(404);
});

it('cancels a visit once and never an ended one; a canceled visit cannot be edited', async () => {
  const g = await register(ann);
  const r = await ann.agent.put(`/api/v1/guests/${g.id}/cancel`).expect(200);
  expect(r.body).toMatchObject({ message: 'guest_successfully_canceled', guest: { canceled: true, state: 'canceled', can: { edit: false, cancel: false } } });
  const again = await ann.agent.put(`/api/v1/guests/${g.id}/cancel`);
  expect([again.status, again.body.error_code]).toEqual([409, 'guest_canceled']);
  const edit = await office.agent.put(`/api/v1/guests/${g.id}`).send(visit());
  expect([edit.status, edit.body.error_code]).toEqual([409, 'guest_canceled']);

  const past = await register(ann, { date_start: hours(-5), date_end: hours(-4) });
  const late = await office.agent.put(`/api/v1/guests/${past.id}/cancel`);
  expect([late.status, late.body.error_code]).toEqual([409, 'guest_visit_ended']);
  expect((await t.ctx.ds.getRepository(GuestVisit).findOneByOrFail({ id: past.id })).canceled).toBe(false);
});

it('deletes any visit only with guests_write', async () => {
  const g = await register(ben);
  expect((await ben.agent.delete(`/api/v1/guests/${g.id}`)).status).toBe(403);
  expect((await reader.agent.delete(`/api/v1/guests/${g.id}`)).status).toBe(403);
  const r = await office.agent.delete(`/api/v1/guests/${g.id}`).expect(200);
  expect(r.body.message).toBe('guest_successfully_deleted');
  expect(ids(await list(reader, '&show_ended=true'))).not.toContain(g.id);
  const gone = await office.agent.delete(`/api/v1/guests/${g.id}`);
  expect([gone.status, gone.body.error_code]).toEqual([404, 'guest_not_found']);
});

it('notify_admin e-mails the office administrators (guests_write) who keep the guests subscription, not the registrator', async () => {
  const before = t.outbox().length;
  const g = await register(ben, { name: 'Ona Guest', notify_admin: true });
  const mails = await mailsSince(before);
  expect(to(mails, office)).toHaveLength(1);
  expect(to(mails, office)[0]).toContain('Subject: Guest registered: Ona Guest');
  expect(to(mails, office)[0]).toContain('Contract signing');
  expect(to(mails, quietOffice)).toHaveLength(0);
  expect(to(mails, ben)).toHaveLength(0);
  expect(to(mails, reader)).toHaveLength(0);

  const mid = t.outbox().length;
  await ben.agent.put(`/api/v1/guests/${g.id}/cancel`).expect(200);
  const later = await mailsSince(mid);
  expect(to(later, office)).toHaveLength(1);
  expect(to(later, office)[0]).toContain('Guest visit canceled');

  const quiet = t.outbox().length;
  await register(ben, { notify_admin: false });
  expect(to(await mailsSince(quiet), office)).toHaveLength(0);
});

it('an administrator reads the visit in their own language, times DD/MM/YYYY HH:mm in company time (Vilnius)', async () => {
  const lina = await buildUser(t, { permissions: ['guests_write'], locale: 'lt' });
  const before = t.outbox().length;
  await register(ben, { name: 'Rūta Svečia', notify_admin: true, date_start: '2027-03-02T08:30:00.000Z', date_end: '2027-03-02T10:00:00.000Z' });
  const [mail] = mailsTo(await mailsSince(before), lina.email);
  expect(mail.subject).toBe('Užregistruotas svečias: Rūta Svečia');
  expect(mail.text).toContain('Atvyksta: 02/03/2027 10:30\nIšvyksta: 02/03/2027 12:00');
  expect(mail.text).toContain(`${t.ctx.config.publicUrl}/guests`);
  await t.ctx.ds.getRepository(User).update(lina.id, { disabled: true });
});

it('send_calendar_file e-mails the registrator an .ics of the visit, updated after an edit and canceled with the visit', async () => {
  const before = t.outbox().length;
  const start = '2027-03-02T08:30:00.000Z';
  const g = await register(ann, { name: 'Calendar guest', date_start: start, date_end: '2027-03-02T10:00:00.000Z', send_calendar_file: true });
  const first = to(await mailsSince(before), ann);
  expect(first).toHaveLength(1);
  expect(first[0]).toMatch(/Content-Type: text\/calendar/);
  const ics = icsOf(first[0]);
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`UID:portal-guest-${g.id}@employee-portal`);
  expect(ics).toContain('SUMMARY:Guest: Calendar guest');
  expect(ics).toContain('DTSTART:20270302T083000Z');
  expect(ics).toContain('DTEND:20270302T100000Z');
  expect(ics).toContain('SEQUENCE:0');

  const mid = t.outbox().length;
  await ann.agent.put(`/api/v1/guests/${g.id}`).send(visit({ name: 'Calendar guest', date_start: start, date_end: '2027-03-02T11:00:00.000Z' })).expect(200);
  const updated = icsOf(to(await mailsSince(mid), ann)[0]);
  expect(updated).toContain('DTEND:20270302T110000Z');
  expect(updated).toContain('SEQUENCE:1');

  const end = t.outbox().length;
  await ann.agent.put(`/api/v1/guests/${g.id}/cancel`).expect(200);
  const canceled = icsOf(to(await mailsSince(end), ann)[0]);
  expect(canceled).toContain('STATUS:CANCELLED');
  expect(canceled).toContain('SEQUENCE:2');

  const none = t.outbox().length;
  await register(ann, { send_calendar_file: false });
  expect(to(await mailsSince(none), ann)).toHaveLength(0);
});

it('sends no calendar file to a registrator who is never e-mailed (should_send_email off)', async () => {
  const quiet = await buildUser(t, { permissions: ['guests_register'] });
  await t.ctx.ds.getRepository(User).update(quiet.id, { should_send_email: false });
  const before = t.outbox().length;
  await register(quiet, { send_calendar_file: true });
  expect(to(await mailsSince(before), quiet)).toHaveLength(0);
});
