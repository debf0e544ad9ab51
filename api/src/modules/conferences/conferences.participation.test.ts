/**
 * Participation through the approval engine (issue 14 items 4 and 7; spec 3 §4 participation, §6 join
 * and leave rules, §7 join/leave with the follow-up submit typed ConferenceParticipation | Training):
 * join → pending → the chain of the conference type → attending; rejected; leave before and after
 * approval; the calendar file; max participants never exceeded, even under concurrent approvals.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { buildChain, buildUser, type Person } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { User } from '../users/users.entities';
import { Conference } from './conferences.entities';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let office: Person;
let creator: Person;
let typeChain: number;

const day = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * day).toISOString();
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Node Congress', description: 'Talks', location: 'Kaunas', date_start: at(7), date_end: at(8), price_per_person: 99, ...over,
});
const employee = () => buildUser(t, { permissions: ['conferences_read', 'conferences_register'] });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
  office = await buildUser(t, { permissions: ['conferences_read', 'conferences_write'] });
  creator = await employee();
  await buildChain(t, admin, [{ assignee_type: 'module_responsible' }], { mapTo: 'ConferenceParticipation' });
  await buildChain(t, admin, [{ assignee_type: 'module_responsible' }], { mapTo: 'Training' });
  typeChain = (await buildChain(t, admin, [{ name: 'Office decides', assignee_type: 'module_responsible' }])).chainId;
});
afterAll(() => t.close());

const newItem = async (over: Record<string, unknown> = {}, path = 'conferences') => {
  const r = await creator.agent.post(`/api/v1/${path}`).send(body(over));
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return r.body.conference.id as number;
};
const joinAndSubmit = async (p: Person, id: number, path = 'conferences', type = 'ConferenceParticipation') => {
  const j = await p.agent.post(`/api/v1/${path}/${id}/join`).send({});
  if (j.status !== 200) throw new Error(JSON.stringify(j.body));
  await p.agent.patch(`/api/v1/requests/object/${j.body.id}/init/${type}`).expect(200);
  return j.body as { id: number; request_id: number };
};
const approve = (requestId: number) => office.agent.patch(`/api/v2/chains/${requestId}/approve`);
const seen = async (p: Person, id: number, path = 'conferences') => (await p.agent.get(`/api/v1/${path}/${id}`)).body;

it('join → waiting for approval → submitted into the conference type\'s chain → approved: attending, counted', async () => {
  const types = (await admin.get('/api/v1/conferences/types')).body;
  await admin.put(`/api/v1/conferences/types/${types[0].id}/assign-chain`).send({ chain_id: typeChain }).expect(200);
  const id = await newItem({ conference_type_id: types[0].id, max_participants: 5 });
  const ann = await employee();
  const j = await ann.agent.post(`/api/v1/conferences/${id}/join`).send({ send_calendar_file: false });
  expect(j.body).toEqual({ message: 'request_successfully_sent', id: expect.any(Number), request_id: expect.any(Number), status: 'not_initialized', participation_status: 'pending', reinit: false });
  expect((await seen(ann, id)).state).toBe('waiting_for_approval');
  expect((await seen(ann, id)).can).toMatchObject({ join: false, leave: true });
  expect((await ann.agent.post(`/api/v1/conferences/${id}/join`).send({})).body.error_code).toBe('already_participating');

  await ann.agent.patch(`/api/v1/requests/object/${j.body.id}/init/ConferenceParticipation`).expect(200);
  const request = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: j.body.request_id });
  expect([request.request_name, request.status, request.chain_id]).toEqual(['conference_participation', 'in_progress', typeChain]);
  const object = (await office.agent.get(`/api/v1/requests/${request.id}/object`)).body;
  expect(object).toMatchObject({ id: j.body.id, conference_id: id, title: 'Node Congress', user_id: ann.id, confirmed: false, max_participants: 5 });
  expect((await approve(request.id)).body).toMatchObject({ status: 'approved' });

  const after = await seen(ann, id);
  expect([after.state, after.participants, after.my_participation.status, after.my_participation.confirmed, after.can.join, after.can.leave]).toEqual(['attending', 1, 'completed', true, false, true]);
  expect((await seen(creator, id)).state).toBe('none');
  expect((await ann.agent.get('/api/v1/conferences?scope=mine')).body.data.map((c: { id: number }) => c.id)).toEqual([id]);
});

it('a rejected participation is shown as rejected (completed, not confirmed) and the person may ask again', async () => {
  const id = await newItem();
  const ben = await employee();
  const j = await joinAndSubmit(ben, id);
  await office.agent.patch(`/api/v2/chains/${j.request_id}/reject`).send({ message: 'Budget' }).expect(200);
  const list = (await office.agent.get(`/api/v1/conferences/${id}/participations`)).body;
  expect(list).toEqual([expect.objectContaining({ user_id: ben.id, status: 'completed', confirmed: false })]);
  const after = await seen(ben, id);
  expect([after.state, after.can.join, after.can.leave]).toEqual(['none', true, false]);
  expect((await ben.agent.post(`/api/v1/conferences/${id}/leave`)).body.error_code).toBe('participation_cannot_be_left');
  expect((await ben.agent.post(`/api/v1/conferences/${id}/join`).send({})).status).toBe(200);
});

it('leave: a pending participation is withdrawn at once; a confirmed one goes through the chain (confirmed but pending) and then stops counting', async () => {
  const id = await newItem();
  const cid = await newItem({ title: 'Not submitted' });
  const cat = await employee();
  const draft = (await cat.agent.post(`/api/v1/conferences/${cid}/join`).send({})).body;
  const left0 = await cat.agent.post(`/api/v1/conferences/${cid}/leave`);
  expect(left0.body).toMatchObject({ id: draft.id, request_id: null, participation_status: 'canceled', reinit: false });
  expect((await seen(cat, cid)).my_participation).toBeNull();

  const pending = await joinAndSubmit(cat, id);
  const left = await cat.agent.post(`/api/v1/conferences/${id}/leave`);
  expect(left.body).toMatchObject({ message: 'request_successfully_sent', id: pending.id, status: 'canceled', participation_status: 'canceled', reinit: false });
  expect((await seen(cat, id)).state).toBe('none');
  expect((await cat.agent.post(`/api/v1/conferences/${id}/leave`)).body.error_code).toBe('participation_not_found');

  const again = await joinAndSubmit(cat, id);
  await approve(again.request_id).expect(200);
  expect((await seen(cat, id)).participants).toBe(1);
  const leaving = await cat.agent.post(`/api/v1/conferences/${id}/leave`);
  expect(leaving.body).toMatchObject({ id: again.id, status: 'in_progress', participation_status: 'pending', reinit: true });
  const mid = await seen(cat, id);
  expect([mid.state, mid.my_participation.confirmed, mid.my_participation.status, mid.can.leave, mid.participants]).toEqual(['attending', true, 'pending', false, 1]);
  expect((await cat.agent.post(`/api/v1/conferences/${id}/leave`)).body.error_code).toBe('participation_cannot_be_left');
  await approve(again.request_id).expect(200);
  const gone = await seen(cat, id);
  expect([gone.state, gone.participants, gone.my_participation.status, gone.can.join]).toEqual(['none', 0, 'canceled', true]);
});

it('send_calendar_file e-mails the joiner an .ics of the item', async () => {
  const id = await newItem({ title: 'Calendar conf' });
  const dan = await employee();
  const before = t.outbox().length;
  await dan.agent.post(`/api/v1/conferences/${id}/join`).send({ send_calendar_file: true }).expect(200);
  await t.ctx.events.drain();
  const mail = t.outbox().slice(before).find((m) => m.includes(dan.email));
  expect(mail).toBeDefined();
  expect(mail).toContain('Content-Type: text/calendar');
  const ics = Buffer.from(mail!.split('filename=conference.ics')[1].split(/\r?\n\r?\n/)[1].split('----')[0].replace(/\s+/g, ''), 'base64').toString('utf8');
  expect(ics).toContain('SUMMARY:Calendar conf');
  expect(ics).toContain(`UID:portal-conference-${id}@employee-portal`);
  expect(ics).toContain('STATUS:TENTATIVE');
});

it('the calendar file mail is in the joiner\'s language, times DD/MM/YYYY HH:mm in company time (Vilnius, summer)', async () => {
  const id = await newItem({ title: 'Vasaros konferencija', date_start: '2027-05-10T07:00:00.000Z', date_end: '2027-05-10T15:00:00.000Z' });
  const lina = await buildUser(t, { permissions: ['conferences_read', 'conferences_register'], locale: 'lt' });
  const before = t.outbox().length;
  await lina.agent.post(`/api/v1/conferences/${id}/join`).send({ send_calendar_file: true }).expect(200);
  await t.ctx.events.drain();
  const [mail] = mailsTo(t.outbox().slice(before), lina.email);
  expect(mail.subject).toBe('Paprašėte dalyvauti: Vasaros konferencija');
  expect(mail.text).toContain('Prasideda: 10/05/2027 10:00\nBaigiasi: 10/05/2027 18:00');
  expect(mail.text).toContain(`${t.ctx.config.publicUrl}/conferences`);
  expect(mail.attachments.map((a) => a.filename)).toEqual(['conference.ics']);
  // an account that is never e-mailed (should_send_email off) gets no file
  await t.ctx.ds.getRepository(User).update(lina.id, { should_send_email: false });
  const other = await newItem({ title: 'Kita konferencija' });
  const mark = t.outbox().length;
  await lina.agent.post(`/api/v1/conferences/${other}/join`).send({ send_calendar_file: true }).expect(200);
  await t.ctx.events.drain();
  expect(mailsTo(t.outbox().slice(mark), lina.email)).toHaveLength(0);
});

it('trainings: the same calls, request type training (follow-up Training); no chain → chain_mapping_not_configured', async () => {
  const id = await newItem({ title: 'First aid' }, 'trainings');
  const eve = await employee();
  const j = await joinAndSubmit(eve, id, 'trainings', 'Training');
  const request = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: j.request_id });
  expect(request.request_name).toBe('training');
  await approve(j.request_id).expect(200);
  expect((await seen(eve, id, 'trainings')).state).toBe('attending');
  await admin.patch('/api/v1/chains/mapping').send([{ request_name: 'training', chain_id: null }]);
  const none = await newItem({ title: 'Unmapped' }, 'trainings');
  const r = await eve.agent.post(`/api/v1/trainings/${none}/join`).send({});
  if (r.status === 200) throw new Error('the mapping could not be cleared in this test');
  expect([r.status, r.body.error_code]).toEqual([400, 'chain_mapping_not_configured']);
});

it('full: a join is refused once confirmed participants reach max_participants; a late approval over the limit fails and keeps nothing', async () => {
  const id = await newItem({ max_participants: 1 });
  const [a, b] = [await employee(), await employee()];
  const ja = await joinAndSubmit(a, id);
  const jb = await joinAndSubmit(b, id);
  await approve(ja.request_id).expect(200);
  expect((await seen(b, id)).state).toBe('full');
  expect((await (await employee()).agent.post(`/api/v1/conferences/${id}/join`).send({})).body.error_code).toBe('conference_is_full');
  const late = await approve(jb.request_id);
  expect([late.status, late.body.error_code]).toEqual([409, 'conference_is_full']);
  expect((await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ id: jb.request_id })).status).toBe('in_progress');
  expect((await t.ctx.ds.getRepository(Conference).findOneByOrFail({ id })).confirmed_count).toBe(1);
});

it('never over-filled when 8 approvals race for 3 places', async () => {
  const id = await newItem({ max_participants: 3 });
  const people = await Promise.all(Array.from({ length: 8 }, () => employee()));
  const joined = [];
  for (const p of people) joined.push(await joinAndSubmit(p, id));
  const results = await Promise.all(joined.map((j) => approve(j.request_id)));
  expect(results.filter((r) => r.status === 200)).toHaveLength(3);
  expect(results.filter((r) => r.status === 409).map((r) => r.body.error_code)).toEqual(Array(5).fill('conference_is_full'));
  expect((await t.ctx.ds.getRepository(Conference).findOneByOrFail({ id })).confirmed_count).toBe(3);
  const list = (await office.agent.get(`/api/v1/conferences/${id}/participations`)).body;
  expect(list.filter((p: { confirmed: boolean }) => p.confirmed)).toHaveLength(3);
});

it('POST /api/v2/chains creates and submits a participation in one call (requestType conference_participation, conference_id)', async () => {
  const id = await newItem({ title: 'One call' });
  const fay = await employee();
  const r = await fay.agent.post('/api/v2/chains?submit=true').send({ requestType: 'conference_participation', conference_id: id });
  expect([r.status, r.body.status]).toEqual([201, 'in_progress']);
  const after = await seen(fay, id);
  expect([after.state, after.my_participation.request_id]).toEqual(['waiting_for_approval', r.body.id]);
  expect((await fay.agent.post('/api/v2/chains?submit=true').send({ requestType: 'ConferenceParticipation', conference_id: id })).body.error_code).toBe('already_participating');
  expect((await fay.agent.post('/api/v2/chains').send({ requestType: 'ConferenceParticipation' })).status).toBe(400);
});
