/**
 * The FAQ in Teams chat (issue 17 item 2) end to end inside the api: POST /api/messages served by the real
 * CloudAdapter over the real ports, Teams' Bot Connector played by a loopback server. A "how many vacation
 * days do I have" question is answered from the FAQ (answer as markdown, Helpful / Not helpful buttons), a
 * vote is recorded once (the card refreshes; a repeat says "already voted"), unknown questions get "I don't
 * know that yet" with Ask HR, which files a question_suggestion; Lithuanian users get Lithuanian cards;
 * greetings still get the help card.
 */
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/harness';
import { startBotServer, type BotServer } from '../../test/bot-server';
import { sayToBot, startConnector, teamsActivity, type Connector } from '../../test/teams-connector';
import { buildChain, buildUser, type Person } from '../../test/factories';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { User } from '../users/users.entities';
import { FaqSuggestion, FaqVote } from './faq.entities';

type Node = { type?: string; text?: string; verb?: string; title?: string; data?: Record<string, unknown>; items?: Node[]; actions?: Node[]; body?: Node[] };
/** Every node of a card, depth first. */
const walk = (n: Node): Node[] => [n, ...[...(n.body ?? []), ...(n.items ?? []), ...(n.actions ?? [])].flatMap(walk)];
const textOf = (c: Node) => walk(c).map((n) => n.text ?? '').join('\n');
const actionsOf = (c: Node, verb: string) => walk(c).filter((n) => n.type === 'Action.Execute' && n.verb === verb);


let t: TestApp;
let connector: Connector;
let botServer: BotServer;
let botUrl: string;
let hr: Person;
const people: Record<string, Person> = {};

/** Sends a message and returns the card the bot answered with. */
const say = (who: string, text: string) => sayToBot<Node>(botUrl, connector, 'faq', who, text);
/** Presses an Action.Execute and returns the card the invoke answered with. */
async function press(who: string, action: Node): Promise<Node> {
  const res = await request(botUrl).post('/api/messages').send(teamsActivity(connector, 'faq', who, { type: 'invoke', name: 'adaptiveCard/action', value: { action: { type: 'Action.Execute', id: 'a', verb: action.verb, data: action.data }, trigger: 'manual' } }));
  expect([res.status, res.body.statusCode, res.body.type]).toEqual([200, 200, 'application/vnd.microsoft.card.adaptive']);
  return res.body.value as Node;
}

beforeAll(async () => {
  connector = await startConnector();
  t = await startTestApp();
  botServer = await startBotServer(t);
  botUrl = botServer.url;
  hr = await buildUser(t, { permissions: ['frequently_asked_questions_write'] });
  people.ona = await buildUser(t, { permissions: ['frequently_asked_questions_read'], name: 'Ona' });
  people.rasa = await buildUser(t, { permissions: ['frequently_asked_questions_read'], name: 'Rasa', locale: 'lt' });
  people.nobody = await buildUser(t, { permissions: ['library_read'], name: 'Nobody' });
  // Linked to Teams (as the SSO or a first roster look-up leaves them).
  for (const who of Object.keys(people)) await t.ctx.ds.getRepository(User).update(people[who].id, { entra_object_id: `aad-faq-${who}` });

  const leave = (await hr.agent.post('/api/v1/faq/categories').send({ name: 'Leave' }).expect(201)).body.category.id;
  for (const [question, answer] of [
    ['How many vacation days do I get?', '<p>Everyone gets <strong>20 working days</strong> a year.</p><ul><li><p>Plan them with your manager</p></li><li><p>See <a href="https://portal.example/agenda">the calendar</a></p></li></ul>'],
    ['Can unused vacation days be carried over?', '<p>Up to 5 days move to the next year.</p>'],
    ['Kiek atostogų dienų priklauso?', '<p>Kasmet – 20 darbo dienų.</p>'],
  ]) await hr.agent.post('/api/v1/faq').send({ question, answer, category_id: leave }).expect(201);
});
afterAll(async () => {
  await botServer.close();
  await t.close();
  await connector.close();
});

it('answers "how many vacation days do I have" from the FAQ with the answer and vote buttons', async () => {
  const card = await say('ona', 'How many vacation days do I have?');
  const text = textOf(card);
  expect(text).toContain('From the FAQ');
  expect(text).toContain('How many vacation days do I get?');
  expect(text).toContain('Everyone gets **20 working days** a year.');
  expect(text).toContain('- Plan them with your manager\n- See [the calendar](https://portal.example/agenda)');
  expect(text).toContain('Can unused vacation days be carried over?');
  expect(actionsOf(card, 'faq.vote').map((a) => a.title)).toEqual(['Helpful', 'Not helpful', 'Helpful', 'Not helpful']);
  expect(actionsOf(card, 'faq.askHr')).toHaveLength(1);
  expect((card as { refresh?: { userIds?: string[] } }).refresh?.userIds).toEqual(['29:ona']);
});

it('records a vote once: the card refreshes without the buttons; pressing again says already voted', async () => {
  const card = await say('ona', 'how many vacation days do I have');
  const helpful = actionsOf(card, 'faq.vote')[0];
  const after = await press('ona', helpful);
  expect(textOf(after)).toContain('Thank you, your vote is recorded.');
  expect(textOf(after)).toContain('You found this helpful.');
  expect(actionsOf(after, 'faq.vote')).toHaveLength(2);
  const again = await press('ona', helpful);
  expect(textOf(again)).toContain('You have already voted on this question.');
  const votes = await t.ctx.ds.getRepository(FaqVote).findBy({ user_id: people.ona.id });
  expect(votes.map((v) => Boolean(v.is_helpful))).toEqual([true]);
  const refreshed = await press('ona', { verb: 'faq.refresh', data: { text: 'how many vacation days do I have', ids: [helpful.data!.questionId] } });
  expect(textOf(refreshed)).toContain('👍 1  👎 0');
});

it("says it does not know yet and files the user's text as a question suggestion with Ask HR", async () => {
  const admin = await t.signIn('admin@demo.lt');
  await buildChain(t, admin, [{ name: 'HR answers', assignee_type: 'module_responsible', can_edit: true }], { mapTo: 'question_suggestion' });
  const card = await say('ona', 'Is there a parking place for bicycles?');
  expect(textOf(card)).toContain("I don't know that yet");
  expect(actionsOf(card, 'faq.vote')).toEqual([]);
  const asked = await press('ona', actionsOf(card, 'faq.askHr')[0]);
  expect(textOf(asked)).toContain('Your question was sent to HR');
  expect(actionsOf(asked, 'faq.askHr')).toEqual([]);
  const suggestion = await t.ctx.ds.getRepository(FaqSuggestion).findOneByOrFail({ question: 'Is there a parking place for bicycles?' });
  expect(suggestion.user_id).toBe(people.ona.id);
  const req = await t.ctx.ds.getRepository(ApprovalRequest).findOneByOrFail({ request_name: 'question_suggestion', object_id: suggestion.id });
  expect([req.user_id, req.status]).toEqual([people.ona.id, 'in_progress']);
});

it('answers in Lithuanian to a Lithuanian user; greetings get the help card; no FAQ access is said', async () => {
  const lt = await say('rasa', 'kiek atostogu dienu');
  expect(textOf(lt)).toContain('Iš DUK');
  expect(textOf(lt)).toContain('Kiek atostogų dienų priklauso?');
  expect(actionsOf(lt, 'faq.vote').map((a) => a.title).slice(0, 2)).toEqual(['Naudinga', 'Nenaudinga']);
  expect(textOf(await say('rasa', 'kas yra kosmosas'))).toContain('To dar nežinau');
  expect(textOf(await say('ona', 'hello'))).toContain('Employee Portal bot');
  expect(textOf(await say('nobody', 'vacation days'))).toContain('You do not have access to the FAQ.');
});
