/**
 * Books and their images over HTTP (issue 14 item 1; spec 3 §3 Book, §5 Library images, §7 Books):
 * create with images (cover), attachments as base64, images as cached files, refused uploads,
 * list types, paging and search in SQL, default owner, edit of the image list, permissions.
 */
import sharp from 'sharp';
import { startTestApp, TestApp } from '../../test/harness';
import { buildUser, type Person } from '../../test/factories';
import { StoredFile } from '../../shared/files';
import { BookImage } from './library.entities';

let t: TestApp;
let librarian: Person;
let reader: Person;
let member: Person;

const png = (w = 3) => sharp({ create: { width: w, height: 2, channels: 3, background: '#c04' } }).png().toBuffer().then((b) => b.toString('base64'));
const jpeg = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#08c' } }).jpeg().toBuffer().then((b) => b.toString('base64'));

beforeAll(async () => {
  t = await startTestApp();
  librarian = await buildUser(t, { permissions: ['library_read', 'library_order', 'library_write'] });
  reader = await buildUser(t, { permissions: ['library_read'] });
  member = await buildUser(t, { permissions: ['library_read', 'library_order'] });
});
afterAll(() => t.close());

const newBook = (body: Record<string, unknown>) => librarian.agent.post('/api/v1/books').send({ title: 'Book', author: 'Author', ...body });

it('adds a book with images: the first is the cover, attachments come back as base64, list rows carry no bytes', async () => {
  const r = await newBook({ title: 'Dune', author: 'Frank Herbert', notes: 'Hardcover', attachments: [{ name: 'front.png', data: await png() }, { name: 'back.jpg', data: await jpeg() }] });
  expect(r.status).toBe(201);
  expect(r.body.message).toBe('the_book_has_been_added_to_library');
  const book = r.body.book;
  expect(book).toMatchObject({ title: 'Dune', author: 'Frank Herbert', owner: 'Company', notes: 'Hardcover', returned: true, taken_by: null, user_id: null, image_count: 2 });
  expect(book.cover_url).toMatch(new RegExp(`^/api/v1/books/${book.id}/images/\\d+$`));

  const att = (await reader.agent.get(`/api/v1/books/${book.id}/attachments`).expect(200)).body;
  expect(att.map((a: { name: string; is_cover: boolean }) => [a.name, a.is_cover])).toEqual([['front.png', true], ['back.jpg', false]]);
  expect(Buffer.from(att[0].data, 'base64').subarray(1, 4).toString()).toBe('PNG');
  expect(att[0].url).toBe(book.cover_url);

  const list = await reader.agent.get('/api/v1/books?type=library&page=1&rowsPerPage=100').expect(200);
  expect(JSON.stringify(list.body)).not.toContain(att[0].data.slice(0, 40));
  expect(list.body.books.find((b: { id: number }) => b.id === book.id)).toMatchObject({ cover_url: book.cover_url, can: { edit: false, order: false } });
});

it('serves an image as a cached file with an ETag, 304 when unchanged', async () => {
  const { body } = await newBook({ attachments: [{ name: 'c.png', data: await png() }] });
  const img = await reader.agent.get(body.book.cover_url).buffer(true).expect(200);
  expect(img.headers['content-type']).toBe('image/png');
  expect(img.headers['cache-control']).toBe('private, max-age=86400, immutable');
  expect(img.headers['x-content-type-options']).toBe('nosniff');
  expect((img.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
  await reader.agent.get(body.book.cover_url).set('If-None-Match', img.headers.etag).expect(304);
  await reader.agent.get(`/api/v1/books/${body.book.id}/images/999999`).expect(404);
  await t.http().get(body.book.cover_url).expect(401);
});

it('refuses a file that is not a jpeg or png by content, or of 10,000,000 bytes or more: "Bad file type is provided.", nothing written', async () => {
  const files = await t.ctx.ds.getRepository(StoredFile).count();
  const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
  const pdfNamedPng = Buffer.from('%PDF-1.4\n% test\n').toString('base64');
  for (const data of [gif, pdfNamedPng, Buffer.alloc(10_000_000, 1).toString('base64')]) {
    const r = await newBook({ title: 'Refused', attachments: [{ name: 'ok.png', data: await png() }, { name: 'picture.png', data }] });
    expect([r.status, r.body.error_code, r.body.message]).toEqual([400, 'bad_file_type', 'Bad file type is provided.']);
  }
  expect(await t.ctx.ds.getRepository(StoredFile).count()).toBe(files);
  const list = await reader.agent.get('/api/v1/books?q=Refused').expect(200);
  expect(list.body.totalCount).toBe(0);
});

it('refuses two images of one book with the same name (spec 1 §5), among new uploads and against kept ones, before writing anything', async () => {
  const before = await t.ctx.ds.getRepository(StoredFile).count();
  for (const second of ['cover.png', 'COVER.png', 'cover']) {
    const r = await newBook({ title: 'Twin covers', attachments: [{ name: 'cover.png', data: await png() }, { name: second, data: await png(5) }] });
    expect([r.status, r.body.error_code, r.body.reason, r.body.file]).toEqual([400, 'bad_file_type', 'duplicate', second === 'cover' ? 'cover.png' : second]);
  }
  expect(await t.ctx.ds.getRepository(StoredFile).count()).toBe(before);
  expect((await reader.agent.get('/api/v1/books?q=Twin%20covers').expect(200)).body.totalCount).toBe(0);

  const { body } = await newBook({ title: 'Kept cover', attachments: [{ name: 'cover.png', data: await png() }, { name: 'back.png', data: await png(4) }] });
  const id = body.book.id;
  const [cover, back] = (await reader.agent.get(`/api/v1/books/${id}/attachments`)).body;
  const stored = await t.ctx.ds.getRepository(StoredFile).count();
  const clash = await librarian.agent.put(`/api/v1/books/${id}`).send({ title: 'Renamed', author: 'Author', attachments: [{ id: cover.id }, { id: back.id }, { name: 'Cover.png', data: await png(6) }] });
  expect([clash.status, clash.body.error_code, clash.body.reason, clash.body.file]).toEqual([400, 'bad_file_type', 'duplicate', 'Cover.png']);
  expect(await t.ctx.ds.getRepository(StoredFile).count()).toBe(stored);
  const after = (await reader.agent.get(`/api/v1/books/${id}/attachments`)).body;
  expect(after.map((a: { id: number }) => a.id)).toEqual([cover.id, back.id]);
  expect((await reader.agent.get(`/api/v1/books?q=Renamed`)).body.totalCount).toBe(0);
  // Dropping the kept image frees its name: a new cover.png replaces it.
  const replaced = await librarian.agent.put(`/api/v1/books/${id}`).send({ title: 'Kept cover', author: 'Author', attachments: [{ id: back.id }, { name: 'cover.png', data: await png(6), is_cover: true }] });
  expect([replaced.status, replaced.body.book?.image_count]).toEqual([200, 2]);
});

it('title and author are required, limits from the contract; the owner defaults to the company name of the library settings (GET/PUT books/settings)', async () => {
  expect((await newBook({ title: ' ' })).body.error_code).toBe('provided_invalid_data');
  expect((await newBook({ author: 'x'.repeat(256) })).status).toBe(400);
  expect((await newBook({ notes: 'x'.repeat(513) })).status).toBe(400);
  expect((await reader.agent.get('/api/v1/books/settings').expect(200)).body).toEqual({ company_name: 'Company' });
  await member.agent.put('/api/v1/books/settings').send({ company_name: 'Demo UAB' }).expect(403);
  await librarian.agent.put('/api/v1/books/settings').send({ company_name: ' ' }).expect(400);
  await librarian.agent.put('/api/v1/books/settings').send({ company_name: ' Demo UAB ' }).expect(200, { company_name: 'Demo UAB' });
  expect((await newBook({})).body.book.owner).toBe('Demo UAB');
  expect((await newBook({ owner: 'Rasa' })).body.book.owner).toBe('Rasa');
});

it('edits a book and its image list: keep by id, add, drop, choose the cover', async () => {
  const { body } = await newBook({ attachments: [{ name: 'a.png', data: await png() }, { name: 'b.png', data: await png(4) }] });
  const id = body.book.id;
  const [a, b] = (await reader.agent.get(`/api/v1/books/${id}/attachments`)).body;
  const r = await librarian.agent.put(`/api/v1/books/${id}`).send({ id, title: 'Edited', author: 'Someone', attachments: [{ id: b.id, is_cover: true }, { name: 'c.jpg', data: await jpeg() }] });
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ message: 'the_library_has_been_updated', book: { title: 'Edited', image_count: 2, cover_url: b.url } });
  const after = (await reader.agent.get(`/api/v1/books/${id}/attachments`)).body;
  expect(after.map((x: { name: string; is_cover: boolean }) => [x.name, x.is_cover])).toEqual([['b.png', true], ['c.jpg', false]]);
  expect(await t.ctx.ds.getRepository(BookImage).existsBy({ id: a.id })).toBe(false);
  // Without attachments the images stay; an image of another book is refused.
  await librarian.agent.put(`/api/v1/books/${id}`).send({ title: 'Edited again', author: 'Someone' }).expect(200);
  expect((await reader.agent.get(`/api/v1/books/${id}/attachments`)).body).toHaveLength(2);
  const other = (await newBook({ attachments: [{ name: 'o.png', data: await png() }] })).body.book;
  const otherImage = (await reader.agent.get(`/api/v1/books/${other.id}/attachments`)).body[0];
  expect((await librarian.agent.put(`/api/v1/books/${id}`).send({ title: 'x', author: 'y', attachments: [{ id: otherImage.id }] })).status).toBe(400);
  expect((await librarian.agent.put(`/api/v1/books/${id}`).send({ id: id + 1, title: 'x', author: 'y' })).status).toBe(400);
  await librarian.agent.put('/api/v1/books/999999').send({ title: 'x', author: 'y' }).expect(404);
});

it('lists are paged in SQL and searched by title or author', async () => {
  for (let i = 1; i <= 12; i++) await newBook({ title: `Paging ${String(i).padStart(2, '0')}`, author: i % 2 ? 'Odd Writer' : 'Even Writer' });
  const p1 = (await reader.agent.get('/api/v1/books?type=library&q=paging&page=1&rowsPerPage=5')).body;
  const p3 = (await reader.agent.get('/api/v1/books?type=library&q=paging&page=3&rowsPerPage=5')).body;
  expect([p1.totalCount, p1.currentPage, p1.books.length, p3.books.length]).toEqual([12, 1, 5, 2]);
  expect(p1.books.map((b: { title: string }) => b.title)).toEqual(['Paging 01', 'Paging 02', 'Paging 03', 'Paging 04', 'Paging 05']);
  const odd = (await reader.agent.get('/api/v1/books?q=odd%20writer&rowsPerPage=100')).body;
  expect(odd.totalCount).toBe(6);
  expect((await reader.agent.get('/api/v1/books?q=%25')).body.totalCount).toBe(0);
  await newBook({ title: 'Snake_case 100%' });
  expect((await reader.agent.get('/api/v1/books?q=e_c')).body.totalCount).toBe(1);
  expect((await reader.agent.get('/api/v1/books?q=0%25')).body.totalCount).toBe(1);
  await reader.agent.get('/api/v1/books?rowsPerPage=101').expect(400);
  await reader.agent.get('/api/v1/books?type=shelf').expect(400);
});

it('permissions: reading needs library_read; taken and watched lists need library_order; writing needs library_write', async () => {
  const nobody = await buildUser(t);
  await nobody.agent.get('/api/v1/books').expect(403);
  await reader.agent.get('/api/v1/books?type=taken').expect(403);
  await member.agent.get('/api/v1/books?type=taken').expect(200);
  expect((await member.agent.post('/api/v1/books').send({ title: 'x', author: 'y' })).body.error_code).toBe('missing_permissions');
  const id = (await newBook({})).body.book.id;
  await member.agent.put(`/api/v1/books/${id}`).send({ title: 'x', author: 'y' }).expect(403);
  await member.agent.delete(`/api/v1/books/${id}`).expect(403);
  await reader.agent.post(`/api/v1/books/${id}/order`).send({ planned_return_date: '2030-01-01' }).expect(403);
});
