/**
 * Transactions. Every multi-step change runs through {@link inTransaction}.
 *
 * TypeORM's better-sqlite3 driver shares one connection, so two overlapping `transaction()` calls
 * would nest as savepoints of one transaction. On SQLite we therefore serialise transactions with
 * an in-process queue (one process owns an SQLite file). On SQL Server each transaction has its
 * own pooled connection and runs concurrently.
 */
import { DataSource, EntityManager } from 'typeorm';

const queues = new WeakMap<DataSource, Promise<unknown>>();

/** Runs `work` in one transaction and returns its result; rolls back if it throws. */
export function inTransaction<T>(ds: DataSource, work: (em: EntityManager) => Promise<T>): Promise<T> {
  if (ds.options.type === 'mssql') return ds.transaction(work);
  const prev = queues.get(ds) ?? Promise.resolve();
  const run = prev.catch(() => undefined).then(() => ds.transaction(work));
  queues.set(ds, run.catch(() => undefined));
  return run;
}
