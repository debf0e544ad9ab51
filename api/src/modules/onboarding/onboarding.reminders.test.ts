/**
 * Checklist reminders through the real bot (issue 15 item 3): the job run twice (and overlapping) on one day sends
 * exactly one grouped Teams card per responsible person through the bot's CloudAdapter to a loopback Bot Connector,
 * an e-mail instead to a responsible person without a Teams conversation, overdue tasks marked; "Mark done" on the
 * card completes the task (idempotent), refuses someone not responsible, and the card comes back refreshed; daily
 * notifications come again the next day, once-only ones do not.
 */
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { companyDay } from '../../shared/company-time';
import { startTestApp, type TestApp } from '../../test/harness';
import { startConnector, storeConversation as storeKit, type Connector } from '../../test/teams-connector';
import { buildRole, buildUser, buildUserRecord, type Person } from '../../test/factories';
import { mountTeams } from '../teams/teams';
import { shiftDay } from './onboarding.checklist';
import { ChecklistProgressRow } from './onboarding.entities';
import { runChecklistReminders } from './onboarding.reminders';

type Element = { type: string; text?: string; items?: Element[]; actions?: { type: string; title: string; verb?: string; data?: Record<string, unknown> }[] };
type Card = { body: Element[]; actions?: { type: string; url?: string }[]; refresh?: { action: { verb: string; data: Record<string, unknown> }; userIds?: string[] } };

let t: TestApp;
let connector: Connector;
let server: http.Server;
let botUrl: string;
let hr: Person;
let manager: Person;
let it1: Person;
let stranger: Person;
let itMailOnly: Person;
let newcomer: number;
let welcome: number;
let laptop: number;
const DAY = 86400;
const today = companyDay(new Date());
const day = (n: number) => shiftDay(today, n);
let seq = 0;

const storeConversation = (who: string, userId: number) => storeKit(t, connector.serviceUrl, who, userId, `aad-${who}`);
const cardsTo = (who: string) => connector.sent.filter((s) => s.conversationId === `a:conv-${who}`).map((s) => s.activity.attachments![0].content as unknown as Card);
const flat = (els: Element[]): Element[] => els.flatMap((e) => [e, ...flat(e.items ?? [])]);
const texts = (c: Card) => flat(c.body).map((b) => b.text ?? '').join('\n');
const buttons = (c: Card) => flat(c.body).flatMap((b) => b.actions ?? []).filter((a) => a.type === 'Action.Execute');
const press = (who: string, verb: string, data: Record<string, unknown>) =>
  request(botUrl).post('/api/messages').send({
    id: `act-${++seq}`, type: 'invoke', name: 'adaptiveCard/action', channelId: 'msteams', serviceUrl: connector.serviceUrl, timestamp: new Date().toISOString(), locale: 'en-US',
    from: { id: `29:${who}`, name: who, aadObjectId: `aad-${who}` }, recipient: { id: '28:portal-bot', name: 'Portal' },
    conversation: { id: `a:conv-${who}`, conversationType: 'personal', tenantId: 'tenant-1' }, channelData: { tenant: { id: 'tenant-1' } },
    value: { action: { type: 'Action.Execute', id: 'a', verb, data }, trigger: 'manual' },
  });

beforeAll(async () => {
  connector = await startConnector();
  t = await startTestApp();
  const app = express();
  app.use(express.json());
  mountTeams(t.ctx, app);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  botUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const itRole = await buildRole(t, { name: 'IT' });
  hr = await buildUser(t, { permissions: ['onboarding_tasks_write'] });
  manager = await buildUser(t, { name: 'Mona', surname: 'Manager', fields: { entra_object_id: 'aad-manager' } });
  it1 = await buildUser(t, { roleId: itRole, name: 'Ignas', surname: 'IT', fields: { entra_object_id: 'aad-it1' } });
  itMailOnly = await buildUser(t, { roleId: itRole, name: 'Ieva', surname: 'IT' });
  stranger = await buildUser(t, { fields: { entra_object_id: 'aad-stranger' } });
  for (const [who, p] of [['manager', manager], ['it1', it1], ['stranger', stranger]] as const) await storeConversation(who, p.id);
  newcomer = (await buildUserRecord(t, { managerId: manager.id, name: 'Nora', surname: 'Newcomer', fields: { start_work_date: day(1) } })).id;
  await buildUserRecord(t, { managerId: manager.id, name: 'Linas', surname: 'Late', fields: { start_work_date: day(-3) } });

  const cat = (await hr.agent.post('/api/v1/onboarding/categories').send({ name: 'First day', seconds_to_complete: 0 }).expect(201)).body.category.id;
  const task = async (name: string, roleId: number | null) =>
    (await hr.agent.post(`/api/v1/onboarding/categories/${cat}/tasks`).send({ name, role_id: roleId, add_to_ongoing: true }).expect(201)).body.task.id as number;
  welcome = await task('Welcome meeting', null);
  laptop = await task('Laptop', itRole);
  await hr.agent.post(`/api/v1/onboarding/tasks/${welcome}/notifications`).send({ seconds_prior_to_completion: 2 * DAY, daily: true }).expect(201);
  await hr.agent.post(`/api/v1/onboarding/tasks/${laptop}/notifications`).send({ seconds_prior_to_completion: 5 * DAY, daily: false }).expect(201);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => server.close(() => r()));
  await connector.close();
});

it('sends one grouped card per responsible person however often the job runs that day, and e-mail without Teams', async () => {
  const mailsBefore = t.outbox().length;
  // The demo company's own newcomers are on the checklist too: count what our people get.
  const runs = await Promise.all([runChecklistReminders(t.ctx), runChecklistReminders(t.ctx)]);
  expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(3);
  expect(await runChecklistReminders(t.ctx)).toBe(0);
  await t.ctx.events.drain();

  expect(cardsTo('manager')).toHaveLength(1);
  const card = cardsTo('manager')[0];
  expect(texts(card)).toContain('Nora Newcomer');
  expect(texts(card)).toContain('Linas Late');
  expect(texts(card)).toMatch(/Welcome meeting \(First day\)/);
  expect(texts(card)).toContain('Overdue');
  expect(buttons(card).map((b) => b.title)).toEqual(['Mark done', 'Mark done']);
  expect(card.actions?.[0].url).toMatch(/\/onboarding$/);
  expect(card.refresh?.userIds).toEqual(['29:manager']);

  expect(cardsTo('it1')).toHaveLength(1);
  expect(texts(cardsTo('it1')[0])).toMatch(/Nora Newcomer[^]*Laptop/);
  expect(cardsTo('stranger')).toHaveLength(0);

  const mails = t.outbox().slice(mailsBefore).filter((m) => m.includes(`To: ${itMailOnly.email}`));
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain('Laptop');
});

it('"Mark done" completes the task once, refuses anyone not responsible, and refreshes the card', async () => {
  const open = buttons(cardsTo('it1')[0]);
  const done = open.find((b) => (b.data!.item as number[])[1] === newcomer)!;
  const refused = await press('stranger', done.verb!, done.data!);
  expect(refused.status).toBe(200);
  expect(texts(refused.body.value)).toContain('You are not responsible for this task.');
  expect(await t.ctx.ds.getRepository(ChecklistProgressRow).countBy({ task_id: laptop })).toBe(0);

  const res = await press('it1', done.verb!, done.data!);
  expect(texts(res.body.value)).toContain('Marked as done.');
  expect(buttons(res.body.value)).toHaveLength(open.length - 1);
  expect(texts(res.body.value)).toContain('Done');
  const again = await press('it1', done.verb!, done.data!);
  expect(texts(again.body.value)).toContain('Marked as done.');
  expect(await t.ctx.ds.getRepository(ChecklistProgressRow).countBy({ task_id: laptop })).toBe(1);

  // The manager ticks Nora's welcome in the tab; the card's refresh shows it done.
  await manager.agent.put('/api/v1/onboarding/progress/toggle').send({ user_id: newcomer, task_id: welcome }).expect(200);
  const card = cardsTo('manager')[0];
  const refreshed = await press('manager', card.refresh!.action.verb, card.refresh!.action.data);
  expect(buttons(refreshed.body.value)).toHaveLength(1);
  expect(texts(refreshed.body.value)).toMatch(/Done/);
});

it('repeats daily notifications the next day until done, once-only ones not', async () => {
  const before = connector.sent.length;
  const tomorrow = new Date(Date.now() + 86400_000);
  expect(await runChecklistReminders(t.ctx, tomorrow)).toBeGreaterThanOrEqual(1);
  expect(await runChecklistReminders(t.ctx, tomorrow)).toBe(0);
  await t.ctx.events.drain();
  const sent = connector.sent.slice(before);
  // it1's laptop notification is once-only: nothing new for it1.
  expect(sent.map((s) => s.conversationId)).toEqual(['a:conv-manager']);
  const card = sent[0].activity.attachments![0].content as unknown as Card;
  expect(texts(card)).toContain('Linas Late');
  expect(texts(card)).not.toContain('Nora Newcomer');
});
