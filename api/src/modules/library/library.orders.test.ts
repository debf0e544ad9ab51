/**
 * Borrowing over HTTP (issue 14 item 2; spec 3 §4 Book, §5 Library order/extend, §6 rules by relation):
 * the 60-day clamp, the extend window, who may return, watch rules, delete only a returned book, and
 * one borrower when 20 people order the same book at once.
 */
import { startTestApp, TestApp } from '../../test/harness';
import { buildRole, buildUser, type Person } from '../../test/factories';
import { addDays, today } from './library.orders';

let t: TestApp;
let librarian: Person;
let ann: Person;
let ben: Person;
let employeeRole: number;

beforeAll(async () => {
  t = await startTestApp();
  employeeRole = await buildRole(t, { permissions: ['library_read', 'library_order'] });
  librarian = await buildUser(t, { permissions: ['library_read', 'library_order', 'library_write'] });
  ann = await buildUser(t, { roleId: employeeRole, name: 'Ann', surname: 'Reader' });
  ben = await buildUser(t, { roleId: employeeRole });
});
afterAll(() => t.close());

const newBook = async (title = 'Book') => (await librarian.agent.post('/api/v1/books').send({ title, author: 'Author' }).expect(201)).body.book.id as number;
const order = (p: Person, id: number, planned_return_date: string) => p.agent.post(`/api/v1/books/${id}/order`).send({ planned_return_date });
const day = (n: number) => addDays(today(), n);

it('orders a book until a date from today on; a date past 60 days is clamped with book_too_long_period and that date', async () => {
  const id = await newBook('Clamp');
  expect((await order(ann, id, day(-1))).body.error_code).toBe('book_return_date_in_past');
  const r = await order(ann, id, day(90));
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({
    message: 'the_book_has_been_successfully_ordered',
    warning: { code: 'book_too_long_period', last_possible_date: day(60) },
    book: { returned: false, user_id: ann.id, taken_by: 'Ann Reader', planned_return_date: day(60), date_issued: today(), extended: false, can_extend: true },
  });
  const ok = await newBook('Today');
  const same = await order(ann, ok, `${today()}T10:00:00.000Z`);
  expect([same.status, same.body.warning, same.body.book.planned_return_date]).toEqual([200, null, today()]);
  const sixty = await newBook('Sixty');
  expect((await order(ann, sixty, day(60))).body.warning).toBeNull();
  expect((await order(ben, id, day(5))).body.error_code).toBe('book_already_taken');
  const taken = (await ann.agent.get('/api/v1/books?type=taken&page=1&rowsPerPage=100')).body;
  expect(taken.books.map((b: { title: string }) => b.title)).toEqual(['Today', 'Clamp', 'Sixty']);
  expect((await order(ann, 999999, day(1))).status).toBe(404);
  expect((await order(ann, id, 'tomorrow')).body.error_code).toBe('provided_invalid_data');
});

it('extends only by the borrower, 1 to 14 days after the current planned date, once', async () => {
  const id = await newBook('Extend');
  await order(ann, id, day(10)).expect(200);
  const extend = (p: Person, d: string) => p.agent.patch(`/api/v1/books/${id}/extend`).send({ planned_return_date: d });
  expect((await extend(ben, day(12))).body.error_code).toBe('missing_permissions');
  const early = await extend(ann, day(10));
  expect(early.body).toMatchObject({ error_code: 'book_extend_period_invalid', min_date: day(11), max_date: day(24) });
  expect((await extend(ann, day(25))).body.error_code).toBe('book_extend_period_invalid');
  const r = await extend(ann, day(24));
  expect(r.body).toMatchObject({ message: 'the_book_order_has_been_successfully_extended', book: { planned_return_date: day(24), extended: true, can_extend: false } });
  expect((await extend(ann, day(30))).body.error_code).toBe('book_already_extended');
});

it('returns: the borrower, or library_write for any book; not someone else; not a book on the shelf', async () => {
  const id = await newBook('Return');
  await order(ann, id, day(3)).expect(200);
  expect((await ben.agent.post(`/api/v1/books/${id}/return`)).body.error_code).toBe('missing_permissions');
  const r = await ann.agent.post(`/api/v1/books/${id}/return`).expect(200);
  expect(r.body).toMatchObject({ message: 'the_book_has_been_successfully_returned', book: { returned: true, user_id: null, planned_return_date: null, taken_by: null } });
  expect((await ann.agent.post(`/api/v1/books/${id}/return`)).body.error_code).toBe('book_not_taken');
  await order(ben, id, day(3)).expect(200);
  await librarian.agent.post(`/api/v1/books/${id}/return`).expect(200);
  // The next borrower starts a fresh order (may extend again).
  expect((await order(ann, id, day(3))).body.book).toMatchObject({ extended: false, can_extend: true });
});

it('watch: a book taken by someone else; not the borrower, not a book on the shelf; unwatch; the watchlist', async () => {
  const id = await newBook('Watch');
  expect((await ben.agent.post(`/api/v1/books/${id}/watch`)).body.error_code).toBe('book_not_taken');
  await order(ann, id, day(3)).expect(200);
  expect((await ann.agent.post(`/api/v1/books/${id}/watch`)).body.error_code).toBe('cannot_watch_own_book');
  const w = await ben.agent.post(`/api/v1/books/${id}/watch`).expect(200);
  expect(w.body).toMatchObject({ message: 'the_book_has_been_successfully_added_to_your_watchlist', book: { watched: true, can: { watch: false, unwatch: true } } });
  await ben.agent.post(`/api/v1/books/${id}/watch`).expect(200);
  const list = (await ben.agent.get('/api/v1/books?type=watched')).body;
  expect([list.totalCount, list.books[0].title]).toEqual([1, 'Watch']);
  expect((await ann.agent.get('/api/v1/books?type=watched')).body.totalCount).toBe(0);
  const u = await ben.agent.delete(`/api/v1/books/${id}/watch`).expect(200);
  expect(u.body).toMatchObject({ message: 'the_book_has_been_successfully_unwatched', book: { watched: false } });
  expect((await ben.agent.get('/api/v1/books?type=watched')).body.totalCount).toBe(0);
  const reader = await buildUser(t, { permissions: ['library_read'] });
  await reader.agent.post(`/api/v1/books/${id}/watch`).expect(403);
});

it('deletes only a returned book', async () => {
  const id = await newBook('Delete');
  await order(ann, id, day(3)).expect(200);
  expect((await librarian.agent.delete(`/api/v1/books/${id}`)).body.error_code).toBe('book_not_returned');
  await ann.agent.post(`/api/v1/books/${id}/return`).expect(200);
  expect((await librarian.agent.delete(`/api/v1/books/${id}`)).body).toEqual({ message: 'the_book_has_been_successfully_deleted' });
  await librarian.agent.get(`/api/v1/books/${id}/attachments`).expect(404);
  await librarian.agent.delete(`/api/v1/books/${id}`).expect(404);
});

it('one borrower when 20 people order the same book at once', async () => {
  const id = await newBook('Popular');
  const people = await Promise.all(Array.from({ length: 20 }, () => buildUser(t, { roleId: employeeRole })));
  const replies = await Promise.all(people.map((p) => order(p, id, day(7))));
  const won = replies.filter((r) => r.status === 200);
  expect(won).toHaveLength(1);
  expect(replies.filter((r) => r.status === 409 && r.body.error_code === 'book_already_taken')).toHaveLength(19);
  const winner = people[replies.indexOf(won[0])];
  const row = (await librarian.agent.get('/api/v1/books?q=Popular')).body.books[0];
  expect(row.user_id).toBe(winner.id);
});
