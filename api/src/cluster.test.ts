/**
 * Issue 11 item 5, over the real server as `npm start` runs it (api/src/server.ts in a child
 * process, WEB_CONCURRENCY=2, an SQLite file): two workers share the port; many concurrent writes
 * spread over both lose nothing and meet no SQLITE_BUSY; and with its stdout pipe never read (full
 * after a few hundred request log lines), SIGTERM still ends a call in flight and every process
 * within 10 s. Before the fix the server's synchronous pino write blocked on the full pipe, and the
 * server never exited.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './config';

const EMAIL = 'cluster-admin@example.com';
const PASSWORD = 'Cluster-Test-Password-2026!';
const WRITES = 240;

let dir: string;
let child: ChildProcess;
let base: string;
let token: string;
let userId: number;
let stderr = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = http.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The worker processes of the primary (its children running server.ts; tsx may add an esbuild one). */
function workerPids(): number[] {
  try {
    const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(child.pid)], { encoding: 'utf8' }).split('\n');
    return lines.filter((l) => l.includes('server.ts')).map((l) => Number(l.trim().split(' ')[0]));
  } catch {
    return [];
  }
}

/** CPU time a process has used so far, in clock ticks (user + system). */
function cpuTicks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** A JSON call with the bearer token over a new connection (so the primary hands each to a worker in turn). */
async function call(method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(base + url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', connection: 'close' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: REPO_ROOT,
    // stdout is a pipe nobody reads: once the pipe is full, every log line waits
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      TSX_TSCONFIG_PATH: 'api/tsconfig.json',
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dir,
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
      PORTAL_SEED: 'none',
      PORTAL_ADMIN_EMAIL: EMAIL,
      PORTAL_ADMIN_PASSWORD: PASSWORD,
      ARGON2_MEMORY_KIB: '1024',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode != null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    if (
      workerPids().length === 2 &&
      (await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      break;
    if (Date.now() > deadline) throw new Error(`server did not start (workers ${workerPids().join(',')}): ${stderr}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  // both workers answer before the measurement starts
  for (let i = 0; i < 20; i++) await fetch(`${base}/health`, { headers: { connection: 'close' } });
  const login = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const body = (await login.json()) as { access_token: string; user_id: number };
  token = body.access_token;
  userId = body.user_id;
}, 180_000);

afterAll(() => {
  if (child.exitCode == null && child.signalCode == null) child.kill('SIGKILL');
  for (const pid of workerPids()) process.kill(pid, 'SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm start on every core', () => {
  it('runs two workers; concurrent writes through both lose nothing and never fail busy', async () => {
    const workers = workerPids();
    expect(workers).toHaveLength(2);
    const before = workers.map(cpuTicks);
    const statuses: number[] = [];
    const values = Array.from({ length: WRITES }, (_, i) => `v${i}`);
    // 32 at a time: settings rows appended (write first) and subscriptions changed (read, then write)
    for (let i = 0; i < WRITES; i += 32) {
      const batch = values.slice(i, i + 32).map(async (value, j) => {
        const setting = call('post', '/api/v1/users/settings', { id: 'cluster_test', checked: true, value, time: new Date().toISOString() });
        const sub = j % 2 ? call('put', `/api/v1/users/${userId}/subscribe`, { subscriptions: { library: j % 4 === 1 } }) : null;
        const [created, changed] = await Promise.all([setting, sub]);
        statuses.push(created.status === 201 ? 200 : created.status, changed?.status ?? 200);
      });
      await Promise.all(batch);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const all = await call('get', '/api/v1/users/settings/cluster_test/all');
    expect(all.status).toBe(200);
    expect((all.json as { value: string }[]).map((e) => e.value).sort()).toEqual([...values].sort());
    // both workers did a share of the work (the primary hands connections out in turn)
    const used = workers.map((pid, i) => cpuTicks(pid) - before[i]);
    const total = used[0] + used[1];
    for (const u of used) expect(u).toBeGreaterThan(total * 0.15);
  }, 120_000);

  it('SIGTERM with stdout never read: the call in flight ends, every process exits within 10 s', async () => {
    const workers = workerPids();
    // a call in flight: headers and half the body sent, the rest after SIGTERM
    const body = JSON.stringify({ id: 'cluster_test', checked: true, value: 'in-flight', time: new Date().toISOString() });
    const reply = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${base}/api/v1/users/settings`, {
        method: 'POST',
        agent: false,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => req.end(body.slice(20)), 1500);
    });
    await new Promise((r) => setTimeout(r, 500));
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const res = await reply;
    expect(res.status).toBe(201);
    expect(JSON.parse(res.text)).toMatchObject({ checked: true, value: 'in-flight' });
    const code = await Promise.race([exited, new Promise<string>((r) => setTimeout(() => r('still running after 10 s'), 10_000 - (Date.now() - started)))]);
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(workers.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
  }, 60_000);
});
