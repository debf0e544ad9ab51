/**
 * Policy documents in Teams (issue 16 item 1): a document saved with should_send_email reaches every
 * user who has a stored bot conversation as a card in their language with a "Read and sign" button
 * opening the document's page (Teams' Bot Connector played by a loopback server); users without a
 * conversation get only the e-mail.
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
const p: Record<string, Person> = {};
type Sent = { conversationId: string; activity: { attachments?: { content: { body: { text: string }[]; actions: { type: string; title: string; url: string }[] } }[] } };
const sent: Sent[] = [];
const cardsTo = (who: string) => sent.filter((s) => s.conversationId === `a:conv-${who}` && s.activity.attachments?.length).map((s) => s.activity.attachments![0].content);

const storeConversation = (who: string, userId: number) =>
  t.ctx.ds.getRepository(TeamsConversation).insert({
    user_id: userId, teams_user_id: `29:${who}`, aad_object_id: null, conversation_id: `a:conv-${who}`, service_url: serviceUrl, tenant_id: 'tenant-1', updated_at: new Date(),
    reference: JSON.stringify({ channelId: 'msteams', serviceUrl, conversation: { id: `a:conv-${who}`, conversationType: 'personal', tenantId: 'tenant-1' }, user: { id: `29:${who}` }, bot: { id: '28:portal-bot' } }),
  });

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
  hr = await buildUser(t, { permissions: ['policy_documents_write'] });
  p.ona = await buildUser(t, { permissions: ['policy_documents_read'] });
  p.lina = await buildUser(t, { permissions: [], locale: 'lt' });
  p.offline = await buildUser(t, { permissions: ['policy_documents_read'] });
  await storeConversation('ona', p.ona.id);
  await storeConversation('lina', p.lina.id);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => connector.close(() => r()));
});

it('posts a "Read and sign" card to each user with a Teams conversation, in their language; none without should_send_email', async () => {
  const res = await hr.agent.post('/api/v1/policy-documents').send({ title: 'Remote work', link: 'https://example.com/remote', should_send_email: true }).expect(201);
  const id = res.body.document.id as number;
  await t.ctx.events.drain();
  const [ona] = cardsTo('ona');
  expect(cardsTo('ona')).toHaveLength(1);
  expect(ona.body[0].text).toBe('New policy document to sign: Remote work');
  expect(ona.actions).toEqual([{ type: 'Action.OpenUrl', title: 'Read and sign', url: `${t.ctx.config.publicUrl}/policy-documents?document=${id}` }]);
  const [lina] = cardsTo('lina');
  expect(lina.actions[0].title).toBe('Skaityti ir pasirašyti');
  expect(lina.body[1].text).toContain('„Remote work“');
  expect(sent.some((s) => s.conversationId === 'a:conv-offline')).toBe(false);
  const before = sent.length;
  await hr.agent.put(`/api/v1/policy-documents/${id}`).send({ title: 'Remote work', link: 'https://example.com/remote', notes: 'typo' }).expect(200);
  await t.ctx.events.drain();
  expect(sent.length).toBe(before);
});
