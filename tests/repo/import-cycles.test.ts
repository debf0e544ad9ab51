/**
 * Imports run one way (docs/ARCHITECTURE.md "Direction"): app.ts → modules/index.ts →
 * <m>/<m>.routes.ts → http/route.ts → context.ts, and no import cycle anywhere in api, bot or tab
 * sources (tests excluded; type-only imports count, since they tie the files together just the same).
 * The graph is built by madge (TypeScript-aware, the tab's `@contracts/*` alias resolved); the
 * fixture in fixtures/cycle shows the check failing on a cycle.
 */
import path from 'node:path';
import madge from 'madge';

const ROOT = path.resolve(__dirname, '..', '..');

/** The import cycles among the files below `dirs` (relative to ROOT), as lists of paths. */
async function cycles(dirs: string[]): Promise<string[][]> {
  const graph = await madge(
    dirs.map((d) => path.join(ROOT, d)),
    {
      baseDir: ROOT,
      fileExtensions: ['ts', 'tsx'],
      excludeRegExp: [/\.test\.tsx?$/, /node_modules/, /\/dist\//],
      tsConfig: { compilerOptions: { baseUrl: path.join(ROOT, 'tab'), paths: { '@contracts/*': ['../api/src/contracts/*'] } } },
    },
  );
  return graph.circular();
}

describe('import cycles', () => {
  it('reports a cycle when there is one (fixture a ↔ b)', async () => {
    expect(await cycles(['tests/repo/fixtures/cycle'])).toEqual([['tests/repo/fixtures/cycle/a.ts', 'tests/repo/fixtures/cycle/b.ts']]);
  });

  it('finds none in api, bot and tab', async () => {
    expect(await cycles(['api/src', 'bot/src', 'tab/src'])).toEqual([]);
  }, 60_000);
});
