/**
 * "balance" in Teams chat (issue 18 item 1) end to end inside the api: POST /api/messages served by the
 * real CloudAdapter over the real ports, Teams' Bot Connector played by a loopback server. A person with
 * 3 days of annual leave asks "balance" and gets the card with 3 available "of 0 this year" and the
 * breakdown of GET leave-balances/me; a Lithuanian user asking "likutis" gets it in Lithuanian; "help" still gets the help card.
 */
import { companyDay } from '../../shared/company-time';
import { buildEventType, buildUser, type Person } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { startBotServer, type BotServer } from '../../test/bot-server';
import { sayToBot, startConnector, type Connector } from '../../test/teams-connector';
import { User } from '../users/users.entities';

type Node = { type?: string; text?: string; title?: string; value?: string; url?: string; items?: Node[]; columns?: Node[]; facts?: Node[]; actions?: Node[]; body?: Node[] };
const walk = (n: Node): Node[] => [n, ...[...(n.body ?? []), ...(n.items ?? []), ...(n.columns ?? []), ...(n.actions ?? [])].flatMap(walk)];
const textOf = (c: Node) => walk(c).map((n) => n.text ?? '').join('\n');
/** The breakdown facts of one type's block (a Container whose first text is the type's name). */
const factsOf = (c: Node, type: string) => {
  const block = walk(c).find((n) => n.type === 'Container' && n.items?.[0]?.text === type)!;
  return Object.fromEntries(walk(block).concat(block.items ?? []).flatMap((n) => n.facts ?? []).map((f) => [f.title, f.value]));
};
/** The big number of one type's block. */
const availableOf = (c: Node, type: string) => {
  const block = walk(c).find((n) => n.type === 'Container' && n.items?.[0]?.text === type)!;
  return walk(block).find((n) => n.type === 'TextBlock' && /^-?[\d.,]+$/.test(n.text ?? ''))?.text;
};

let t: TestApp;
let connector: Connector;
let botServer: BotServer;
let botUrl: string;
let typeId: number;
const people: Record<string, Person> = {};
const Y = Number(companyDay(new Date()).slice(0, 4));

/** Sends a message and returns the card the bot answered with. */
const say = (who: string, text: string) => sayToBot<Node>(botUrl, connector, 'leave', who, text);

beforeAll(async () => {
  connector = await startConnector();
  t = await startTestApp();
  botServer = await startBotServer(t);
  botUrl = botServer.url;
  const hr = await buildUser(t, { permissions: ['users_read_sensitive_info', 'users_write_sensitive_info', 'users_read', 'event_types_read'] });
  typeId = await buildEventType(t, { name: 'Annual leave (bot)', fields: { counts_against_balance: true, unattendance_code: 'A' } });
  people.ona = await buildUser(t, { name: 'Ona' });
  people.rasa = await buildUser(t, { name: 'Rasa', locale: 'lt' });
  for (const who of Object.keys(people)) {
    await t.ctx.ds.getRepository(User).update(people[who].id, { entra_object_id: `aad-leave-${who}` });
    // Exactly 3 days (2.5 for Rasa) whatever today is: no accrual, an opening balance on 1 January.
    const r = await hr.agent.put(`/api/v2/users/${people[who].id}/leave-balance/profile`).send({
      extended_leave: false, entitlements: [{ event_type_id: typeId, entitlement_days: 0, opening_days: who === 'ona' ? 3 : 2.5, opening_date: `${Y}-01-01` }],
    });
    expect(r.status).toBe(200);
  }
});
afterAll(async () => {
  await botServer.close();
  await t.close();
  await connector.close();
});

it('answers "balance" with the available days per counting type, the entitlement and the breakdown', async () => {
  const card = await say('ona', 'balance');
  const text = textOf(card);
  expect(text).toContain('Your leave balance');
  expect(text).toContain('Annual leave (bot)');
  expect(availableOf(card, 'Annual leave (bot)')).toBe('3');
  expect(text).toContain('days available · of 0 this year');
  expect(walk(card).find((n) => n.type === 'Action.OpenUrl')?.url).toMatch(/\/profile\?tab=leave$/);
  // The same numbers as the tab's GET leave-balances/me.
  const me = (await people.ona.agent.get('/api/v2/leave-balances/me').expect(200)).body.balances.find((b: { event_type_id: number }) => b.event_type_id === typeId);
  expect(me.available_days).toBe(3);
  const en = (n: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(n);
  expect(factsOf(card, 'Annual leave (bot)')).toEqual({
    'Accrued to date': en(me.accrued_days), 'Carried over': en(me.carried_over_days), Adjustments: '0', Taken: '0', Requested: '0',
  });
});

it('answers "likutis" in Lithuanian to a Lithuanian user, with decimal commas', async () => {
  const card = await say('rasa', 'Atostogų likutis');
  const text = textOf(card);
  expect(text).toContain('Jūsų atostogų likutis');
  expect(availableOf(card, 'Annual leave (bot)')).toBe('2,5');
  expect(text).toContain('iš 0 šiais metais');
  expect(Object.keys(factsOf(card, 'Annual leave (bot)'))).toEqual(['Sukaupta iki šiandien', 'Perkelta iš ankstesnių metų', 'Koregavimai', 'Panaudota', 'Prašoma']);
});

it('still answers "help" with the help card, which names the balance command', async () => {
  const card = await say('ona', 'help');
  expect(textOf(card)).toContain('Employee Portal bot');
  expect(textOf(card)).toContain('**balance**');
});
