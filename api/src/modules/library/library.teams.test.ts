/**
 * Library notices in Teams (issue 14 item 1): the watcher who talked to the bot gets "<title> is back on
 * the shelf" as a plain message through the bot's notifier (Teams' Bot Connector played by a loopback
 * server), in the user's language; a return reminder goes the same way.
 */
import express from 'express';
import { startTestApp, type TestApp } from '../../test/harness';
import { startConnector, storeConversation as storeKit, type Connector } from '../../test/teams-connector';
import { buildRole, buildUser, type Person } from '../../test/factories';
import { mountTeams } from '../teams/teams';
import { runLibraryReminders } from './library.notices';
import { addDays, today } from './library.orders';

let t: TestApp;
let connector: Connector;
let serviceUrl: string;
let librarian: Person;
const p: Record<string, Person> = {};
/** Activities the bot sent, by conversation id (a loopback stand-in for Teams' Bot Connector). */
const sent = () => connector.sent;

const textsTo = (who: string) => sent().filter((s) => s.conversationId === `a:conv-${who}` && s.activity.text).map((s) => s.activity.text as string);

const storeConversation = (who: string, userId: number) => storeKit(t, serviceUrl, who, userId);

beforeAll(async () => {
  connector = await startConnector();
  serviceUrl = connector.serviceUrl;
  t = await startTestApp();
  mountTeams(t.ctx, express());
  const role = await buildRole(t, { permissions: ['library_read', 'library_order'] });
  librarian = await buildUser(t, { permissions: ['library_read', 'library_order', 'library_write'] });
  p.borrower = await buildUser(t, { roleId: role });
  p.watcher = await buildUser(t, { roleId: role, locale: 'lt' });
  await storeConversation('borrower', p.borrower.id);
  await storeConversation('watcher', p.watcher.id);
});
afterAll(async () => {
  await t.close();
  await connector.close();
});

it('sends the watcher a Teams message when the book is back on the shelf, and the borrower a reminder', async () => {
  const id = (await librarian.agent.post('/api/v1/books').send({ title: 'Ilias', author: 'Homeras' }).expect(201)).body.book.id;
  await p.borrower.agent.post(`/api/v1/books/${id}/order`).send({ planned_return_date: addDays(today(), 1) }).expect(200);
  expect(await runLibraryReminders(t.ctx)).toBe(1);
  await t.ctx.events.drain();
  expect(textsTo('borrower')).toEqual([expect.stringContaining('The planned return date of Ilias is tomorrow')]);

  await p.watcher.agent.post(`/api/v1/books/${id}/watch`).expect(200);
  await p.borrower.agent.post(`/api/v1/books/${id}/return`).expect(200);
  await t.ctx.events.drain();
  expect(textsTo('watcher')).toEqual(['Knyga „Ilias“ vėl lentynoje. Ją galite pasiimti bibliotekoje.']);
});
