/**
 * Test harness: a real app over a fresh SQLite database (in memory) with its own data directory,
 * served on a real HTTP server on loopback. Each test file starts its own.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { createApp, BuiltApp } from '../app';
import { createContext } from '../bootstrap';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { DEMO_PASSWORD } from '../db/seed/demo';

export interface TestApp extends BuiltApp {
  ctx: AppContext;
  /** Base URL of the running server, e.g. http://127.0.0.1:54321 */
  url: string;
  dataDir: string;
  /** A supertest agent that keeps cookies: signed in as `email` (demo password by default). */
  signIn(email: string, password?: string): Promise<request.Agent>;
  /** Plain requests without cookies. */
  http(): ReturnType<typeof request>;
  /** Every .eml written to the outbox so far, newest last. */
  outbox(): string[];
  close(): Promise<void>;
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DB_PATH: ':memory:',
    PORTAL_SEED: 'demo',
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '1024',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ...env,
  });
  const ctx = await createContext(config, pino({ level: 'silent' }));
  const built = createApp(ctx);
  const server = http.createServer(built.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...built,
    ctx,
    url,
    dataDir,
    async signIn(email, password = DEMO_PASSWORD) {
      const agent = request.agent(url);
      const res = await agent.post('/api/v1/login').send({ email, password });
      if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return agent;
    },
    http: () => request(url),
    outbox() {
      const dir = config.outboxDir;
      if (!fs.existsSync(dir)) return [];
      return fs.readdirSync(dir).sort().map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ctx.events.drain();
      await ctx.ds.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
