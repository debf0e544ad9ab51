#!/usr/bin/env node
/**
 * `npm start`: builds what is missing or out of date (api → api/dist, tab → tab/dist), then runs
 * the server: one worker per core (WEB_CONCURRENCY) sharing the port, after migrations and seed
 * ran once in its primary (api/src/server.ts, cluster.ts). SIGINT/SIGTERM are passed on; the
 * server stops within 10 s. Environment as in README.
 */
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const newest = (dir) => {
  let t = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else t = Math.max(t, fs.statSync(p).mtimeMs);
    }
  };
  walk(dir);
  return t;
};
const stale = (output, ...sources) => !fs.existsSync(output) || sources.some((s) => newest(s) > fs.statSync(output).mtimeMs);
const run = (args) => {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const server = path.join(root, 'api/dist/api/src/server.js');
if (stale(server, path.join(root, 'api/src'), path.join(root, 'bot/src'))) {
  console.log('Building the api…');
  run(['run', 'build', '-w', 'api']);
  fs.utimesSync(server, new Date(), new Date());
}
const tabIndex = path.join(root, 'tab/dist/index.html');
if (stale(tabIndex, path.join(root, 'tab/src'), path.join(root, 'api/src/contracts'))) {
  console.log('Building the tab…');
  run(['run', 'build', '-w', 'tab']);
}
// a 64 MB young generation (api/src/cluster.ts SERVER_V8_FLAGS; the forked workers get it too)
const child = spawn(process.execPath, ['--max-semi-space-size=64', server], { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
