/**
 * The "Read and sign" button of the Teams card (issue 16 item 1) with the Teams app id configured
 * (TEAMS_APP_ID): a Teams deep link into the tab's home entity whose subEntityId is the document's page
 * (`/policy-documents?document={id}`, which the tab opens at start: tab/src/features/auth/teamsDeepLink.ts),
 * with the web page as webUrl for the browser. Teams' Bot Connector is played by a loopback server.
 */
import express from 'express';
import { startTestApp, type TestApp } from '../../test/harness';
import { startConnector, storeConversation, type Connector } from '../../test/teams-connector';
import { buildUser } from '../../test/factories';
import { mountTeams } from '../teams/teams';

let t: TestApp;
let connector: Connector;
beforeAll(async () => {
  connector = await startConnector();
  t = await startTestApp({ TEAMS_APP_ID: 'portal-app-id' });
  mountTeams(t.ctx, express());
});
afterAll(async () => {
  await t.close();
  await connector.close();
});

it("links the card's button to the document inside the Teams tab", async () => {
  const hr = await buildUser(t, { permissions: ['policy_documents_write'] });
  const ona = await buildUser(t, { permissions: ['policy_documents_read'] });
  await storeConversation(t, connector.serviceUrl, 'ona', ona.id);
  const res = await hr.agent.post('/api/v1/policy-documents').send({ title: 'Remote work', link: 'https://example.com/remote', should_send_email: true }).expect(201);
  const id = res.body.document.id as number;
  await t.ctx.events.drain();
  const cards = connector.sent.filter((s) => s.conversationId === 'a:conv-ona' && s.activity.attachments?.length);
  expect(cards).toHaveLength(1);
  const { actions } = cards[0].activity.attachments![0].content as { actions: { type: string; title: string; url: string }[] };
  expect(actions).toHaveLength(1);
  expect(actions[0]).toMatchObject({ type: 'Action.OpenUrl', title: 'Read and sign' });
  const url = new URL(actions[0].url);
  expect(`${url.origin}${url.pathname}`).toBe('https://teams.microsoft.com/l/entity/portal-app-id/home');
  expect(url.searchParams.get('webUrl')).toBe(`${t.ctx.config.publicUrl}/policy-documents?document=${id}`);
  expect(JSON.parse(url.searchParams.get('context')!)).toEqual({ subEntityId: `/policy-documents?document=${id}` });
});
