/**
 * Policy documents in Teams (issue 16 item 1): a document saved with should_send_email reaches every
 * user who has a stored bot conversation as a card in their language with a "Read and sign" button
 * opening the document's page (Teams' Bot Connector played by a loopback server); users without a
 * conversation get only the e-mail. The cards go through the shared sender (teams.broadcast.ts), one item per
 * saved update: a delivery row per user, never twice.
 */
import express from 'express';
import { startTestApp, type TestApp } from '../../test/harness';
import { startConnector, storeConversation as storeKit, type Connector } from '../../test/teams-connector';
import { buildUser, type Person } from '../../test/factories';
import { mountTeams } from '../teams/teams';
import { broadcast, deliveryCounts } from '../teams/teams.broadcast';
import { PolicyDocumentUpdate } from './policy-documents.entities';
import { POLICY_NOTICE_KIND } from './policy-documents.notices';

let t: TestApp;
let connector: Connector;
let serviceUrl: string;
let hr: Person;
const p: Record<string, Person> = {};
type Card = { body: { text: string }[]; actions: { type: string; title: string; url: string }[] };
const cardsTo = (who: string) =>
  connector.sent.filter((s) => s.conversationId === `a:conv-${who}` && s.activity.attachments?.length).map((s) => s.activity.attachments![0].content as Card);

const storeConversation = (who: string, userId: number) => storeKit(t, serviceUrl, who, userId);

beforeAll(async () => {
  connector = await startConnector();
  serviceUrl = connector.serviceUrl;
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
  await connector.close();
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
  expect(connector.sent.some((s) => s.conversationId === 'a:conv-offline')).toBe(false);
  const before = connector.sent.length;
  await hr.agent.put(`/api/v1/policy-documents/${id}`).send({ title: 'Remote work', link: 'https://example.com/remote', notes: 'typo' }).expect(200);
  await t.ctx.events.drain();
  expect(connector.sent.length).toBe(before);
});

it('goes through the shared sender: one delivery row per user and update, an "updated" notice reaches each user again once, never twice', async () => {
  const res = await hr.agent.post('/api/v1/policy-documents').send({ title: 'Travel policy', link: 'https://example.com/travel', should_send_email: true }).expect(201);
  const id = res.body.document.id as number;
  await t.ctx.events.drain();
  const updates = () => t.ctx.ds.getRepository(PolicyDocumentUpdate).find({ where: { policy_document_id: id }, order: { id: 'ASC' } });
  const [created] = await updates();
  expect(await deliveryCounts(t.ctx, POLICY_NOTICE_KIND, created.id)).toEqual({ pending: 0, delivered: 2, failed: 0 });

  await hr.agent.put(`/api/v1/policy-documents/${id}`).send({ title: 'Travel policy', link: 'https://example.com/travel', should_send_email: true }).expect(200);
  await t.ctx.events.drain();
  const [, updated] = await updates();
  expect(await deliveryCounts(t.ctx, POLICY_NOTICE_KIND, updated.id)).toEqual({ pending: 0, delivered: 2, failed: 0 });
  const travel = cardsTo('ona').filter((c) => c.body[0].text.endsWith('Travel policy'));
  expect(travel.map((c) => c.body[0].text)).toEqual(['New policy document to sign: Travel policy', 'Policy document updated, please sign again: Travel policy']);
  expect(cardsTo('lina').filter((c) => c.body[0].text.endsWith('Travel policy')).map((c) => c.actions[0].title)).toEqual(['Skaityti ir pasirašyti', 'Skaityti ir pasirašyti']);

  // Sent again (a restart, a second server): nothing more.
  const before = connector.sent.length;
  expect((await broadcast(t.ctx, POLICY_NOTICE_KIND, updated.id)).delivered).toEqual([]);
  expect(connector.sent.length).toBe(before);
});
