/**
 * The README stays true to the code: its environment table names every variable of the schema in
 * api/src/config.ts (and nothing else), and its quick start names the two commands.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const configSource = fs.readFileSync(path.join(ROOT, 'api', 'src', 'config.ts'), 'utf8');

/** Keys of `const schema = z.object({ ... })`, read from the source. */
function schemaKeys(): string[] {
  const body = /const schema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(configSource)?.[1];
  if (!body) throw new Error('api/src/config.ts: `const schema = z.object({...});` not found');
  return [...body.matchAll(/^ {2}([A-Za-z_][A-Za-z0-9_]*):/gm)].map((m) => m[1]);
}

/** First-column names of the README's environment table. */
function documentedKeys(): string[] {
  const section = readme.split(/^## Environment$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\| `([A-Za-z_][A-Za-z0-9_]*)` \|/gm)].map((m) => m[1]);
}

describe('README', () => {
  it('documents every environment variable of api/src/config.ts, once, and no other', () => {
    const keys = schemaKeys();
    const documented = documentedKeys();
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((k) => !documented.includes(k))).toEqual([]);
    expect(documented.filter((k) => !keys.includes(k))).toEqual([]);
    expect(documented.length).toBe(new Set(documented).size);
  });

  it('gives the two quick-start commands and the demo logins', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
    for (const s of ['admin@demo.lt', 'jonas@demo.lt', 'Demo-Portal-2026!', 'docs/demo-logins.md', 'docs/ARCHITECTURE.md', '/api/docs']) {
      expect(readme).toContain(s);
    }
  });

  it('links only to files that are in the repository', () => {
    const links = [...readme.matchAll(/\]\(([^)#\s]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/.test(l));
    expect(links.filter((l) => !fs.existsSync(path.join(ROOT, l)))).toEqual([]);
  });
});
