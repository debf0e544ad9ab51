/**
 * Plain SQL for hot read paths (issue 11 item 4): a statement written once as text with named
 * parameters (`:name`, and `:...name` for a list), bound with the driver's placeholders (`?` on
 * SQLite, `@0` on SQL Server) and run through the manager, so no QueryBuilder is rebuilt per call
 * and rows come back as the driver's plain objects. Every value is bound, never inlined (TypeORM's
 * own expansion inlines numbers), so one statement text serves every caller and the driver's
 * prepared-statement cache (better-sqlite3: by text) reuses it. Dates are bound as the stored UTC
 * text on SQLite (`YYYY-MM-DD HH:MM:SS.SSS`) and as Date on SQL Server; booleans as 1/0 on SQLite.
 * Write the SQL portably: plain joins and subqueries, no dialect functions; pages through {@link pageSql}.
 */
import type { EntityManager } from 'typeorm';

/** A value that binds to one placeholder. */
export type SqlValue = string | number | boolean | Date | null;
export type SqlParams = Record<string, SqlValue | readonly SqlValue[]>;

const sqliteInstant = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 23);

/** A UTC instant read from a raw row (SQLite: `YYYY-MM-DD HH:MM:SS[.SSS]` text; SQL Server: Date). */
export function instantOf(v: unknown): Date {
  if (v instanceof Date) return v;
  const s = String(v);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(s) ? s : `${s.replace(' ', 'T')}Z`);
}

/** The statement text with driver placeholders and the values in order. @throws Error on an empty list (callers decide what an empty filter means). */
export function bindSql(em: EntityManager, sql: string, params: SqlParams): [string, unknown[]] {
  const driver = em.connection.driver;
  const sqlite = driver.options.type !== 'mssql';
  const values: unknown[] = [];
  const text = sql.replace(/:(\.\.\.)?([A-Za-z_]\w*)/g, (whole, list: string | undefined, key: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, key)) return whole;
    const given = params[key];
    const items = list ? (given as readonly SqlValue[]) : [given as SqlValue];
    if (!items.length) throw new Error(`empty list for :...${key}`);
    return items
      .map((v) => {
        values.push(sqlite && v instanceof Date ? sqliteInstant(v) : sqlite && typeof v === 'boolean' ? Number(v) : v);
        return driver.createParameter(key, values.length - 1);
      })
      .join(', ');
  });
  return [text, values];
}

/**
 * Runs a read statement (see {@link bindSql}) and returns plain rows keyed by column name. On SQLite
 * the rows are read as arrays ({@link rawTuples}) and the objects built here with the same keys in
 * the same order: better-sqlite3 builds each row object key by key in C++, 3× slower for 2,000 rows
 * of a join (issue 11 item 2); elsewhere the driver's rows.
 */
export async function rawRows<T = Record<string, unknown>>(em: EntityManager, sql: string, params: SqlParams = {}): Promise<T[]> {
  const [text, values] = bindSql(em, sql, params);
  const stmt = sqliteReader(em, text);
  if (!stmt) return (await em.query(text, values)) as T[];
  em.connection.logger.logQuery(text, values);
  let names = columnNames.get(stmt);
  if (!names) columnNames.set(stmt, (names = stmt.columns().map((c) => c.name)));
  return stmt.all(...values).map((r) => {
    const o: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) o[names[i]] = r[i];
    return o as T;
  });
}

/**
 * The page clause, after an `ORDER BY`, with `:pageOffset` and `:pageSize` to bind: `LIMIT … OFFSET …`
 * on SQLite, `OFFSET … ROWS FETCH NEXT … ROWS ONLY` on SQL Server.
 */
export function pageSql(em: EntityManager): string {
  return em.connection.driver.options.type === 'mssql' ? ' OFFSET :pageOffset ROWS FETCH NEXT :pageSize ROWS ONLY' : ' LIMIT :pageSize OFFSET :pageOffset';
}

/**
 * A list cut into chunks for `IN (:...ids)`, each padded with `pad` (a value that matches nothing)
 * to 8, 64 or 512 items: the statement then has one of three texts whatever the list's length (the
 * prepared statements are reused), and SQL Server's 2,100 parameters per statement are never reached.
 */
export function paddedChunks<T>(list: readonly T[], pad: T): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += 512) {
    const chunk = list.slice(i, i + 512);
    const size = chunk.length <= 8 ? 8 : chunk.length <= 64 ? 64 : 512;
    while (chunk.length < size) chunk.push(pad);
    out.push(chunk);
  }
  return out;
}

interface SqliteStatement {
  reader: boolean;
  raw(on: boolean): SqliteStatement;
  columns(): { name: string }[];
  all(...values: unknown[]): unknown[][];
}
/** The column names of a prepared read statement, asked once. */
const columnNames = new WeakMap<SqliteStatement, string[]>();
/** Prepared raw-mode read statements per better-sqlite3 connection, by text (a fixed set of texts: see {@link paddedChunks}). */
const readers = new WeakMap<object, Map<string, SqliteStatement | null>>();

/**
 * The raw-mode (rows as arrays) prepared statement of a read on better-sqlite3 — the one connection
 * TypeORM uses too, so also inside a transaction — or null on other drivers and for a statement that
 * returns no rows (those go through TypeORM).
 */
function sqliteReader(em: EntityManager, text: string): SqliteStatement | null {
  const driver = em.connection.driver as unknown as { options: { type: string }; databaseConnection?: { prepare(sql: string): SqliteStatement } };
  const db = driver.databaseConnection;
  if (driver.options.type !== 'better-sqlite3' || !db) return null;
  let cache = readers.get(db);
  if (!cache) readers.set(db, (cache = new Map()));
  let stmt = cache.get(text);
  if (stmt === undefined) {
    if (cache.size >= 500) cache.clear();
    const prepared = db.prepare(text);
    cache.set(text, (stmt = prepared.reader ? prepared.raw(true) : null));
  }
  return stmt;
}

/**
 * Runs a read statement (see {@link bindSql}) and returns each row as an array of its column values
 * in the SELECT's order: for the big reads (issue 11 item 2: a month of 10,000 events), no object per
 * row (on SQLite 10,000 rows of 12 columns in about 15 ms instead of 27, and far less garbage); on
 * other drivers the driver's rows turned into arrays. Logged like any query (the benchmarks'
 * statement capture sees it).
 */
export async function rawTuples(em: EntityManager, sql: string, params: SqlParams = {}): Promise<unknown[][]> {
  const [text, values] = bindSql(em, sql, params);
  const stmt = sqliteReader(em, text);
  if (!stmt) return ((await em.query(text, values)) as Record<string, unknown>[]).map((r) => Object.values(r));
  em.connection.logger.logQuery(text, values);
  return stmt.all(...values);
}

/**
 * A token that changes whenever the database may have changed, for caches of big reads (issue 11:
 * the whole-company month): on better-sqlite3 `PRAGMA data_version` (changes when another connection
 * — another cluster worker — commits) joined with `total_changes()` (rows changed by this process's
 * connection, rolled-back ones included, so it only errs towards a miss). Read it BEFORE the rows it
 * guards: a write between the two then costs a miss, never a stale hit. null on other drivers and while a
 * transaction is open on the connection (no cache).
 */
export function dataVersion(em: EntityManager): string | null {
  const driver = em.connection.driver as unknown as {
    options: { type: string };
    databaseConnection?: { inTransaction: boolean; pragma(p: string, o: { simple: true }): unknown; prepare(sql: string): { pluck(): { get(): unknown } } };
  };
  const db = driver.databaseConnection;
  // inside a transaction this connection sees its own uncommitted rows, which a rollback would take back
  // without changing either counter: no version then, so nothing read now is cached or served from a cache
  if (driver.options.type !== 'better-sqlite3' || !db || db.inTransaction) return null;
  let conn = connections.get(db);
  if (!conn) connections.set(db, (conn = { id: ++connectionCount, changes: db.prepare('SELECT total_changes()').pluck() }));
  // the connection's own number first: two databases open in one process (tests) never share a version
  return `${conn.id}:${String(db.pragma('data_version', { simple: true }))}:${String(conn.changes.get())}`;
}
const connections = new WeakMap<object, { id: number; changes: { get(): unknown } }>();
let connectionCount = 0;
