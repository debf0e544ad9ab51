/**
 * End-to-end tests (`npm run test:e2e`, after `npm run build`): the real built server, started by
 * e2e/global-setup.ts on a free port with a fresh data directory and the demo company, driven by
 * Debian's Chromium (`/usr/bin/chromium`; E2E_CHROMIUM overrides). One worker, no retries.
 *
 * Specs import `test`, `expect` and the helpers from ./e2e/fixtures.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const ROOT = path.resolve(__dirname, '..');

/** The first port from `from` on which nothing listens (checked in a child, since config loading is synchronous). */
function freePort(from: number): number {
  const probe = `const net=require('node:net');const t=(p)=>{const s=net.createServer();s.once('error',()=>t(p+1));s.listen(p,()=>s.close(()=>console.log(p)));};t(${from});`;
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim());
}

// Chosen once in the runner; workers inherit the variable, so they agree on the address.
process.env.E2E_PORT ??= String(freePort(3979));
process.env.E2E_BASE_URL ??= `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(ROOT, 'test-results', 'e2e'),
  globalSetup: require.resolve('./e2e/global-setup'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? path.join(ROOT, 'test-results', 'e2e-report.json') }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    locale: 'en-GB',
    timezoneId: 'Europe/Vilnius',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
    },
  },
});
