/**
 * The TypeORM DataSource: SQLite (better-sqlite3, WAL, busy timeout, IMMEDIATE transactions, so
 * several server processes can share the file) by default, SQL Server when DB_TYPE=mssql.
 * Schema only through migrations; `synchronize` is never on.
 *
 * Case-insensitive search: SQLite's built-in LOWER() folds ASCII only, so `LOWER(name) LIKE '%šar%'`
 * missed "Šarūnas". Every SQLite connection gets LOWER redefined as a deterministic Unicode-aware
 * function ({@link unicodeLower}, Lithuanian rules); every search that compares LOWER(column) with a
 * lower-cased pattern then folds Lithuanian letters too. No index is built on lower(...) (an index on an
 * overridden function would hold what the function returned when it was written; the function being
 * deterministic and registered on every connection keeps it the same). SQL Server needs nothing: its
 * default collation (…_CI_AS) compares case-insensitively for every letter, and its LOWER is Unicode.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type QueryRunner } from 'typeorm';
import type { Config } from '../config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** Builds (does not initialise) the DataSource for a configuration. */
export function createDataSource(
  config: Pick<Config, 'DB_TYPE' | 'dbPath' | 'DB_HOST' | 'DB_PORT' | 'DB_NAME' | 'DB_USER' | 'DB_PASSWORD' | 'DB_ENCRYPT'>,
): DataSource {
  const common = { entities: ENTITIES, migrations: MIGRATIONS, synchronize: false, migrationsRun: false, logging: false } as const;
  if (config.DB_TYPE === 'mssql') {
    return new DataSource({
      type: 'mssql',
      host: config.DB_HOST,
      port: config.DB_PORT,
      database: config.DB_NAME,
      username: config.DB_USER,
      password: config.DB_PASSWORD,
      options: { encrypt: config.DB_ENCRYPT, trustServerCertificate: !config.DB_ENCRYPT },
      ...common,
    });
  }
  if (config.dbPath !== ':memory:') fs.mkdirSync(path.dirname(config.dbPath), { recursive: true });
  const ds = new DataSource({
    type: 'better-sqlite3',
    database: config.dbPath,
    enableWAL: config.dbPath !== ':memory:',
    // a write waits up to 5 s for another process's write (cluster workers share the file)
    timeout: SQLITE_BUSY_TIMEOUT_MS,
    prepareDatabase: (db: SqliteConnection) => {
      db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
      registerUnicodeLower(db);
    },
    // prepared statements kept by text (first in, first out): room for every hot statement
    statementCacheSize: 1000,
    ...common,
  });
  beginImmediate(ds);
  return ds;
}

/** The part of a better-sqlite3 connection used here. */
interface SqliteConnection {
  pragma: (s: string) => unknown;
  function: (name: string, options: { deterministic: boolean }, fn: (s: unknown) => unknown) => unknown;
}

/** Lower case of a text with Lithuanian rules ("Šarūnas" → "šarūnas"); numbers become text as in SQLite; null and blobs unchanged. */
export const unicodeLower = (s: unknown): unknown =>
  typeof s === 'string' ? s.toLocaleLowerCase('lt') : typeof s === 'number' || typeof s === 'bigint' ? String(s) : s;

/** Redefines SQLite's LOWER(x) on one connection as {@link unicodeLower} (see the file comment). */
export function registerUnicodeLower(db: Pick<SqliteConnection, 'function'>): void {
  db.function('lower', { deterministic: true }, unicodeLower);
}

/** How long an SQLite write waits for another connection's write lock (ms). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * SQLite: every transaction begins IMMEDIATE (takes the write lock first, waiting up to the busy
 * timeout) instead of DEFERRED. With several processes on one file (the workers of `npm start`), a
 * deferred transaction that read and then writes after another process wrote fails at once with
 * SQLITE_BUSY — SQLite gives no busy wait to that upgrade. TypeORM (inTransaction, save) begins
 * every transaction with `BEGIN TRANSACTION` on the driver's one query runner; that text is swapped.
 */
function beginImmediate(ds: DataSource): void {
  const driver = ds.driver as unknown as { createQueryRunner(mode: 'master' | 'slave'): QueryRunner };
  const create = driver.createQueryRunner.bind(driver);
  const patched = new WeakSet<QueryRunner>();
  driver.createQueryRunner = (mode) => {
    const qr = create(mode);
    if (!patched.has(qr)) {
      patched.add(qr);
      const query = qr.query.bind(qr) as (sql: string, ...rest: unknown[]) => Promise<unknown>;
      qr.query = ((sql: string, ...rest: unknown[]) =>
        query(sql === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : sql, ...rest)) as QueryRunner['query'];
    }
    return qr;
  };
}
