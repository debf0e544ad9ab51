/**
 * The SQL Server DDL of every migration, checked without a server (DESIGN.md "Facts checked").
 *
 * An uninitialised `mssql` DataSource builds a real SqlServerQueryRunner; with
 * `enableSqlMemory()` its schema-builder calls (createTable, createIndex, addColumn...) append
 * their T-SQL to `getMemorySql().upQueries` instead of sending it. Two things still want a
 * connection, and are answered honestly here:
 * - Reading the current schema (`hasTable`, `hasColumn`, `getTable`, and the `loadTables` behind
 *   `getCachedTable`, used by addColumn/createForeignKey/dropTable on a table given by name):
 *   answered from a model of the tables the earlier `up` calls of this same run created — the
 *   schema SQL Server would hold at that point. The model is kept current because TypeORM's
 *   schema-change methods update the Table objects they get from `getCachedTable` in place.
 * - Plain `query()` calls (data rows a migration inserts through the query builder): their SQL
 *   is recorded in the same upQueries list, in order, and they return an empty result.
 *
 * `down` is not run here (it reads the live schema); the SQLite test runs every `down`.
 */
import 'reflect-metadata';
import { DataSource, MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { columns, fk } from './schema';

type Migration = new () => MigrationInterface;

interface MssqlRun {
  /** Every statement, in order. */
  sql: string[];
  /** The schema model after the run. */
  tables: Map<string, Table>;
}

/** The T-SQL the migrations' `up` produce on SQL Server, without a server (see the file's docstring). */
async function mssqlUp(migrations: readonly Migration[]): Promise<MssqlRun> {
  const ds = new DataSource({ type: 'mssql', host: 'sqlserver.invalid', database: 'portal', username: 'portal', password: 'unused' });
  const qr = ds.createQueryRunner();
  qr.enableSqlMemory();
  const tables = new Map<string, Table>();
  const nameOf = (t: Table | string) => (typeof t === 'string' ? t : t.name).split('.').pop()!.replace(/"/g, '');
  const r = qr as unknown as Record<string, unknown> & { sqlInMemory: { upQueries: { query: string; parameters?: unknown[] }[] } };
  const createTable = qr.createTable.bind(qr);
  const dropTable = qr.dropTable.bind(qr);
  r.createTable = async (table: Table, ...rest: unknown[]) => {
    await (createTable as (...a: unknown[]) => Promise<void>)(table, ...rest);
    tables.set(nameOf(table), table.clone());
  };
  r.dropTable = async (target: Table | string, ...rest: unknown[]) => {
    await (dropTable as (...a: unknown[]) => Promise<void>)(target, ...rest);
    tables.delete(nameOf(target));
  };
  r.loadTables = async (names?: string[]) => (names ?? [...tables.keys()]).map((n) => tables.get(nameOf(n))).filter(Boolean);
  r.hasTable = async (t: Table | string) => tables.has(nameOf(t));
  r.hasColumn = async (t: Table | string, column: string) => Boolean(tables.get(nameOf(t))?.columns.some((c) => c.name === column));
  r.query = async (query: string, parameters?: unknown[]) => {
    r.sqlInMemory.upQueries.push({ query, parameters });
    return { records: [], raw: [], affected: 0 };
  };
  for (const M of migrations) await new M().up(qr);
  return { sql: qr.getMemorySql().upQueries.map((q) => q.query), tables };
}

interface ColumnDdl {
  table: string;
  name: string;
  type: string;
  rest: string;
}

const lastIdent = (s: string) => /"([^"]+)"\s*$/.exec(s.trim())![1];

/** Splits on commas outside parentheses. */
function topLevelParts(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) parts.push(cur.trim());
  return parts;
}

/** Column definitions of CREATE TABLE and ALTER TABLE ... ADD statements. */
function columnsOf(sql: string[]): ColumnDdl[] {
  const out: ColumnDdl[] = [];
  const parse = (table: string, def: string) => {
    const m = /^"([^"]+)"\s+([a-z0-9]+(?:\([^)]*\))?)(.*)$/i.exec(def);
    if (m) out.push({ table, name: m[1], type: m[2], rest: m[3] });
  };
  for (const q of sql) {
    const create = /^CREATE TABLE ((?:"[^"]+"\.)*"[^"]+") \(([\s\S]*)\)\s*$/.exec(q);
    if (create) for (const part of topLevelParts(create[2])) if (!/^CONSTRAINT /.test(part)) parse(lastIdent(create[1]), part);
    const add = /^ALTER TABLE ((?:"[^"]+"\.)*"[^"]+") ADD ("[^"]+" [\s\S]*)$/.exec(q);
    if (add && !/^"[^"]+" (CONSTRAINT|FOREIGN|PRIMARY|UNIQUE|CHECK|DEFAULT)/.test(add[2])) parse(lastIdent(add[1]), add[2]);
  }
  return out;
}

interface ForeignKeyDdl {
  name: string;
  table: string;
  parent: string;
  onDelete: string;
  onUpdate: string;
}

/** Foreign keys in force after the statements (created inline or by ALTER TABLE, minus dropped ones and tables). */
function foreignKeysOf(sql: string[]): ForeignKeyDdl[] {
  const fks = new Map<string, ForeignKeyDdl>();
  const re = /CONSTRAINT "([^"]+)" FOREIGN KEY \([^)]*\) REFERENCES ((?:"[^"]+"\.)*"[^"]+") \([^)]*\)(?: ON DELETE (NO ACTION|CASCADE|SET NULL|SET DEFAULT))?(?: ON UPDATE (NO ACTION|CASCADE|SET NULL|SET DEFAULT))?/g;
  for (const q of sql) {
    const owner = /^(?:CREATE TABLE|ALTER TABLE) ((?:"[^"]+"\.)*"[^"]+")/.exec(q);
    if (owner) {
      for (const m of q.matchAll(re)) fks.set(m[1], { name: m[1], table: lastIdent(owner[1]), parent: lastIdent(m[2]), onDelete: m[3] ?? 'NO ACTION', onUpdate: m[4] ?? 'NO ACTION' });
      const drop = /^ALTER TABLE (?:"[^"]+"\.)*"[^"]+" DROP CONSTRAINT "([^"]+)"/.exec(q);
      if (drop) fks.delete(drop[1]);
    }
    const dropTable = /^DROP TABLE ((?:"[^"]+"\.)*"[^"]+")/.exec(q);
    if (dropTable) for (const [k, v] of fks) if (v.table === lastIdent(dropTable[1])) fks.delete(k);
  }
  return [...fks.values()];
}

/**
 * SQL Server error 1785: starting from any table, a delete (or update) must not reach a table by
 * two cascading paths, nor come back to a table it already passed (cycle). SET NULL and SET
 * DEFAULT cascade as well. Returns a description of each violation.
 */
function cascadeProblems(fks: ForeignKeyDdl[]): string[] {
  const problems = new Set<string>();
  for (const action of ['onDelete', 'onUpdate'] as const) {
    const children = new Map<string, ForeignKeyDdl[]>();
    for (const f of fks.filter((x) => x[action] !== 'NO ACTION')) children.set(f.parent, [...(children.get(f.parent) ?? []), f]);
    for (const root of children.keys()) {
      const reached = new Map<string, string>();
      const walk = (table: string, path: string[]) => {
        for (const f of children.get(table) ?? []) {
          const route = [...path, `${f.table}.${f.name}`];
          if (f.table === root || path.some((p) => p.startsWith(`${f.table}.`))) problems.add(`${action} cycle: ${[root, ...route].join(' → ')}`);
          else if (reached.has(f.table)) problems.add(`${action} from ${root} reaches ${f.table} twice: ${reached.get(f.table)} | ${route.join(' → ')}`);
          else {
            reached.set(f.table, route.join(' → '));
            walk(f.table, route);
          }
        }
      };
      walk(root, []);
    }
  }
  return [...problems];
}

const BYTES: Record<string, number> = { int: 4, integer: 4, bigint: 8, bit: 1, datetime2: 8, smallint: 2, tinyint: 1, float: 8, date: 3 };
/** Storage bytes of a column type in an index key; Infinity for (max) types. */
function keyBytes(type: string): number {
  const m = /^(n?)(?:var)?(?:char|binary)\((\d+|max)\)$/i.exec(type);
  if (m) return m[2].toLowerCase() === 'max' ? Infinity : Number(m[2]) * (m[1] ? 2 : 1);
  return BYTES[type.toLowerCase()] ?? 16;
}

let run: MssqlRun;
let cols: ColumnDdl[];
beforeAll(async () => {
  run = await mssqlUp(MIGRATIONS);
  cols = columnsOf(run.sql);
});

describe('SQL Server DDL of every migration', () => {
  it('creates every table the migrations define', () => {
    expect(run.sql.filter((q) => q.startsWith('CREATE TABLE')).length).toBe(run.tables.size);
    expect(cols.length).toBeGreaterThan(50);
    expect(run.tables.has('users')).toBe(true);
  });

  it('uses no deprecated or legacy types: no ntext, text, image, (small)datetime', () => {
    const bad = cols.filter((c) => /^(ntext|text|image|datetime|smalldatetime)$/i.test(c.type)).map((c) => `${c.table}.${c.name} ${c.type}`);
    expect(bad).toEqual([]);
    expect(run.sql.join('\n')).not.toMatch(/\bntext\b/i);
  });

  it('gives every character and binary column an explicit, valid length', () => {
    const bad = cols
      .filter((c) => /char|binary/i.test(c.type))
      .filter((c) => {
        const m = /^(n?)(?:var)?(?:char|binary)\((\d+|max)\)$/i.exec(c.type);
        if (!m) return true; // bare nvarchar would be nvarchar(1) in a column definition
        return m[2].toLowerCase() !== 'max' && Number(m[2]) > (m[1] ? 4000 : 8000);
      })
      .map((c) => `${c.table}.${c.name} ${c.type}`);
    expect(bad).toEqual([]);
  });

  it('stores booleans as bit with defaults 0 or 1', () => {
    const bits = cols.filter((c) => c.type === 'bit');
    expect(bits.length).toBeGreaterThan(5);
    expect(bits.filter((c) => /DEFAULT/i.test(c.rest) && !/DEFAULT [01]\b/.test(c.rest)).map((c) => `${c.table}.${c.name}${c.rest}`)).toEqual([]);
    expect(run.sql.join('\n')).not.toMatch(/DEFAULT\s*\(?\s*(true|false)\b/i);
  });

  it('stores instants as datetime2 with UTC defaults', () => {
    const instants = cols.filter((c) => /(_at|^time|_until|_date)$/.test(c.name) && !/^n?varchar\(10\)$/.test(c.type));
    expect(instants.length).toBeGreaterThan(10);
    expect(instants.filter((c) => c.type !== 'datetime2').map((c) => `${c.table}.${c.name} ${c.type}`)).toEqual([]);
    const createdAt = cols.filter((c) => c.name === 'created_at' && /DEFAULT/.test(c.rest));
    expect(createdAt.length).toBeGreaterThan(3);
    for (const c of createdAt) expect(c.rest).toMatch(/DEFAULT SYSUTCDATETIME\(\)/);
    expect(run.sql.join('\n')).not.toMatch(/GETDATE\(\)|CURRENT_TIMESTAMP|SYSDATETIME\(\)/i);
  });

  it('has no two cascading paths from one table to another (SQL Server error 1785)', () => {
    const fks = foreignKeysOf(run.sql);
    expect(fks.length).toBeGreaterThan(10);
    expect(fks.some((f) => f.onDelete === 'CASCADE')).toBe(true);
    expect(cascadeProblems(fks)).toEqual([]);
  });

  it('keeps index keys within SQL Server limits and unique indexes on NOT NULL columns', () => {
    const colType = (table: string, name: string) => cols.find((c) => c.table === table && c.name === name);
    const problems: string[] = [];
    for (const q of run.sql) {
      const ix = /^CREATE (UNIQUE )?INDEX "([^"]+)" ON ((?:"[^"]+"\.)*"[^"]+") \(([^)]*)\)\s*(WHERE .*)?$/.exec(q.trim());
      if (!ix) continue;
      const table = lastIdent(ix[3]);
      const keyCols = [...ix[4].matchAll(/"([^"]+)"/g)].map((m) => colType(table, m[1])!);
      const bytes = keyCols.reduce((n, c) => n + keyBytes(c.type), 0);
      if (bytes > 1700) problems.push(`${ix[2]}: key of ${bytes} bytes`);
      // SQLite lets a unique index hold many NULLs, SQL Server only one: filter it (WHERE ... IS NOT NULL) or make the columns NOT NULL.
      if (ix[1] && !ix[5] && keyCols.some((c) => !/NOT NULL/.test(c.rest))) problems.push(`${ix[2]}: unique over a nullable column`);
    }
    for (const q of run.sql) {
      const create = /^CREATE TABLE ((?:"[^"]+"\.)*"[^"]+")/.exec(q);
      const pk = /PRIMARY KEY \(([^)]*)\)/.exec(q);
      if (!create || !pk) continue;
      const table = lastIdent(create[1]);
      const bytes = [...pk[1].matchAll(/"([^"]+)"/g)].reduce((n, m) => n + keyBytes(colType(table, m[1])!.type), 0);
      if (bytes > 900) problems.push(`${table}: primary key of ${bytes} bytes`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the checks themselves', () => {
  /** A migration SQL Server would refuse: two cascading paths from users to user_notes, and a cascading self-reference. */
  class Refused implements MigrationInterface {
    async up(qr: QueryRunner) {
      const c = columns(qr);
      await qr.createTable(new Table({ name: 'users', columns: [c.id()] }));
      await qr.createTable(new Table({ name: 'teams', columns: [c.id(), c.int('lead_id')], foreignKeys: [fk('lead_id', 'users', 'CASCADE')] }));
      await qr.createTable(new Table({ name: 'user_notes', columns: [c.id(), c.int('user_id'), c.int('team_id')], foreignKeys: [fk('user_id', 'users', 'CASCADE'), fk('team_id', 'teams', 'SET NULL')] }));
      await qr.createTable(new Table({ name: 'folders', columns: [c.id(), c.int('parent_id', { isNullable: true })], foreignKeys: [fk('parent_id', 'folders', 'CASCADE')] }));
      await qr.addColumn('user_notes', new TableColumn({ name: 'body', type: 'nvarchar', length: 'max', isNullable: true }));
    }
    async down() {}
  }

  it('finds multiple cascade paths and cascading cycles', async () => {
    const refused = await mssqlUp([Refused]);
    const problems = cascadeProblems(foreignKeysOf(refused.sql));
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/from users reaches user_notes twice/), expect.stringMatching(/onDelete cycle: folders → folders/)]),
    );
  });

  it('reads tables created earlier in the run (addColumn on a table given by name)', async () => {
    const refused = await mssqlUp([Refused]);
    expect(refused.sql.at(-1)).toMatch(/^ALTER TABLE "user_notes" ADD "body" nvarchar\(max\)/);
    expect(refused.tables.get('user_notes')!.columns.map((c) => c.name)).toContain('body');
  });

  it('writes the column helpers as SQL Server expects: nvarchar(max), varbinary(max), bit 0/1, datetime2', async () => {
    class Helpers implements MigrationInterface {
      async up(qr: QueryRunner) {
        const c = columns(qr);
        await qr.createTable(new Table({ name: 'h', columns: [c.id(), c.text('t'), c.blob('b'), c.bool('yes', true), c.bool('no', false), c.instant('at'), c.createdAt(), c.date('d')] }));
      }
      async down() {}
    }
    const h = columnsOf((await mssqlUp([Helpers])).sql);
    const type = (n: string) => h.find((c) => c.name === n)!;
    expect(type('t').type).toBe('nvarchar(max)');
    expect(type('b').type).toBe('varbinary(max)');
    expect(type('yes').rest).toMatch(/DEFAULT 1/);
    expect(type('no').rest).toMatch(/DEFAULT 0/);
    expect(type('at').type).toBe('datetime2');
    expect(type('created_at').type).toBe('datetime2');
    expect(type('d').type).toBe('nvarchar(10)');
  });
});
