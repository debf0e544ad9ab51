/**
 * The route layer checks every reply against its route's `response` schema outside production
 * (issue 10 item 3): a handler that answers something else than the OpenAPI document promises fails
 * loudly (500 with the mismatching fields), and production skips the check.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { errorHandler } from './error-handler';
import { ApiRouter } from './route';
import { startTestApp, TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A tiny app with two public routes whose replies do and do not match their schema. */
async function serve(isProduction: boolean): Promise<{ url: string; close: () => Promise<void> }> {
  const ctx = { ...t.ctx, config: { ...t.ctx.config, isProduction } };
  const router = new ApiRouter(ctx, '/api/v9', new OpenAPIRegistry(), 'v9');
  const reply = z.object({ id: z.number(), name: z.string() });
  router.add({ method: 'get', path: '/good', summary: 'matches', access: 'public', response: reply, handler: () => ({ id: 1, name: 'Ona' }) });
  router.add({ method: 'get', path: '/bad', summary: 'does not match', access: 'public', response: reply, handler: () => ({ id: '1', title: 'Ona' }) });
  const app = express();
  app.use('/api/v9', router.router);
  app.use(errorHandler(t.ctx.log));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

it('answers a reply that matches its schema as it is', async () => {
  const s = await serve(false);
  const res = await request(s.url).get('/api/v9/good');
  await s.close();
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ id: 1, name: 'Ona' });
});

it('fails loudly outside production when the reply does not match its schema', async () => {
  const s = await serve(false);
  const res = await request(s.url).get('/api/v9/bad');
  await s.close();
  expect(res.status).toBe(500);
  expect(res.body).toMatchObject({ error_code: 'internal_server_error', reason: 'reply_contract_mismatch', route: 'GET /api/v9/bad' });
  expect(res.body.issues.join(' ')).toMatch(/id/);
});

it('skips the check in production', async () => {
  const s = await serve(true);
  const res = await request(s.url).get('/api/v9/bad');
  await s.close();
  expect(res.status).toBe(200);
});
