/**
 * Installs are reproducible (issue 10 item 7): package-lock.json describes exactly the dependencies
 * that the root and every workspace package.json declare, so `npm ci` (what .ci/run uses, with no
 * fallback) installs the same tree everywhere; a dependency added to a package.json without
 * updating the lock, or a lock edited apart from package.json, fails here before CI's `npm ci` does.
 * It also checks that the install scripts npm would skip are decided in `allowScripts`.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

type Manifest = { workspaces?: string[]; dependencies?: Record<string, string>; devDependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; allowScripts?: Record<string, boolean> };
type LockEntry = Manifest & { version?: string; hasInstallScript?: boolean; optional?: boolean; dev?: boolean };

const rootManifest: Manifest = readJson('package.json');
const lock: { lockfileVersion: number; packages: Record<string, LockEntry> } = readJson('package-lock.json');
const DEP_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies'] as const;

describe('package-lock.json', () => {
  it('is a lockfileVersion 3 lock', () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it.each(['', ...(rootManifest.workspaces ?? [])])('declares the same dependencies as %s/package.json', (dir) => {
    const manifest: Manifest = readJson(path.join(dir, 'package.json'));
    const entry = lock.packages[dir];
    expect(entry).toBeDefined();
    for (const field of DEP_FIELDS) expect({ field, deps: entry[field] ?? {} }).toEqual({ field, deps: manifest[field] ?? {} });
  });

  it('holds an installed entry for every declared dependency', () => {
    const missing: string[] = [];
    for (const dir of ['', ...(rootManifest.workspaces ?? [])]) {
      const manifest: Manifest = readJson(path.join(dir, 'package.json'));
      for (const field of DEP_FIELDS)
        for (const name of Object.keys(manifest[field] ?? {}))
          if (!lock.packages[`node_modules/${name}`] && !lock.packages[path.posix.join(dir, 'node_modules', name)]) missing.push(`${dir || '.'}: ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('lists every optional platform package of its packages (npm ci refuses a lock without them)', () => {
    const has = (name: string) => Object.keys(lock.packages).some((k) => k === `node_modules/${name}` || k.endsWith(`/node_modules/${name}`));
    const missing = Object.entries(lock.packages).flatMap(([key, e]) => Object.keys(e.optionalDependencies ?? {}).filter((n) => !has(n)).map((n) => `${key} → ${n}`));
    expect(missing).toEqual([]);
  });

  it('decides in allowScripts every package whose install script npm would otherwise skip', () => {
    const allow = rootManifest.allowScripts ?? {};
    const undecided = Object.entries(lock.packages)
      .filter(([key, e]) => key.includes('node_modules/') && e.hasInstallScript && !e.optional)
      .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .filter((name) => !(name in allow));
    expect([...new Set(undecided)]).toEqual([]);
  });
});
