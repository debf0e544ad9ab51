/**
 * Test kit for what the bot posts in Teams: a loopback stand-in for the Bot Connector (the
 * `serviceUrl` of stored conversations) that records every activity posted into a conversation, and
 * the personal conversation a user leaves when first talking to the bot. `answer` may reply to a call
 * itself (e.g. 429 with Retry-After); such a call is counted but its activity is not recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TeamsConversation } from '../modules/teams/teams.entities';
import type { TestApp } from './harness';

/** An activity as the tests read it (text, or an Adaptive Card's content). */
export interface PostedActivity {
  text?: string;
  // Card content is read by each test in its own shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  attachments?: { content: any }[];
}

export interface Connector<A = PostedActivity> {
  serviceUrl: string;
  /** Accepted posts, oldest first: the conversation id and the activity. */
  sent: { conversationId: string; activity: A }[];
  /** Every POST into a conversation, refused ones too. */
  calls(): number;
  close(): Promise<void>;
}

/** A reply the connector gives instead of accepting a post (status, headers, JSON body). */
export type ConnectorAnswer = { status: number; headers?: Record<string, string>; body?: unknown } | undefined;

/** Starts the stand-in; `answer(call, conversationId)` (1-based POST count) may refuse a post. */
export async function startConnector<A = PostedActivity>(answer?: (call: number, conversationId: string) => ConnectorAnswer): Promise<Connector<A>> {
  const sent: Connector<A>['sent'] = [];
  let calls = 0;
  const srv = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const m = /^\/v3\/conversations\/([^/]+)\/activities/.exec(decodeURIComponent(req.url ?? ''));
      const posted = req.method === 'POST' && !!m;
      const own = posted ? answer?.(++calls, m![1]) : undefined;
      if (own) {
        res.writeHead(own.status, { 'content-type': 'application/json', ...own.headers });
        return res.end(JSON.stringify(own.body ?? {}));
      }
      if (posted) sent.push({ conversationId: m![1], activity: JSON.parse(raw || '{}') as A });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `sent-${sent.length}` }));
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  return {
    serviceUrl: `http://127.0.0.1:${(srv.address() as AddressInfo).port}/`,
    sent,
    calls: () => calls,
    close: () => new Promise<void>((r) => srv.close(() => r())),
  };
}

/** Stores the personal conversation `a:conv-<who>` of user `userId` at the connector, as the bot does on a first message. */
export const storeConversation = (t: TestApp, serviceUrl: string, who: string, userId: number, aadObjectId: string | null = null) =>
  t.ctx.ds.getRepository(TeamsConversation).insert({
    user_id: userId, teams_user_id: `29:${who}`, aad_object_id: aadObjectId, conversation_id: `a:conv-${who}`, service_url: serviceUrl, tenant_id: 'tenant-1', updated_at: new Date(),
    reference: JSON.stringify({ channelId: 'msteams', serviceUrl, conversation: { id: `a:conv-${who}`, conversationType: 'personal', tenantId: 'tenant-1' }, user: { id: `29:${who}` }, bot: { id: '28:portal-bot' } }),
  });

let activitySeq = 0;

/**
 * A Teams activity from `who` in their personal chat with the bot: Teams id `29:<who>`, AAD id
 * `aad-<scope>-<who>`, conversation `a:<scope>-<who>` at the connector's serviceUrl; `extra` adds the
 * type and payload (`{ type: 'message', text }`, an invoke…).
 */
export function teamsActivity(connector: Pick<Connector, 'serviceUrl'>, scope: string, who: string, extra: Record<string, unknown>) {
  return {
    id: `act-${++activitySeq}`, channelId: 'msteams', serviceUrl: connector.serviceUrl, timestamp: new Date().toISOString(), locale: 'en-US',
    from: { id: `29:${who}`, name: who, aadObjectId: `aad-${scope}-${who}` },
    recipient: { id: '28:portal-bot', name: 'Portal' },
    conversation: { id: `a:${scope}-${who}`, conversationType: 'personal', tenantId: 'tenant-1' },
    channelData: { tenant: { id: 'tenant-1' } },
    ...extra,
  };
}

/**
 * Posts `text` as `who` (see {@link teamsActivity}) to the bot at `botUrl` (…/api/messages is added)
 * and returns the content of the card the bot posted back into that chat. Fails the test on a non-200.
 */
export async function sayToBot<C>(botUrl: string, connector: Connector, scope: string, who: string, text: string): Promise<C> {
  const before = connector.sent.length;
  const res = await fetch(`${botUrl}/api/messages`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(teamsActivity(connector, scope, who, { type: 'message', text })),
  });
  if (res.status !== 200) throw new Error(`the bot answered ${res.status}`);
  const reply = connector.sent.slice(before).find((s) => s.conversationId === `a:${scope}-${who}`);
  if (!reply?.activity.attachments?.[0]) throw new Error(`no card came back to ${who}`);
  return reply.activity.attachments[0].content as C;
}
