/**
 * The demo shelf (issue 14 item 6) as a person trying the demo finds it: 30 books with generated PNG
 * covers, some taken, one overdue, Tomas's taken book and watchlist, a chain for book requests.
 * (The test harness seeds the demo without the shelf, so the library's own tests start from an empty
 * library; the shelf is seeded here on top of it.)
 */
import sharp from 'sharp';
import { startTestApp, TestApp } from '../../test/harness';
import { ChainMapping } from '../../modules/chains/chains.entities';
import { Book } from '../../modules/library/library.entities';
import { companyDay } from '../../shared/company-time';
import { inTransaction } from '../tx';
import { DEMO_BOOKS, seedDemoLibrary } from './demo-library';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  expect(await t.ctx.ds.getRepository(Book).count()).toBe(0);
  await inTransaction(t.ctx.ds, (em) => seedDemoLibrary(em, new Date()));
});
afterAll(() => t.close());

interface Row { id: number; title: string; returned: boolean; planned_return_date: string | null; taken_by: string | null; cover_url: string | null; owner: string }

it('has 30 books with covers, six taken, one overdue, owned by the demo company', async () => {
  const office = await t.signIn('office@demo.lt');
  const list = (await office.get('/api/v1/books?type=library&rowsPerPage=100').expect(200)).body as { totalCount: number; books: Row[] };
  expect(list.totalCount).toBe(DEMO_BOOKS.length);
  expect(DEMO_BOOKS).toHaveLength(30);
  expect(list.books.every((b) => b.cover_url && b.owner === 'Demo UAB')).toBe(true);
  const taken = list.books.filter((b) => !b.returned);
  expect(taken).toHaveLength(6);
  const today = companyDay(new Date());
  expect(taken.filter((b) => b.planned_return_date! < today).map((b) => [b.title, b.taken_by])).toEqual([['Domain-Driven Design', 'Kęstutis Mažeika']]);

  const cover = await office.get(list.books[0].cover_url!).expect(200);
  expect(cover.headers['content-type']).toBe('image/png');
  const meta = await sharp(cover.body as Buffer).metadata();
  expect([meta.width, meta.height]).toEqual([160, 240]);
});

it('gives tomas@demo.lt a taken book and a watched one, and leaves the e2e accounts without books', async () => {
  const tomas = await t.signIn('tomas@demo.lt');
  expect((await tomas.get('/api/v1/books?type=taken').expect(200)).body.books.map((b: Row) => b.title)).toEqual(['Team Topologies']);
  expect((await tomas.get('/api/v1/books?type=watched').expect(200)).body.books.map((b: Row) => b.title)).toEqual(['Domain-Driven Design']);
  for (const email of ['oliver@demo.lt', 'benjamin@demo.lt']) {
    const agent = await t.signIn(email);
    expect((await agent.get('/api/v1/books?type=taken').expect(200)).body.totalCount).toBe(0);
    expect((await agent.get('/api/v1/books?type=watched').expect(200)).body.totalCount).toBe(0);
  }
});

it('maps book requests to a chain decided by the library responsible, and runs once', async () => {
  expect(await t.ctx.ds.getRepository(ChainMapping).findOneBy({ request_name: 'book_request' })).not.toBeNull();
  await inTransaction(t.ctx.ds, (em) => seedDemoLibrary(em, new Date()));
  expect(await t.ctx.ds.getRepository(Book).count()).toBe(30);
});
