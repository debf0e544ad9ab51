/**
 * The server's logger (issue 11 item 5): pino JSON lines on stdout through an ASYNCHRONOUS
 * destination, so a slow or vanished stdout reader never blocks the event loop (pino's default
 * writes synchronously and, on a full pipe, retries forever: a server whose log reader went away
 * could not even shut down). Lines wait in memory up to {@link MAX_BUFFERED_BYTES}; beyond that they
 * are dropped. {@link ServerLog.close} flushes within a deadline and otherwise drops what is left,
 * so the process can always exit (see cluster.ts endProcess).
 */
import pino, { type Logger } from 'pino';
import type { Config } from '../config';

/** Log bytes kept in memory while stdout does not take them; newer lines are dropped beyond it. */
export const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/** A logger with the means to end it. */
export interface ServerLog {
  log: Logger;
  /** Flushes what is buffered within `ms`, then drops what is left. Resolves true when all was written. Log nothing afterwards. */
  close(ms: number): Promise<boolean>;
  /** Drops what is buffered at once (before a forced exit); later lines go nowhere. */
  drop(): void;
}

/** Redacted fields of every line (passwords and tokens). */
export const LOG_REDACT = ['password', '*.password', 'token', '*.token'];

/** Bytes waiting in a sonic-boom destination (its `_len`; no public accessor). */
function buffered(dest: object): number {
  return (dest as { _len?: number })._len ?? 0;
}

/** The logger of a server process (primary or worker) writing to stdout. */
export function createServerLog(config: Pick<Config, 'LOG_LEVEL'>): ServerLog {
  let closing = false;
  // Writes run on libuv's thread pool. On a full pipe a write either fails with EAGAIN (retried
  // later) or, when the fd is blocking (as after a spawn with inherited stdio), waits in its thread:
  // the event loop goes on either way; cluster.ts endProcess() copes with such a thread at exit.
  const fd = process.stdout.fd;
  const dest = pino.destination({ dest: fd, sync: false, maxLength: MAX_BUFFERED_BYTES, retryEAGAIN: () => !closing });
  const log = pino({ level: config.LOG_LEVEL, redact: LOG_REDACT }, dest);
  const drop = () => {
    if (closing) return;
    closing = true;
    // destroy() empties the buffers, so pino's exit hook (a synchronous flush) has nothing to write
    dest.destroy();
    dest.write = () => true;
  };
  return {
    log,
    drop,
    close: (ms) =>
      new Promise<boolean>((resolve) => {
        const done = (all: boolean) => {
          clearTimeout(timer);
          dest.off('drain', onDrain);
          // nothing is left to write (or it is given up): pino's exit hook must not wait on stdout
          drop();
          resolve(all);
        };
        const onDrain = () => done(true);
        const timer = setTimeout(() => done(false), ms);
        // sonic-boom's flush(cb) does not wait for writes in progress: wait for its 'drain' (buffer empty)
        if (closing || !buffered(dest)) done(true);
        else dest.on('drain', onDrain);
      }),
  };
}
