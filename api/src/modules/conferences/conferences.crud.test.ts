/**
 * Conferences and trainings over HTTP (issue 14 items 4 and 7; spec 3 §5 validation, §6 rules, §7 both
 * sets of calls, §8 success keys): create, edit, list (state, toggle, order, mine), cancel (deleted
 * without participants, else canceled with the participants e-mailed by their subscription), participants.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { buildChain, buildUser, type Person } from '../../test/factories';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { User } from '../users/users.entities';

let t: TestApp;
let creator: Person;
let other: Person;
let writer: Person;
let reader: Person;
let plain: Person;

const day = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * day).toISOString();
const valid = (over: Record<string, unknown> = {}) => ({
  title: 'Frontend Days', description: 'Two days of talks', location: 'Vilnius', date_start: at(10), date_end: at(11), price_per_person: 149.5, max_participants: 20, link: 'https://example.com', ...over,
});

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin@demo.lt');
  await buildChain(t, admin, [{ assignee_type: 'module_responsible' }], { mapTo: 'ConferenceParticipation' });
  creator = await buildUser(t, { permissions: ['conferences_read', 'conferences_register'] });
  other = await buildUser(t, { permissions: ['conferences_read', 'conferences_register'] });
  writer = await buildUser(t, { permissions: ['conferences_read', 'conferences_write'] });
  reader = await buildUser(t, { permissions: ['conferences_read', 'conference_participants_read'] });
  plain = await buildUser(t, { permissions: ['conferences_read'] });
});
afterAll(() => t.close());

const create = (p: Person, body: Record<string, unknown>, path = 'conferences') => p.agent.post(`/api/v1/${path}`).send(body);

it('create: required fields, price at least 0, max participants at least 0 (0 = unlimited), the end not before the start; needs conferences_register or conferences_write', async () => {
  for (const missing of ['title', 'description', 'location']) {
    const r = await create(creator, valid({ [missing]: ' ' }));
    expect([r.status, r.body.error_code, r.body.fields[0].path]).toEqual([400, 'provided_invalid_data', missing]);
  }
  const noPrice = await create(creator, { ...valid(), price_per_person: undefined });
  expect(noPrice.body.fields[0].path).toBe('price_per_person');
  expect((await create(creator, valid({ price_per_person: -1 }))).status).toBe(400);
  expect((await create(creator, valid({ max_participants: -1 }))).status).toBe(400);
  expect((await create(creator, valid({ description: 'x'.repeat(513) }))).status).toBe(400);
  const backwards = await create(creator, valid({ date_start: at(5), date_end: at(4) }));
  expect([backwards.status, backwards.body.fields[0].path]).toEqual([400, 'date_end']);
  expect((await create(plain, valid())).body.error_code).toBe('missing_permissions');

  const r = await create(creator, valid({ max_participants: 0, price_per_person: 0 }));
  expect(r.status).toBe(201);
  expect(r.body).toMatchObject({
    message: 'added_new_conference_successfully',
    conference: { kind: 'conference', title: 'Frontend Days', price_per_person: 0, max_participants: null, employee_id: creator.id, canceled: false, participants: 0, state: 'none', my_participation: null },
  });
  expect(r.body.conference.can).toEqual({ edit: true, cancel: true, participants: true, join: true, leave: false });
  const tr = await create(writer, valid({ title: 'Security training' }), 'trainings');
  expect([tr.status, tr.body.message, tr.body.conference.kind]).toEqual([201, 'added_new_training_successfully', 'training']);
  // One set of calls never answers for the other kind.
  expect((await plain.agent.get(`/api/v1/conferences/${tr.body.conference.id}`)).body.error_code).toBe('conference_not_found');
  expect((await plain.agent.get(`/api/v1/trainings/${r.body.conference.id}`)).body.error_code).toBe('training_not_found');
  // The settings module's conference types are still reached.
  expect((await plain.agent.get('/api/v1/conferences/types')).status).toBe(200);
});

it('edit: the creator or conferences_write; others are refused; a canceled item cannot be edited', async () => {
  const id = (await create(creator, valid({ title: 'To edit' }))).body.conference.id;
  const mine = await creator.agent.put(`/api/v1/conferences/${id}`).send(valid({ title: 'Edited', max_participants: null, link: null }));
  expect([mine.status, mine.body.message, mine.body.conference.title, mine.body.conference.link]).toEqual([200, 'updated_conference_successfully', 'Edited', null]);
  expect((await other.agent.put(`/api/v1/conferences/${id}`).send(valid())).body.error_code).toBe('missing_permissions');
  expect((await writer.agent.put(`/api/v1/conferences/${id}`).send(valid({ title: 'By the office' }))).body.conference.title).toBe('By the office');
  expect((await writer.agent.put(`/api/v1/conferences/${id}`).send(valid({ date_end: at(1) }))).status).toBe(400);
  // Nobody joined: cancel deletes it.
  const canceled = await creator.agent.put(`/api/v1/conferences/${id}/cancel`);
  expect(canceled.body).toEqual({ message: 'conference_successfully_deleted', id, deleted: true });
  expect((await creator.agent.get(`/api/v1/conferences/${id}`)).status).toBe(404);
});

it('list: canceled and ended items only with showFinished, sorted last; mine = created by me or my participation; state per row', async () => {
  const ended = (await create(creator, valid({ title: 'Old news', date_start: at(-3), date_end: at(-2) }))).body.conference;
  expect(ended.state).toBe('ended');
  expect(ended.can.cancel).toBe(false);
  const later = (await create(other, valid({ title: 'Later one', date_start: at(30), date_end: at(31) }))).body.conference;
  const sooner = (await create(other, valid({ title: 'Sooner one', date_start: at(2), date_end: at(3) }))).body.conference;
  const upcoming = (await plain.agent.get('/api/v1/conferences?pageSize=100')).body;
  const ids = upcoming.data.map((c: { id: number }) => c.id);
  expect(ids).not.toContain(ended.id);
  expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
  const all = (await plain.agent.get('/api/v1/conferences?pageSize=100&showFinished=true')).body.data;
  expect(all.at(-1).state).toMatch(/ended|canceled/);
  expect(all.map((c: { id: number }) => c.id)).toContain(ended.id);
  const mine = (await other.agent.get('/api/v1/conferences?scope=mine&pageSize=100')).body;
  expect(mine.data.map((c: { title: string }) => c.title).sort()).toEqual(['Later one', 'Sooner one']);
  expect(mine.totalCount).toBe(2);
  const paged = (await plain.agent.get('/api/v1/conferences?pageSize=5&page=1&q=Sooner')).body;
  expect([paged.totalCount, paged.data[0].id]).toEqual([1, sooner.id]);
  expect((await plain.agent.get('/api/v1/trainings?pageSize=100')).body.data.every((c: { kind: string }) => c.kind === 'training')).toBe(true);
});

it('cancel with participants: canceled, pending participations withdrawn, participants e-mailed unless they turned the conferences subscription off', async () => {
  const c = (await create(creator, valid({ title: 'Cancel me' }))).body.conference;
  const ann = await buildUser(t, { permissions: ['conferences_read'] });
  const ben = await buildUser(t, { permissions: ['conferences_read'] });
  await t.ctx.ds.getRepository(User).update(ben.id, { sub_conferences: false });
  const joinedA = (await ann.agent.post(`/api/v1/conferences/${c.id}/join`).send({})).body;
  await ann.agent.patch(`/api/v1/requests/object/${joinedA.id}/init/ConferenceParticipation`).expect(200);
  await ben.agent.post(`/api/v1/conferences/${c.id}/join`).send({}).expect(200);

  expect((await other.agent.put(`/api/v1/conferences/${c.id}/cancel`)).body.error_code).toBe('missing_permissions');
  const before = t.outbox().length;
  const r = await creator.agent.put(`/api/v1/conferences/${c.id}/cancel`);
  expect(r.body).toEqual({ message: 'conference_successfully_canceled', id: c.id, deleted: false });
  await t.ctx.events.drain();
  // The engine also tells the owner of a withdrawn request; the item's own notice carries a canceling .ics.
  const notices = t.outbox().slice(before).filter((m) => m.includes('filename=conference.ics'));
  expect(notices.filter((m) => m.includes(ann.email))).toHaveLength(1);
  expect(notices.filter((m) => m.includes(ben.email))).toHaveLength(0);
  const ics = Buffer.from(notices[0].split('filename=conference.ics')[1].split(/\r?\n\r?\n/)[1].split('----')[0].replace(/\s+/g, ''), 'base64').toString('utf8');
  expect(ics).toContain('STATUS:CANCELLED');
  expect(ics).toContain(`UID:portal-conference-${c.id}@employee-portal`);
  const request = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: joinedA.request_id });
  expect(request.status).toBe('canceled');
  const seen = (await ann.agent.get(`/api/v1/conferences/${c.id}`)).body;
  expect([seen.state, seen.canceled, seen.my_participation.status, seen.can.join, seen.can.leave]).toEqual(['canceled', true, 'canceled', false, false]);
  expect((await creator.agent.put(`/api/v1/conferences/${c.id}/cancel`)).body.error_code).toBe('conference_canceled');
  expect((await writer.agent.put(`/api/v1/conferences/${c.id}`).send(valid())).body.error_code).toBe('conference_canceled');
  expect((await ann.agent.post(`/api/v1/conferences/${c.id}/join`).send({})).body.error_code).toBe('conference_canceled');
});

it('cancel of an ended item is refused; participants: the creator, conferences_write or conference_participants_read', async () => {
  const ended = (await create(creator, valid({ date_start: at(-3), date_end: at(-2) }))).body.conference;
  expect((await creator.agent.put(`/api/v1/conferences/${ended.id}/cancel`)).body.error_code).toBe('conference_ended');
  const c = (await create(creator, valid({ title: 'Who comes' }))).body.conference;
  const ann = await buildUser(t, { permissions: ['conferences_read'], name: 'Ann', surname: 'Joiner' });
  const joined = (await ann.agent.post(`/api/v1/conferences/${c.id}/join`).send({})).body;
  for (const p of [creator, writer, reader]) {
    const r = await p.agent.get(`/api/v1/conferences/${c.id}/participations`);
    expect(r.body).toEqual([{ id: joined.id, user_id: ann.id, user_name: 'Ann Joiner', confirmed: false, status: 'pending', request_id: joined.request_id }]);
  }
  for (const p of [other, ann]) expect((await p.agent.get(`/api/v1/conferences/${c.id}/participations`)).body.error_code).toBe('missing_permissions');
});
