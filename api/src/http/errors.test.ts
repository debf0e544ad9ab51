/**
 * The error model as a caller sees it (spec 1 §7–§8): `{ message, error_code }` replies, 400 for
 * malformed JSON, 404 for unknown api paths, 500 with a correlation id and nothing internal,
 * security headers and /health. The app is built here with test-only failing routes mounted
 * through createApp's `extra` hook, and a logger that keeps its lines for inspection.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { createApp, type BuiltApp } from '../app';
import { createContext } from '../bootstrap';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { AppError } from './errors';

const SECRET_SQL = 'SELECT password_hash FROM users WHERE email = ?';
let ctx: AppContext;
let built: BuiltApp;
let dataDir: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-errors-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DB_PATH: ':memory:', PORTAL_SEED: 'none', LOG_LEVEL: 'silent', ARGON2_MEMORY_KIB: '1024' });
  const log = pino({ level: 'error' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
  ctx = await createContext(config, log);
  built = createApp(ctx, (app) => {
    app.get('/api/test/boom', () => {
      throw new Error(`unexpected: ${SECRET_SQL}`);
    });
    app.get('/api/test/db', async () => {
      await ctx.ds.query('SELECT password_hash FROM no_such_table');
    });
    app.get('/api/test/app-error', () => {
      throw new AppError('user_not_found');
    });
  });
});
afterAll(async () => {
  if (ctx.ds.isInitialized) await ctx.ds.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const http = () => request(built.app);

describe('error replies', () => {
  it('answers malformed JSON with 400 provided_invalid_data', async () => {
    const res = await http().post('/api/v1/login').set('Content-Type', 'application/json').send('{"email": "a@b.lt", ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'provided_invalid_data', error_code: 'provided_invalid_data' });
  });

  it('answers a body that breaks the contract with 400 provided_invalid_data naming the fields', async () => {
    const res = await http().post('/api/v1/login').send({ email: 'a@b.lt' });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('provided_invalid_data');
    expect(res.body.fields).toEqual([expect.objectContaining({ path: 'password' })]);
  });

  it('answers an AppError with its catalogue status and code', async () => {
    const res = await http().get('/api/test/app-error');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'user_not_found', error_code: 'user_not_found' });
  });

  it('answers an unexpected error with 500, the correlation id of the header, and nothing internal', async () => {
    const res = await http().get('/api/test/boom');
    expect(res.status).toBe(500);
    const id = res.headers['x-correlation-id'];
    expect(id).toMatch(/^[\w-]{8,64}$/);
    expect(res.body).toEqual({ message: 'internal_server_error', error_code: 'internal_server_error', correlation_id: id });
    expect(res.text).not.toMatch(/SELECT|password_hash|stack|\.ts:\d+/);
    // The operator finds the stack in the log by the id the user reports.
    const logged = logLines.find((l) => l.correlationId === id);
    expect((logged?.err as { stack?: string })?.stack).toContain(SECRET_SQL);
  });

  it('answers a database failure with 500 internal_database_error without the SQL', async () => {
    const res = await http().get('/api/test/db').set('x-correlation-id', 'support-case-4711');
    expect(res.status).toBe(500);
    expect(res.headers['x-correlation-id']).toBe('support-case-4711');
    expect(res.body).toEqual({ message: 'internal_database_error', error_code: 'internal_database_error', correlation_id: 'support-case-4711' });
    expect(res.text).not.toMatch(/no_such_table|SELECT|SQLITE/i);
  });

  it('replaces a correlation id header that is not an id', async () => {
    const res = await http().get('/api/test/boom').set('x-correlation-id', 'a b<script>');
    expect(res.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.correlation_id).toBe(res.headers['x-correlation-id']);
  });

  it('answers an unknown api path with 404 not_found', async () => {
    for (const p of ['/api/v1/no-such-thing', '/api/v2/users/1/nothing', '/api/whatever']) {
      const res = await http().get(p);
      expect([p, res.status]).toEqual([p, 404]);
      expect(res.body).toEqual({ message: 'not_found', error_code: 'not_found' });
    }
  });
});

describe('security headers', () => {
  it('sends helmet headers and a CSP that lets Teams frame the tab', async () => {
    const res = await http().get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/teams\.microsoft\.com/);
    expect(csp).toMatch(/object-src 'none'/);
    // Framing is governed by the CSP above; X-Frame-Options would block Teams.
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('asks browsers for HTTPS only when the portal is served over https', async () => {
    expect((await http().get('/health')).headers['strict-transport-security']).toBeUndefined();
    const https = createApp({ ...ctx, config: { ...ctx.config, publicUrl: 'https://portal.example.com' } });
    expect((await request(https.app).get('/health')).headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('/health', () => {
  it('reports status, database and version', async () => {
    const res = await http().get('/health');
    expect(res.status).toBe(200);
    const rootPkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as { version: string };
    expect(res.body).toEqual({ status: 'ok', database: 'ok', version: rootPkg.version });
  });

  it('reports 503 degraded when the database is unreachable', async () => {
    await ctx.ds.destroy();
    const res = await http().get('/health');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'degraded', database: 'unreachable' });
  });
});
