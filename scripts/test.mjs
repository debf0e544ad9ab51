#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first failure:
 *   1. typecheck  `npm run typecheck` and the e2e specs (`tsc -p tests`)
 *   2. lint       `npm run lint`
 *   3. jest       unit and API tests (`jest --ci --maxWorkers=2`, counts from its --json file)
 *   4. build      api and tab (`npm run build`)
 *   5. e2e        playwright against the built server (counts from its JSON reporter)
 * It ends with a summary per step and, alone on the last line, `N passed, N failed` over the jest
 * and playwright tests of the run; a failed step that reported no failing test (typecheck, lint,
 * build, a suite that did not load, a broken global setup) counts as one failure there.
 * The exit code is 0 only when every step passed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const jestJson = path.join(results, 'jest-report.json');
const e2eJson = path.join(results, 'e2e-report.json');
/** A tool installed at the root, run from node_modules/.bin. */
const bin = (name, ...args) => [path.join(root, 'node_modules', '.bin', name), ...args];

/** Runs a command with the output shown; true when it exits with 0. */
function run(argv, env = {}) {
  console.log(`\n$ ${argv.join(' ')}`);
  const r = spawnSync(argv[0], argv.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.error) console.error(r.error.message);
  return r.status === 0;
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** Test counts of a step, or null when it reports none. */
const counts = {
  jest() {
    const r = readJson(jestJson);
    return r && { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) };
  },
  e2e() {
    const r = readJson(e2eJson);
    return r?.stats && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected + (r.errors?.length ?? 0) };
  },
};

const steps = [
  { name: 'typecheck', run: () => run(['npm', 'run', '--silent', 'typecheck']) && run(bin('tsc', '-p', 'tests', '--noEmit')) },
  { name: 'lint', run: () => run(['npm', 'run', '--silent', 'lint']) },
  { name: 'jest', run: () => run(bin('jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestJson}`)) },
  { name: 'build', run: () => run(['npm', 'run', '--silent', 'build']) },
  { name: 'e2e', run: () => run(bin('playwright', 'test', '-c', 'tests/playwright.config.ts'), { E2E_JSON_REPORT: e2eJson }) },
];

fs.mkdirSync(results, { recursive: true });
for (const f of [jestJson, e2eJson]) fs.rmSync(f, { force: true });

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const summary = [];
let passed = 0;
let failed = 0;
let ok = true;
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const stepOk = step.run();
  const c = counts[step.name]?.() ?? null;
  if (c) {
    passed += c.passed;
    failed += c.failed;
  }
  if (!stepOk && !(c && c.failed > 0)) failed += 1;
  const detail = c ? ` (${c.passed} passed, ${c.failed} failed)` : '';
  summary.push(`  ${stepOk ? 'ok    ' : 'FAILED'} ${step.name.padEnd(9)} ${seconds(Date.now() - t0).padStart(6)}${detail}`);
  if (!stepOk) {
    ok = false;
    const rest = steps.slice(steps.indexOf(step) + 1).map((s) => s.name);
    if (rest.length) summary.push(`  not run: ${rest.join(', ')}`);
    break;
  }
}

console.log(`\n=== summary (${seconds(Date.now() - started)}) ===`);
console.log(summary.join('\n'));
console.log(ok ? 'Every check passed.' : 'npm test FAILED: see the first failing step above.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
