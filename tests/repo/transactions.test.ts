/**
 * Every transaction goes through `inTransaction` (api/src/db/tx.ts). On SQLite TypeORM shares one
 * connection, so a `ds.transaction(…)` of its own nests into whatever other transaction is open at
 * that moment: a refused save was then partly kept, or a saved one lost rows, under load (seen: the
 * business trip reads and report).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const ALLOWED = new Set(['api/src/db/tx.ts', 'api/src/test/bench-kit.ts']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(p);
    return /\.ts$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** The `.transaction(` calls of a source (line numbers, 1-based). */
export const transactionCalls = (source: string): number[] =>
  source.split('\n').flatMap((line, i) => (/\.transaction\s*\(/.test(line) && !/^\s*(\*|\/\/)/.test(line) ? [i + 1] : []));

describe('transactions', () => {
  it('finds a transaction call', () => {
    expect(transactionCalls('const a = 1;\n  return ctx.ds.transaction(async (em) => {\n * ds.transaction( in a comment')).toEqual([2]);
  });

  it('are opened only through inTransaction', () => {
    const found = ['api/src', 'bot/src']
      .flatMap((d) => sources(path.join(ROOT, d)))
      .map((f) => path.relative(ROOT, f))
      .filter((f) => !ALLOWED.has(f))
      .flatMap((f) => transactionCalls(fs.readFileSync(path.join(ROOT, f), 'utf8')).map((n) => `${f}:${n}`));
    expect(found).toEqual([]);
  });
});
