/**
 * Every core, and a clean stop (issue 11 item 5).
 *
 * - {@link runPrimary}: the primary of `npm start` with WEB_CONCURRENCY > 1 forks that many workers
 *   (node:cluster; they share PORT, the primary hands out connections). It prepared the database
 *   before (server.ts). A worker that dies later is replaced after a second; one that dies before
 *   it ever listened (a bad port, a start-up error) stops the whole server with exit code 1. On
 *   SIGTERM or SIGINT it passes SIGTERM to every worker and exits when they have, or kills what is
 *   left after {@link STOP_DEADLINE_MS}.
 * - {@link stopOnSignal}: a serving process (a worker, or the only process) stops on SIGTERM or
 *   SIGINT: no new connections and no scheduled jobs, the calls in flight finish (idle keep-alive
 *   connections are closed at once, the rest after {@link FORCE_CLOSE_MS}), subscribers of the event
 *   bus and the database close, the log is flushed; whatever hangs, it exits by the deadline.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { AppContext } from './context';
import type { ServerLog } from './shared/log';

/** A server process exits at most this long after SIGTERM (ms). */
export const STOP_DEADLINE_MS = 9_000;
/** How long a stopping process waits for stdout to take the buffered log lines (ms). */
export const LOG_FLUSH_MS = 1_000;
/** In-flight connections still open this long after SIGTERM are closed (ms). */
export const FORCE_CLOSE_MS = 6_000;

/**
 * V8 flags of a serving process (issue 11 item 2): a 64 MB young generation semi-space instead of
 * V8's 16 MB default. A whole-company month reads ~15,000 rows that live for the call only; with the
 * default they outgrow the young generation and are copied and promoted, which cost about a third
 * of the call's CPU (measured in-process at 2,000 people / 10,000 events: 41 → 29 ms per call).
 * Set by scripts/start.mjs for the process it starts and passed to forked workers here.
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=64'];

/** Resolves after `ms`, or with `work` if it ends first (its failure counts as the end too). */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work.catch(() => undefined), new Promise((r) => (timer = setTimeout(r, Math.max(0, ms))))]);
  clearTimeout(timer);
}

/** Runs the primary: forks `count` workers and supervises them until a signal stops them all. */
export function runPrimary(count: number, out: ServerLog): void {
  const { log } = out;
  const listened = new Set<number>();
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
  let stopping = false;
  let exitCode = 0;
  const finish = async () => endProcess(exitCode, await out.close(500));
  const stop = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    const workers = alive();
    if (!workers.length) void finish();
    for (const w of workers) w.process.kill('SIGTERM');
    setTimeout(() => {
      for (const w of alive()) w.process.kill('SIGKILL');
      out.drop();
      endProcess(1, false);
    }, STOP_DEADLINE_MS + 500).unref();
  };
  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (!alive().length) void finish();
    } else if (!listened.has(worker.id)) {
      log.fatal({ pid: worker.process.pid, code, signal }, 'a worker stopped before it listened; stopping the server');
      stop(1);
    } else {
      log.error({ pid: worker.process.pid, code, signal }, 'worker exited; starting another');
      setTimeout(() => stopping || cluster.fork(), 1000);
    }
  });
  for (const sig of ['SIGTERM', 'SIGINT'] as const) process.on(sig, () => stop(0));
  log.info({ workers: count }, 'starting workers');
  const flags = SERVER_V8_FLAGS.filter((f) => !process.execArgv.includes(f));
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...flags] });
  for (let i = 0; i < count; i++) cluster.fork();
}

/** What a serving process stops on a signal. */
export interface Serving {
  server: Server;
  ctx: AppContext;
  jobs: { stop(): void };
  out: ServerLog;
}

/**
 * Stops the process cleanly on SIGTERM or SIGINT (see the module comment), exiting 0, or 1 when
 * the deadline forced it. Idempotent: a second signal changes nothing.
 */
export function stopOnSignal({ server, ctx, jobs, out }: Serving): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const left = () => STOP_DEADLINE_MS - (Date.now() - started);
    setTimeout(() => {
      out.drop();
      endProcess(1, false);
    }, STOP_DEADLINE_MS).unref();
    logStop(ctx.log, signal);
    jobs.stop();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // a keep-alive connection whose call just ended is idle now: close it too
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_MS);
    await within(closed, left());
    clearInterval(idle);
    clearTimeout(force);
    await within(ctx.events.drain(), left() - 1500);
    await within(ctx.ds.destroy(), left() - 1000);
    // a second for stdout to take the buffered lines (no reader: waiting longer would not help);
    // what it did not take is dropped: a clean stop all the same
    endProcess(0, await out.close(Math.max(0, Math.min(LOG_FLUSH_MS, left() - 200))));
  };
  for (const sig of ['SIGTERM', 'SIGINT'] as const) process.on(sig, () => void stop(sig));
}

/**
 * Ends the process: `process.exit(code)` once the log is flushed. Otherwise a stdout write may be
 * stuck in a libuv thread (a full pipe: the fd is blocking again whenever a child was spawned with
 * inherited stdio) and exit() would wait for that thread forever; the process then ends by
 * SIGTERM's default action (SIGKILL 200 ms later if that did not end it).
 */
export function endProcess(code: number, flushed: boolean): void {
  if (flushed) process.exit(code);
  for (const sig of ['SIGTERM', 'SIGINT'] as const) process.removeAllListeners(sig);
  process.kill(process.pid, 'SIGTERM');
  setTimeout(() => process.kill(process.pid, 'SIGKILL'), 200);
}

function logStop(log: Logger, signal: string): void {
  log.info({ signal }, 'stopping: finishing calls in flight');
}
