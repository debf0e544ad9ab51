/**
 * Starts the real built server (`node api/dist/api/src/server.js`, serving tab/dist) on E2E_PORT
 * with a fresh temporary DATA_DIR (SQLite file, outbox) and the demo company, waits for /health,
 * and returns the teardown that stops it and removes the directory (E2E_KEEP_DATA=1 keeps it).
 *
 * Tests see, through the environment the workers inherit:
 * - E2E_BASE_URL: the server's address (also its PUBLIC_URL, so e-mailed links point at it);
 * - E2E_DATA_DIR: the data directory; E2E_OUTBOX: where every e-mail lands as an .eml file.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const SERVER = path.join(ROOT, 'api', 'dist', 'api', 'src', 'server.js');
const TAB_INDEX = path.join(ROOT, 'tab', 'dist', 'index.html');
const START_TIMEOUT_MS = 60_000;

/** Variables of the developer's shell that would point the server elsewhere; blank means unset. */
const UNSET = [
  'DB_PATH', 'DB_HOST', 'DB_NAME', 'DB_USER', 'DB_PASSWORD', 'PORTAL_ADMIN_EMAIL', 'PORTAL_ADMIN_PASSWORD', 'JWT_SECRET', 'COOKIE_SECRET',
  'SMTP_HOST', 'SMTP_USER', 'SMTP_PASSWORD', 'LOGIN_MAX_FAILED_ATTEMPTS', 'LOGIN_LOCK_SECONDS',
];

export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const [file, what] of [[SERVER, 'api'], [TAB_INDEX, 'tab']]) {
    if (!fs.existsSync(file)) throw new Error(`The ${what} is not built (${path.relative(ROOT, file)} is missing): run \`npm run build\` first.`);
  }
  const port = process.env.E2E_PORT;
  const baseUrl = process.env.E2E_BASE_URL;
  if (!port || !baseUrl) throw new Error('E2E_PORT and E2E_BASE_URL are set by tests/playwright.config.ts');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const server = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      ...Object.fromEntries(UNSET.map((k) => [k, ''])),
      NODE_ENV: 'development',
      PORT: port,
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DB_TYPE: 'sqlite',
      PORTAL_SEED: 'demo',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    },
  });
  fs.closeSync(log);
  let exited: string | null = null;
  server.on('exit', (code, signal) => (exited = `exited with ${signal ?? code}`));

  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(`The portal server ${exited} before answering /health. Its log:\n${tail()}`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`The portal server did not answer ${baseUrl}/health within ${START_TIMEOUT_MS / 1000} s. Its log:\n${tail()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_OUTBOX = path.join(dataDir, 'outbox');

  return async () => {
    if (!exited) {
      const stopped = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await stopped;
      clearTimeout(timer);
    }
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data directory kept: ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
