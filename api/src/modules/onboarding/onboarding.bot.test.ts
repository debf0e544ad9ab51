/**
 * The checklist card's items are caller-controlled data (the card's `items`): a `checklist.refresh` with a forged
 * item list, sent through the real bot to a loopback Bot Connector, shows only the items whose person's checklist the
 * viewer may see in the tab (onboarding.policy canSeeProgress): nothing of a colleague's offboarding (with its
 * contract end date) to an employee without permissions, everything to an offboarding_tasks_read holder, and the
 * manager's own newcomer but not someone else's to a manager.
 */
import request from 'supertest';
import { companyDay } from '../../shared/company-time';
import { startTestApp, type TestApp } from '../../test/harness';
import { startBotServer, type BotServer } from '../../test/bot-server';
import { startConnector, teamsActivity, type Connector } from '../../test/teams-connector';
import { buildUser, buildUserRecord, type Person } from '../../test/factories';
import { shiftDay } from './onboarding.checklist';

type Element = { type: string; text?: string; items?: Element[] };
const flat = (els: Element[]): Element[] => els.flatMap((e) => [e, ...flat(e.items ?? [])]);
const texts = (c: { body: Element[] }) => flat(c.body).map((b) => b.text ?? '').join('\n');

let t: TestApp;
let connector: Connector;
let botServer: BotServer;
let botUrl: string;
let admin: Person;
let leaving: number;
let newcomer: number;
let otherNewcomer: number;
let exitTask: number;
let welcomeTask: number;
const contractEnd = shiftDay(companyDay(new Date()), 10);

/** Presses `checklist.refresh` as `who` with a forged item list; returns the card the bot answers. */
const refresh = async (who: string, items: number[][]) => {
  const res = await request(botUrl).post('/api/messages').send(teamsActivity(connector, 'ob', who, {
    type: 'invoke', name: 'adaptiveCard/action', value: { action: { type: 'Action.Execute', id: 'a', verb: 'checklist.refresh', data: { items } }, trigger: 'manual' },
  }));
  expect(res.status).toBe(200);
  return res.body.value as { body: Element[] };
};

beforeAll(async () => {
  connector = await startConnector();
  t = await startTestApp();
  botServer = await startBotServer(t);
  botUrl = botServer.url;

  admin = await buildUser(t, { permissions: ['onboarding_tasks_write', 'offboarding_tasks_write'] });
  const manager = await buildUser(t, { fields: { entra_object_id: 'aad-ob-manager' } });
  await buildUser(t, { fields: { entra_object_id: 'aad-ob-stranger' } });
  await buildUser(t, { permissions: ['offboarding_tasks_read'], fields: { entra_object_id: 'aad-ob-reader' } });
  leaving = (await buildUserRecord(t, { name: 'Lina', surname: 'Leaving', fields: { contract_end_date: contractEnd } })).id;
  newcomer = (await buildUserRecord(t, { managerId: manager.id, name: 'Nora', surname: 'Newcomer', fields: { start_work_date: shiftDay(contractEnd, -8) } })).id;
  otherNewcomer = (await buildUserRecord(t, { name: 'Otto', surname: 'Other', fields: { start_work_date: shiftDay(contractEnd, -8) } })).id;

  const task = async (kind: 'onboarding' | 'offboarding', name: string) => {
    const cat = (await admin.agent.post(`/api/v1/${kind}/categories`).send({ name: `${name} category`, seconds_to_complete: 0 }).expect(201)).body.category.id;
    return (await admin.agent.post(`/api/v1/${kind}/categories/${cat}/tasks`).send({ name, role_id: null, add_to_ongoing: true }).expect(201)).body.task.id as number;
  };
  exitTask = await task('offboarding', 'Exit interview');
  welcomeTask = await task('onboarding', 'Welcome meeting');
});
afterAll(async () => {
  await t.close();
  await botServer.close();
  await connector.close();
});

it("shows an employee without permissions nothing of a colleague's offboarding from a forged item list", async () => {
  const card = await refresh('stranger', [[2, leaving, exitTask], [1, newcomer, welcomeTask]]);
  const shown = texts(card);
  expect(shown).not.toContain('Lina Leaving');
  expect(shown).not.toContain('Exit interview');
  expect(shown).not.toContain('Nora Newcomer');
  expect(shown).not.toMatch(/Deadline/);
});

it('shows the items to an offboarding_tasks_read holder (offboarding only) and to the direct manager (own newcomer only)', async () => {
  const reader = texts(await refresh('reader', [[2, leaving, exitTask], [1, newcomer, welcomeTask]]));
  expect(reader).toContain('Lina Leaving');
  expect(reader).toContain('Exit interview');
  expect(reader).not.toContain('Nora Newcomer');

  const manager = texts(await refresh('manager', [[1, newcomer, welcomeTask], [1, otherNewcomer, welcomeTask], [2, leaving, exitTask]]));
  expect(manager).toContain('Nora Newcomer');
  expect(manager).not.toContain('Otto Other');
  expect(manager).not.toContain('Lina Leaving');
});
