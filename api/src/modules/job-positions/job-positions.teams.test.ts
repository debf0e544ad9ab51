/**
 * New applications in Teams (issue 15 item 4): the hiring manager who talked to the bot gets one card per new
 * application in their language — who applied or who referred whom — with an "Open application" button that opens
 * /positions/{id}/applications#{applicationId} in the tab (Teams' Bot Connector played by a loopback server).
 */
import express from 'express';
import { startTestApp, type TestApp } from '../../test/harness';
import { startConnector, storeConversation, type Connector } from '../../test/teams-connector';
import { buildUser, type Person } from '../../test/factories';
import { mountTeams } from '../teams/teams';

let t: TestApp;
let connector: Connector;
let serviceUrl: string;
let hr: Person;
let manager: Person;
let employee: Person;

beforeAll(async () => {
  connector = await startConnector();
  serviceUrl = connector.serviceUrl;
  t = await startTestApp();
  mountTeams(t.ctx, express());
  hr = await buildUser(t, { permissions: ['job_positions_read', 'job_positions_write'] });
  manager = await buildUser(t, { locale: 'lt', name: 'Mindaugas', surname: 'Stankevičius' });
  employee = await buildUser(t, { permissions: ['job_positions_read'], name: 'Tomas', surname: 'Žemaitis' });
  await storeConversation(t, serviceUrl, 'manager', manager.id);
});
afterAll(async () => {
  await t.close();
  await connector.close();
});

it('sends the hiring manager one card per new referral, in Lithuanian, opening the application in the tab', async () => {
  const position = (await hr.agent.post('/api/v1/job-positions').send({ title: 'Data analyst', hiring_manager_id: manager.id, date_open: '2026-11-01', referral_level: 'gold', published: true }).expect(201)).body.position;
  const app = (await employee.agent.post(`/api/v1/job-positions/${position.id}/applications`).send({
    name: 'Lina', surname: 'Linaitė', email: 'lina@example.lt', phone_number: '+370 600 22222', applied_self: false, information_presented: true,
  }).expect(201)).body.application;
  await t.ctx.events.drain();
  const cards = connector.sent.filter((s) => s.conversationId === 'a:conv-manager').map((s) => JSON.stringify(s.activity.attachments?.[0]?.content ?? {}));
  expect(cards).toHaveLength(1);
  expect(cards[0]).toContain('Nauja rekomendacija: Data analyst');
  expect(cards[0]).toContain('Tomas Žemaitis rekomendavo Lina Linaitė pozicijai „Data analyst“.');
  expect(cards[0]).toContain('Atidaryti paraišką');
  expect(decodeURIComponent(cards[0])).toContain(`/positions/${position.id}/applications#${app.id}`);
});
