/**
 * JSON replies go out compressed as the caller accepts (issue 11 item 2; http/json-reply.ts): small ones
 * as they are, pages of a few kB compressed at once (their length known), large ones through the
 * compression middleware's stream — the same JSON every way, and a repeated call with the reply's
 * ETag gets 304.
 */
import type request from 'supertest';
import { buildUserRecord } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { COMPRESS_AT_ONCE_UP_TO, COMPRESS_FROM } from './json-reply';

let t: TestApp;
let admin: request.Agent;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin@demo.lt');
});
afterAll(() => t.close());

const get = (path: string, encoding: string, etag?: string) => {
  const r = admin.get(path).set('Accept-Encoding', encoding);
  return etag ? r.set('If-None-Match', etag) : r;
};

describe('a JSON reply', () => {
  it('of a few kB is compressed at once in br or gzip, with its length, and is the same JSON as uncompressed', async () => {
    const plain = await get('/api/v1/users?pageSize=20', 'identity').expect(200);
    const size = Number(plain.headers['content-length']);
    expect(size).toBeGreaterThan(COMPRESS_FROM);
    expect(size).toBeLessThanOrEqual(COMPRESS_AT_ONCE_UP_TO);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const r = await get('/api/v1/users?pageSize=20', `${encoding === 'br' ? 'gzip, deflate, br' : 'gzip'}`).expect(200);
      expect(r.headers['content-encoding']).toBe(encoding);
      expect(Number(r.headers['content-length'])).toBeLessThan(size / 2);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r.headers.vary).toMatch(/Accept-Encoding/);
      expect(r.body).toEqual(plain.body);
    }
  });

  it('under 2 kB goes as it is', async () => {
    const r = await get('/api/v1/users?pageSize=5&q=admin', 'gzip, deflate, br').expect(200);
    expect(Number(r.headers['content-length'])).toBeLessThan(COMPRESS_FROM);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.data.length).toBeGreaterThan(0);
  });

  it('answers a repeated call with its ETag by 304 and a changed one in full', async () => {
    const first = await get('/api/v1/users?pageSize=20', 'gzip, deflate, br').expect(200);
    expect(first.headers.etag).toBeTruthy();
    await get('/api/v1/users?pageSize=20', 'gzip, deflate, br', first.headers.etag).expect(304);
    await buildUserRecord(t, { name: 'Aaron', surname: 'Aardvark' });
    const after = await get('/api/v1/users?pageSize=20', 'gzip, deflate, br', first.headers.etag).expect(200);
    expect(after.body.totalCount).toBe(first.body.totalCount + 1);
  });

  it('larger than 64 kB streams through the compression middleware, the same JSON', async () => {
    for (let i = 0; i < 100; i++) await buildUserRecord(t, { name: `Bulk${i}`, surname: `Person with a rather long surname ${i}`, fields: { position: 'Senior accountant of the northern region' } });
    const plain = await get('/api/v1/users?pageSize=100', 'identity').expect(200);
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(COMPRESS_AT_ONCE_UP_TO);
    const br = await get('/api/v1/users?pageSize=100', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBeUndefined(); // streamed
    expect(br.body).toEqual(plain.body);
  });
});
