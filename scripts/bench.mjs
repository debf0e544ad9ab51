/**
 * `npm run bench [name…]`: runs the benchmarks (api/src/*.bench.ts) one after another with tsx —
 * calendar (GET /api/v2/calendar/events, 2,000 people / ~10,000 events in a month) and approvals
 * (request lists over 100,000 requests), cluster (1 worker against 2 on four signed-in reads, in rounds).
 * Benchmarks measure; they never fail on a time.
 * With names (`npm run bench calendar`) only those run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'api', 'src');
const all = fs.readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).map((f) => f.replace(/\.bench\.ts$/, '')).sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`unknown benchmark: ${unknown.join(', ')} (have: ${all.join(', ')})`);
  process.exit(2);
}
const tsx = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
let failed = false;
for (const name of wanted.length ? wanted : all) {
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(tsx, ['--tsconfig', 'api/tsconfig.json', `api/src/${name}.bench.ts`], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
