/**
 * New applications in Teams (issue 15 item 4): the hiring manager who talked to the bot gets one card per new
 * application in their language — who applied or who referred whom — with an "Open application" button that opens
 * /positions/{id}/applications#{applicationId} in the tab (Teams' Bot Connector played by a loopback server).
 */
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildUser, type Person } from '../../test/factories';
import { mountTeams } from '../teams/teams';
import { TeamsConversation } from '../teams/teams.entities';

let t: TestApp;
let connector: http.Server;
let serviceUrl: string;
let hr: Person;
let manager: Person;
let employee: Person;
/** Activities the bot sent, by conversation id. */
const sent: { conversationId: string; activity: { attachments?: { content: unknown }[] } }[] = [];

beforeAll(async () => {
  connector = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const m = /^\/v3\/conversations\/([^/]+)\/activities/.exec(decodeURIComponent(req.url ?? ''));
      if (req.method === 'POST' && m) sent.push({ conversationId: m[1], activity: JSON.parse(raw || '{}') });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `sent-${sent.length}` }));
    });
  });
  await new Promise<void>((resolve) => connector.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(connector.address() as AddressInfo).port}/`;
  t = await startTestApp();
  mountTeams(t.ctx, express());
  hr = await buildUser(t, { permissions: ['job_positions_read', 'job_positions_write'] });
  manager = await buildUser(t, { locale: 'lt', name: 'Mindaugas', surname: 'Stankevičius' });
  employee = await buildUser(t, { permissions: ['job_positions_read'], name: 'Tomas', surname: 'Žemaitis' });
  await t.ctx.ds.getRepository(TeamsConversation).insert({
    user_id: manager.id, teams_user_id: '29:manager', aad_object_id: null, conversation_id: 'a:conv-manager', service_url: serviceUrl, tenant_id: 'tenant-1', updated_at: new Date(),
    reference: JSON.stringify({ channelId: 'msteams', serviceUrl, conversation: { id: 'a:conv-manager', conversationType: 'personal', tenantId: 'tenant-1' }, user: { id: '29:manager' }, bot: { id: '28:portal-bot' } }),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => connector.close(() => r()));
});

it('sends the hiring manager one card per new referral, in Lithuanian, opening the application in the tab', async () => {
  const position = (await hr.agent.post('/api/v1/job-positions').send({ title: 'Data analyst', hiring_manager_id: manager.id, date_open: '2026-11-01', referral_level: 'gold', published: true }).expect(201)).body.position;
  const app = (await employee.agent.post(`/api/v1/job-positions/${position.id}/applications`).send({
    name: 'Lina', surname: 'Linaitė', email: 'lina@example.lt', phone_number: '+370 600 22222', applied_self: false, information_presented: true,
  }).expect(201)).body.application;
  await t.ctx.events.drain();
  const cards = sent.filter((s) => s.conversationId === 'a:conv-manager').map((s) => JSON.stringify(s.activity.attachments?.[0]?.content ?? {}));
  expect(cards).toHaveLength(1);
  expect(cards[0]).toContain('Nauja rekomendacija: Data analyst');
  expect(cards[0]).toContain('Tomas Žemaitis rekomendavo Lina Linaitė pozicijai „Data analyst“.');
  expect(cards[0]).toContain('Atidaryti paraišką');
  expect(decodeURIComponent(cards[0])).toContain(`/positions/${position.id}/applications#${app.id}`);
});
