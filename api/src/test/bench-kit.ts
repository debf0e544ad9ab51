/**
 * What the benchmarks (api/src/*.bench.ts, `npm run bench`) share: a seeded temporary SQLite file,
 * the real server started on it in a child process (api/src/server.ts through tsx, so it serves as
 * `npm start` does), load over real HTTP with autocannon, and the raw SQL time of a call.
 *
 * - {@link openBenchDb}: a temporary data folder with a migrated SQLite file and its context.
 * - {@link captureCalls}: serves the app in this process for a moment, makes each call once and
 *   records the SQL statements (and parameters) it runs, then {@link rawSqlMs} times those exact
 *   statements through better-sqlite3 (prepared once, `all()` per run): the floor any api time
 *   is compared with (the "× SQL" column). The recorded call comes right after a write ({@link touch}),
 *   so the statements are those of a call that no cache of the server answers (the month's rows, a
 *   search's total: cached until the database changes). They are timed twice: one run after another
 *   (SQLite's page cache warm: "SQL ms") and with another connection writing before each run ("SQL
 *   after write": SQLite drops the reading connection's page cache when another one has written, as
 *   a server worker's after another worker's write), the floor of the "1c miss" column.
 * - {@link startServer}: the server as a child process; {@link load}: autocannon at N connections
 *   for a few seconds with a browser's Accept-Encoding (req/s, p50, p99 in ms); {@link serialP50}:
 *   one keep-alive connection, calls one after another, the median in fractions of a ms (the
 *   "1c p50" that the × SQL ratio divides; every case first runs one untimed second), and the same
 *   with a write by another connection before each call ("1c miss": what a call costs when the
 *   server's caches are stale).
 * Benchmarks measure and print; they never fail on a time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import type { Logger as OrmLogger } from 'typeorm';
import pino from 'pino';
import { createApp } from '../app';
import { createContext } from '../bootstrap';
import { SERVER_V8_FLAGS } from '../cluster';
import { loadConfig, REPO_ROOT } from '../config';
import type { AppContext } from '../context';

export const BENCH_PASSWORD = 'Bench-Password-2026!';
/** What a browser sends; the server answers br or gzip when it compresses. */
export const BROWSER_ENCODING = 'gzip, deflate, br';
/** Seconds per load run (BENCH_SECONDS). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

/** Production mode (no reply checks, as deployed) needs given keys and a bot app id. */
const SECRETS = {
  JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789', COOKIE_SECRET: 'bench-cookie-secret-0123456789abcdef01234567', MicrosoftAppId: '00000000-0000-4000-8000-000000000000', MicrosoftAppPassword: 'bench-bot-password', MicrosoftAppTenantId: '00000000-0000-4000-8000-000000000001',
};
const ENV = (dir: string, dbPath: string) => ({
  NODE_ENV: 'production', DATA_DIR: dir, DB_PATH: dbPath, PORTAL_SEED: 'none', LOG_LEVEL: 'silent', ARGON2_MEMORY_KIB: '1024', AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...SECRETS,
});

export interface BenchDb {
  dir: string;
  dbPath: string;
  ctx: AppContext;
  /** Removes the temporary folder (after the context is closed). */
  remove(): void;
}

/** A temporary folder with a migrated SQLite file (`keep`: that file instead, kept afterwards). */
export async function openBenchDb(prefix: string, keep?: string): Promise<BenchDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${prefix}-`));
  const dbPath = keep ?? path.join(dir, 'bench.sqlite');
  const ctx = await createContext(loadConfig(ENV(dir, dbPath)), pino({ level: 'silent' }));
  return { dir, dbPath, ctx, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Bulk insert of plain rows (explicit ids allowed) in one transaction, straight through better-sqlite3 (Dates as stored UTC text, booleans 0/1). */
export async function bulk(ctx: AppContext, table: string, list: Record<string, unknown>[]): Promise<void> {
  const cols = [...new Set(list.flatMap((r) => Object.keys(r)))];
  const db = (ctx.ds.driver as unknown as { databaseConnection: RawDb & { transaction(f: () => void): () => void } }).databaseConnection;
  const stmt = db.prepare(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`);
  const value = (v: unknown) => (v instanceof Date ? v.toISOString().replace('T', ' ').slice(0, 23) : typeof v === 'boolean' ? Number(v) : (v ?? null));
  db.transaction(() => {
    for (const r of list) stmt.run(...cols.map((c) => value(r[c])));
  })();
}

/** A seeded pseudo-random generator in [0, 1). */
export function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** Signs in with the bench password and returns the access token. */
export async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: BENCH_PASSWORD }) });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** One call as a benchmark case: a name, the path and who calls it (e-mail). */
export interface BenchCase {
  name: string;
  path: string;
  who: string;
}

type Statement = [sql: string, params: unknown[]];

/** A reply's size: bytes as sent without and with compression, and the parsed JSON. */
export interface ReplySize {
  status: number;
  plain: number;
  compressed: number;
  encoding: string;
  json: unknown;
}

/** GET `url` with a bearer token and an Accept-Encoding; the body's bytes as they came over the wire. */
export function fetchRaw(url: string, token: string, encoding: string): Promise<{ status: number; bytes: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(parts), encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      })
      .on('error', reject);
  });
}

/**
 * One harmless write to the bench database (a row in `bench_touch`) through `db`: every cache the
 * server keeps until the database changes (db/raw.ts dataVersion) misses on its next read.
 */
export function touch(db: RawDb): void {
  db.prepare('CREATE TABLE IF NOT EXISTS bench_touch (n INTEGER)').run();
  db.prepare('INSERT INTO bench_touch (n) VALUES (1)').run();
}

/** A writer started by {@link startWriting}: `stop()` ends it and resolves to the writes made. */
export interface Writer {
  stop(): Promise<number>;
}

/**
 * Another connection that writes to the bench database every `everyMs` ms (one row updated, on a
 * thread of its own so that the load generator's event loop is not disturbed) until stopped: a
 * company where someone is always changing something, so that every cache the server keeps until
 * the database changes misses on almost every call (the reads are built as right after a write).
 */
export function startWriting(dbPath: string, everyMs = 1): Writer {
  const flag = new SharedArrayBuffer(4);
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
    const db = new (require('better-sqlite3'))(workerData.dbPath);
    db.pragma('busy_timeout = 5000');
    db.prepare('CREATE TABLE IF NOT EXISTS bench_busy (id INTEGER PRIMARY KEY, n INTEGER)').run();
    const write = db.prepare('INSERT INTO bench_busy (id, n) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET n = n + 1');
    const stop = new Int32Array(workerData.flag);
    let writes = 0;
    while (Atomics.load(stop, 0) === 0) { write.run(); writes++; Atomics.wait(stop, 0, 0, workerData.everyMs); }
    db.close();
    parentPort.postMessage(writes);`,
    { eval: true, workerData: { dbPath, flag, everyMs } },
  );
  const done = new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: () => {
      const stop = new Int32Array(flag);
      Atomics.store(stop, 0, 1);
      Atomics.notify(stop, 0);
      return done;
    },
  };
}

/** What {@link captureCalls} records of one case. */
export interface CapturedCall {
  /** The statements' raw time, ms (median). */
  sqlMs: number;
  /**
   * The same with another connection writing before each run, ms: SQLite then drops this
   * connection's page cache, so the pages are read again, as by a server worker right after a write
   * by another worker (the "1c miss" calls).
   */
  sqlAfterWriteMs: number;
  statements: number;
  size: ReplySize;
}

/**
 * Makes each case's call once against this process's app with the statements recorded, and times
 * those statements raw ({@link rawSqlMs}), also right after another connection's write; and the
 * reply's size plain and compressed.
 */
export async function captureCalls(ctx: AppContext, cases: BenchCase[]): Promise<Map<string, CapturedCall>> {
  const ds = ctx.ds as unknown as { logger: OrmLogger };
  const original = ds.logger;
  let recording: Statement[] | null = null;
  ds.logger = new Proxy(original, {
    get(target, prop, receiver) {
      if (prop === 'logQuery') return (sql: string, params?: unknown[]) => void recording?.push([sql, [...(params ?? [])]]);
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  const server = http.createServer(createApp(ctx).app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokens = new Map<string, string>();
  const out = new Map<string, CapturedCall>();
  const other = new Database(String(ctx.ds.options.database));
  try {
    for (const c of cases) {
      if (!tokens.has(c.who)) tokens.set(c.who, await login(base, c.who));
      const token = tokens.get(c.who)!;
      await fetchRaw(base + c.path, token, 'identity'); // warm (first-use caches)
      touch((ctx.ds.driver as unknown as { databaseConnection: RawDb }).databaseConnection); // …but no cache of data
      recording = [];
      const plain = await fetchRaw(base + c.path, token, 'identity');
      const statements = recording;
      recording = null;
      const packed = await fetchRaw(base + c.path, token, BROWSER_ENCODING);
      const json: unknown = plain.status === 200 ? JSON.parse(plain.bytes.toString('utf8')) : plain.bytes.toString('utf8');
      out.set(c.name, {
        sqlMs: rawSqlMs(ctx, statements), sqlAfterWriteMs: rawSqlMs(ctx, statements, 15, () => touch(other)), statements: statements.length,
        size: { status: plain.status, plain: plain.bytes.length, compressed: packed.bytes.length, encoding: packed.encoding, json },
      });
    }
  } finally {
    recording = null;
    other.close();
    ds.logger = original;
    await new Promise<void>((r) => server.close(() => r()));
  }
  return out;
}

interface RawDb {
  prepare(sql: string): { reader: boolean; all(...p: unknown[]): unknown[]; run(...p: unknown[]): unknown };
}

/**
 * CPU time (ms, user + system) used so far by a process and every process below it (the server's
 * primary, its workers, their thread pools), from Linux's /proc; NaN elsewhere.
 */
export function treeCpuMs(pid: number): number {
  try {
    const stats = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((d) => {
      try {
        // fields after the command's closing parenthesis: state ppid … utime(12) stime(13), in clock ticks
        const f = fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ');
        return [{ pid: Number(d), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) }];
      } catch {
        return []; // gone meanwhile
      }
    });
    const tree = new Set([pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const p of stats) if (!tree.has(p.pid) && tree.has(p.ppid)) grew = !!tree.add(p.pid);
    }
    return stats.filter((p) => tree.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0) * 10; // USER_HZ = 100
  } catch {
    return NaN;
  }
}

/** Median over several runs of the statements executed in order through better-sqlite3 directly (ms); `before` runs untimed before each run. */
export function rawSqlMs(ctx: AppContext, statements: Statement[], runs = 15, before?: () => void): number {
  const db = (ctx.ds.driver as unknown as { databaseConnection: RawDb }).databaseConnection;
  const prepared = statements.map(([sql, params]) => ({ stmt: db.prepare(sql), params }));
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    before?.();
    const s = performance.now();
    for (const { stmt, params } of prepared) {
      if (stmt.reader) stmt.all(...params);
      else stmt.run(...params);
    }
    times.push(performance.now() - s);
  }
  return median(times);
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * The real server (api/src/server.ts through tsx) on the seeded file, in a child process, with the V8
 * flags `npm start` gives it (cluster.ts SERVER_V8_FLAGS), so one worker and several run alike.
 */
export async function startServer(db: BenchDb, env: Record<string, string> = {}): Promise<{ base: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
  const child: ChildProcess = spawn(tsx, [...SERVER_V8_FLAGS, '--tsconfig', 'api/tsconfig.json', 'api/src/server.ts'], {
    cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...ENV(db.dir, db.dbPath), PORT: String(port), ...env },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode != null) throw new Error(`bench server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('bench server did not start in 180 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

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

/** Throughput and latency of one load run. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** The slowest first call of a connection (ms; left out of p50 and p99: see {@link load}). */
  firstMax: number;
  /** Replies other than 2xx plus connection errors and timeouts. */
  bad: number;
  /** Replies that came back within the run (none: the run was shorter than one reply). */
  done: number;
}

/**
 * Waits until the server has worked off the calls a load run left behind (autocannon stops
 * sending, but the server still answers what it queued, which would slow the next run down):
 * until 4 parallel GET /health (so every worker is asked) all answer within 250 ms, at most 20 s (a busy machine).
 */
export async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const t = performance.now();
    await Promise.all([1, 2, 3, 4].map(() => fetch(`${base}/health`).then((r) => r.arrayBuffer())));
    if (performance.now() - t < 250) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * autocannon against `url` at `connections` for {@link SECONDS} seconds, after the server has settled:
 * req/s over the run; p50 and p99 (ms) of the calls after each connection's first. The first call on
 * each of the run's new connections is left out because a saturated Node server takes up new
 * connections late — the k-th new connection's first reply comes after about k calls' worth of every
 * other connection's (a plain node:http server with 6 ms of work per call shows the same: up to 3 s at
 * 32 connections) — so in a run of a few seconds those 32 calls would be the p99 of the run; the
 * slowest of them is `firstMax`.
 */
export async function load(url: string, token: string, connections: number, seconds = SECONDS): Promise<LoadResult> {
  await settle(new URL(url).origin);
  // the running instance is also an event emitter (its typings give the promise only)
  const run = autocannon({ url, connections, duration: seconds, timeout: 30, headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODING } }) as Promise<autocannon.Result> & {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  };
  const started = new Set<unknown>();
  const times: number[] = [];
  let firstMax = 0;
  run.on('response', (client: unknown, _status: number, _bytes: number, ms: number) => {
    if (started.has(client)) times.push(ms);
    else {
      started.add(client);
      firstMax = Math.max(firstMax, ms);
    }
  });
  const r = await run;
  times.sort((a, b) => a - b);
  const at = (q: number) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN);
  return { rps: r.requests.average, p50: at(0.5), p99: at(0.99), firstMax, bad: r.non2xx + r.errors + r.timeouts, done: r.requests.total };
}

/**
 * One connection (keep-alive), one call after another for `seconds`: the median time of a call in
 * ms with fractions (autocannon counts whole milliseconds, too coarse for a call of 1 ms against
 * 0.3 ms of SQL in the × SQL column).
 */
export async function serialP50(url: string, token: string, seconds = SECONDS, before?: () => void): Promise<{ p50: number; done: number }> {
  await settle(new URL(url).origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  try {
    while (performance.now() < end) {
      before?.();
      const t = performance.now();
      await new Promise<void>((resolve, reject) => {
        http
          .get(url, { agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODING } }, (res) => {
            res.on('data', () => undefined);
            res.on('end', resolve);
          })
          .on('error', reject);
      });
      times.push(performance.now() - t);
    }
  } finally {
    agent.destroy();
  }
  return { p50: median(times), done: times.length };
}

/** Prints a table: header row, then rows, columns right-aligned except the first. */
export function printTable(header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  for (const r of cells) console.log(r.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  '));
}

/** Measures each case on a started server: one connection (api time), 10 and 32 connections; prints the table. */
export async function runCases(base: string, dbPath: string, cases: BenchCase[], captured: Awaited<ReturnType<typeof captureCalls>>, describe: (c: BenchCase) => string): Promise<void> {
  const tokens = new Map<string, string>();
  const writer = new Database(dbPath);
  const rows: (string | number)[][] = [];
  const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  const ms = (n: number) => (n < 10 ? n.toFixed(2) : f(n));
  // one untimed second of each call first: the server's code compiled and its caches warm, as in use
  // (the first case measured on a cold server read 0.41-0.44 ms a call where it reads 0.30 warm)
  for (const c of cases) {
    if (!tokens.has(c.who)) tokens.set(c.who, await login(base, c.who));
    await serialP50(base + c.path, tokens.get(c.who)!, 1);
  }
  for (const c of cases) {
    const token = tokens.get(c.who)!;
    const cap = captured.get(c.name)!;
    const one = await serialP50(base + c.path, token);
    const miss = await serialP50(base + c.path, token, SECONDS, () => touch(writer));
    const c10 = await load(base + c.path, token, 10);
    const c32 = await load(base + c.path, token, 32);
    const bad = c10.bad + c32.bad;
    // a run in which no reply came back has no latency: shown as `>Ns`, not as 0
    const none = `>${SECONDS}s`;
    const lat = (r: LoadResult, n: number) => (r.done ? f(n) : none);
    rows.push([
      c.name, describe(c),
      ...([[cap.sqlMs, one], [cap.sqlAfterWriteMs, miss]] as const).flatMap(([sql, o]) => [ms(sql), o.done ? ms(o.p50) : none, o.done ? `${(o.p50 / Math.max(sql, 0.01)).toFixed(1)}×` : '']),
      f(c10.rps), lat(c10, c10.p50), lat(c10, c10.p99), f(c32.rps), lat(c32, c32.p50), lat(c32, c32.p99), lat(c32, c32.firstMax), bad ? `${bad} bad` : '',
    ]);
    console.log(`  … ${c.name}: ${f(c10.rps)} req/s at 10`);
  }
  writer.close();
  printTable(['case', 'reply', 'SQL ms', '1c p50', '×SQL', 'SQL after write', '1c miss', '×SQL', '10c req/s', 'p50', 'p99', '32c req/s', 'p50', 'p99', '1st max', ''], rows);
}

/**
 * A benchmark's whole run over a seeded database: captures each case's statements and reply in
 * process, closes the database, serves it from a real server, measures the cases ({@link runCases})
 * and removes the database whatever happens. `describe` turns a case's captured reply into the
 * table's "reply" column.
 */
export async function measureCases(db: BenchDb, cases: BenchCase[], describe: (reply: ReplySize) => string): Promise<void> {
  const captured = await captureCalls(db.ctx, cases);
  await db.ctx.ds.destroy();
  const server = await startServer(db);
  try {
    await runCases(server.base, db.dbPath, cases, captured, (c) => describe(captured.get(c.name)!.size));
  } finally {
    await server.stop();
    db.remove();
  }
}

/** "rows/total" of a paged reply (spec 2 §3 envelope), or its HTTP status. */
export function pagedReply(s: ReplySize): string {
  const j = s.json as { data?: unknown[]; totalCount?: number };
  return s.status === 200 ? `${j.data?.length ?? 0}/${j.totalCount ?? 0}` : `HTTP ${s.status}`;
}
