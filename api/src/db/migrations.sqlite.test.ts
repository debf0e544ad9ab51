/**
 * Every migration on SQLite: up, then every down (back to an empty schema), then up again to the
 * same schema; and the entities match the migrated tables (the app never synchronizes, so an
 * entity column missing from the migrations would only fail at run time).
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

let ds: DataSource;
beforeAll(async () => {
  ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: ENTITIES, migrations: MIGRATIONS, synchronize: false });
  await ds.initialize();
});
afterAll(() => ds.destroy());

/** Each table (but TypeORM's own and SQLite's) with its columns and indexes, as SQLite reports them. */
async function schema(): Promise<Record<string, { columns: string[]; indexes: string[] }>> {
  const tables: { name: string }[] = await ds.query(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'migrations' ORDER BY name",
  );
  const out: Record<string, { columns: string[]; indexes: string[] }> = {};
  for (const { name } of tables) {
    const cols: { name: string; type: string; notnull: number; dflt_value: string | null }[] = await ds.query(`PRAGMA table_info("${name}")`);
    const idx: { name: string }[] = await ds.query(`PRAGMA index_list("${name}")`);
    out[name] = {
      columns: cols.map((c) => `${c.name} ${c.type}${c.notnull ? ' NOT NULL' : ''}${c.dflt_value !== null ? ` DEFAULT ${c.dflt_value}` : ''}`),
      indexes: idx.map((i) => i.name).filter((n) => !n.startsWith('sqlite_autoindex')).sort(),
    };
  }
  return out;
}

it('runs every migration up, every one down, and up again to the same schema', async () => {
  const applied = await ds.runMigrations({ transaction: 'each' });
  expect(applied.map((m) => m.name)).toEqual(MIGRATIONS.map((M) => new M().name ?? M.name));
  const first = await schema();
  expect(Object.keys(first)).toEqual(expect.arrayContaining(['users', 'roles', 'role_permissions', 'refresh_tokens', 'password_links']));

  for (let i = 0; i < MIGRATIONS.length; i++) await ds.undoLastMigration({ transaction: 'each' });
  expect(await schema()).toEqual({});
  expect(await ds.query('SELECT * FROM migrations')).toEqual([]);

  await ds.runMigrations({ transaction: 'each' });
  expect(await schema()).toEqual(first);
});

it('writes no SQL Server-only lengths into SQLite (no (max))', async () => {
  const ddl: { sql: string }[] = await ds.query("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL");
  expect(ddl.length).toBeGreaterThan(10);
  for (const { sql } of ddl) expect(sql).not.toMatch(/\(\s*max\s*\)/i);
});

it('has a table and a column for every entity column', async () => {
  const s = await schema();
  const missing: string[] = [];
  for (const meta of ds.entityMetadatas) {
    const table = s[meta.tableName];
    if (!table) {
      missing.push(`table ${meta.tableName}`);
      continue;
    }
    const names = new Set(table.columns.map((c) => c.split(' ')[0]));
    for (const col of meta.columns) if (!names.has(col.databaseName)) missing.push(`${meta.tableName}.${col.databaseName}`);
  }
  expect(missing).toEqual([]);
});
