/**
 * Test kit (tests only) for the Microsoft 365 Agents Playground tests: starts the Playground
 * (@microsoft/m365agentsplayground, a devDependency: a missing package fails the test, it is not
 * skipped) as the Teams client of a bot endpoint, with a no-op xdg-open first on PATH (the Playground
 * calls xdg-open at start and exits when there is none), and polls for conditions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { REPO_ROOT } from '../../config';

export const PLAYGROUND_CLI = path.join(REPO_ROOT, 'node_modules', '@microsoft', 'm365agentsplayground', 'cli.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Polls `probe` every 100 ms until it returns a value; the error names `what` and ends with `context()`. */
export async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 20_000, context: () => string = () => ''): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) {
      const extra = context();
      throw new Error(`timed out waiting for ${what}${extra ? `\n${extra}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The Playground's configuration (GET /_internal/v1/config). */
export interface PlaygroundConfig {
  currentUser: { id: string; email: string; aadObjectId: string; name: string };
  personalChat: { id: string };
}

export interface Playground {
  /** Base URL of the Playground's web client and API. */
  url: string;
  config: PlaygroundConfig;
  /** The Playground process' output so far. */
  output(): string;
  stop(): void;
}

/** Starts the Playground in Teams mode (`-c msteams -e botUrl`) and waits for its config endpoint. */
export async function startPlayground(botUrl: string): Promise<Playground> {
  if (!fs.existsSync(PLAYGROUND_CLI)) throw new Error(`@microsoft/m365agentsplayground is a devDependency but ${PLAYGROUND_CLI} is missing: run npm ci`);
  const binDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noop-bin-'));
  fs.writeFileSync(path.join(binDir, 'xdg-open'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
  const port = await freePort();
  const pg: ChildProcess = spawn(process.execPath, [PLAYGROUND_CLI, '-e', botUrl, '-c', 'msteams', '-p', String(port), '--dt'], {
    env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH}`, BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  pg.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  pg.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  let exited = false;
  pg.on('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    pg.kill();
    fs.rmSync(binDir, { recursive: true, force: true });
  };
  const output = () => log;
  try {
    const config = await waitFor(
      'the Playground',
      async () => {
        if (exited) throw new Error(`the Playground exited:\n${log.slice(-2000)}`);
        try {
          const r = await fetch(`${url}/_internal/v1/config`);
          return r.ok ? ((await r.json()) as { config: PlaygroundConfig }).config : undefined;
        } catch {
          return undefined;
        }
      },
      20_000,
      () => `Playground output:\n${log.slice(-2000)}`,
    );
    return { url, config, output, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
