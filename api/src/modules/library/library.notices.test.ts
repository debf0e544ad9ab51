/**
 * Library notices (issue 14 item 1; spec 1 §3 Subscriptions): watchers get "<title> is back on the
 * shelf" when a watched book is returned; borrowers are reminded the day before the planned return date
 * and on each overdue day by the leased `library-reminders` job — once per person, book and day even
 * when the job runs twice. Only users with the library subscription (and should_send_email) get mail.
 */
import { JOBS } from '../../jobs';
import { startTestApp, TestApp } from '../../test/harness';
import { buildRole, buildUser, type Person } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { User } from '../users/users.entities';
import { Book } from './library.entities';
import { runLibraryReminders } from './library.notices';
import { addDays, today } from './library.orders';

let t: TestApp;
let librarian: Person;
let ann: Person;
let ben: Person;
let lina: Person;
let quiet: Person;

beforeAll(async () => {
  t = await startTestApp();
  const role = await buildRole(t, { permissions: ['library_read', 'library_order'] });
  librarian = await buildUser(t, { permissions: ['library_read', 'library_order', 'library_write'] });
  ann = await buildUser(t, { roleId: role });
  ben = await buildUser(t, { roleId: role });
  lina = await buildUser(t, { roleId: role, locale: 'lt' });
  quiet = await buildUser(t, { roleId: role });
  await t.ctx.ds.getRepository(User).update(quiet.id, { sub_library: false });
});
afterAll(() => t.close());

const newBook = async (title: string) => (await librarian.agent.post('/api/v1/books').send({ title, author: 'Author' }).expect(201)).body.book.id as number;
const day = (n: number) => addDays(today(), n);
/** Mails written since `from` (index into the outbox), joined. */
const mailsSince = async (from: number) => {
  await t.ctx.events.drain();
  return t.outbox().slice(from);
};
const to = (mails: string[], p: Person) => mails.filter((m) => m.includes(`To: ${p.email}`));

it('tells the watchers by e-mail when a watched book is returned (in their language, subscription respected); the watches end', async () => {
  const id = await newBook('Solaris');
  await ann.agent.post(`/api/v1/books/${id}/order`).send({ planned_return_date: day(5) }).expect(200);
  for (const p of [ben, lina, quiet]) await p.agent.post(`/api/v1/books/${id}/watch`).expect(200);
  const before = t.outbox().length;
  await ann.agent.post(`/api/v1/books/${id}/return`).expect(200);
  const mails = await mailsSince(before);
  expect(to(mails, ben)).toHaveLength(1);
  expect(to(mails, ben)[0]).toContain('Subject: Solaris is back on the shelf');
  expect(to(mails, lina)).toHaveLength(1);
  expect(to(mails, lina)[0]).toMatch(/Subject: =\?UTF-8\?|vėl lentynoje/);
  expect(to(mails, quiet)).toHaveLength(0);
  expect(to(mails, ann)).toHaveLength(0);
  expect((await ben.agent.get('/api/v1/books?type=watched')).body.totalCount).toBe(0);
});

it('reminds the borrower the day before the planned return date and on each overdue day, once a day however often the job runs', async () => {
  const due = await newBook('Due tomorrow');
  const late = await newBook('Overdue');
  const fine = await newBook('Not yet');
  await ann.agent.post(`/api/v1/books/${due}/order`).send({ planned_return_date: day(1) }).expect(200);
  await ben.agent.post(`/api/v1/books/${late}/order`).send({ planned_return_date: day(1) }).expect(200);
  await quiet.agent.post(`/api/v1/books/${fine}/order`).send({ planned_return_date: day(1) }).expect(200);
  // The book of ben is two days overdue; quiet has no library subscription.
  await t.ctx.ds.getRepository(Book).update(late, { planned_return_date: day(-2) });

  const before = t.outbox().length;
  expect(await runLibraryReminders(t.ctx)).toBe(2);
  expect(await runLibraryReminders(t.ctx)).toBe(0);
  const mails = await mailsSince(before);
  expect(mails).toHaveLength(2);
  expect(to(mails, ann)[0]).toContain('Subject: Please return Due tomorrow tomorrow');
  expect(to(mails, ben)[0]).toContain('Subject: Overdue is overdue');
  expect(to(mails, quiet)).toHaveLength(0);

  // The next day: the first book is due today (no reminder), the other is still overdue (a new one).
  const tomorrow = new Date(Date.now() + 86_400_000);
  expect(await runLibraryReminders(t.ctx, tomorrow)).toBe(1);
  expect(await runLibraryReminders(t.ctx, tomorrow)).toBe(0);
  // A returned book is not reminded of.
  await ben.agent.post(`/api/v1/books/${late}/return`).expect(200);
  expect(await runLibraryReminders(t.ctx, new Date(Date.now() + 2 * 86_400_000))).toBe(1); // ann's book, now overdue
});

it('writes the return date as DD/MM/YYYY in the borrower\'s language', async () => {
  const id = await newBook('Dune');
  await lina.agent.post(`/api/v1/books/${id}/order`).send({ planned_return_date: day(1) }).expect(200);
  const before = t.outbox().length;
  expect(await runLibraryReminders(t.ctx)).toBe(1);
  const [mail] = mailsTo(await mailsSince(before), lina.email);
  const [y, m, d] = day(1).split('-');
  expect(mail.subject).toBe('Rytoj grąžinkite „Dune“');
  expect(mail.text).toContain(`Knygos „Dune“ planuota grąžinimo data yra rytoj, ${d}/${m}/${y}.`);
  expect(mail.text).toContain(`${t.ctx.config.publicUrl}/library`);
});

it('runs as the leased job library-reminders', () => {
  expect(JOBS.find((j) => j.name === 'library-reminders')?.schedule).toBe('5 * * * *');
});
