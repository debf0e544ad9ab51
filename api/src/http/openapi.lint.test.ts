/**
 * The OpenAPI document is generator-ready (issue 11, "Integration API keys"): `redocly lint` with the
 * recommended ruleset (redocly.yaml at the repository root) finds no error and no warning, and every
 * operation has a unique `operationId`. The document is written from createApp to a temp file and
 * linted with the installed @redocly/cli.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../config';
import { startTestApp, TestApp } from '../test/harness';

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
}
type Doc = { info: { license?: { name: string }; description?: string }; paths: Record<string, Record<string, { operationId?: string }>> };

let t: TestApp;
let doc: Doc;
let file: string;
beforeAll(async () => {
  // a deployment's real address: redocly's no-server-example.com refuses the test default (localhost)
  t = await startTestApp({ PUBLIC_URL: 'https://portal.contoso.com' });
  doc = t.openapi as Doc;
  file = path.join(t.dataDir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(doc));
});
afterAll(() => t.close());

it('gives every operation a unique operationId', () => {
  const ids = Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => [`${m} ${p}`, op.operationId] as const));
  expect(ids.length).toBeGreaterThan(100);
  expect(ids.filter(([, id]) => !id).map(([route]) => route)).toEqual([]);
  const seen = new Map<string, string>();
  const duplicates = ids.filter(([route, id]) => seen.has(id!) || !seen.set(id!, route));
  expect(duplicates).toEqual([]);
  expect(doc.paths['/api/v1/users/{id}/permissions'].get.operationId).toBe('getV1UsersByIdPermissions');
});

it('names its license and describes itself', () => {
  expect(doc.info.license?.name).toBeTruthy();
  expect(doc.info.description).toMatch(/Bearer/);
});

it('passes redocly lint (recommended rules) with zero errors and zero warnings', async () => {
  const cli = path.join(REPO_ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const args = [cli, 'lint', file, '--format=json', `--config=${path.join(REPO_ROOT, 'redocly.yaml')}`];
  const run = await promisify(execFile)(process.execPath, args, {
    cwd: t.dataDir,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).catch((err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '' }));
  const report = JSON.parse(run.stdout) as { problems: LintProblem[] };
  expect(report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
});
