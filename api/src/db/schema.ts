/**
 * Column helpers for migrations written with TypeORM's schema builder, so one migration serves
 * SQLite and SQL Server (DESIGN.md "Data"). Types come from the driver's `normalizeType`;
 * booleans default to 0/1; text lengths are explicit (no `MAX`); instants are UTC datetimes and
 * calendar dates `YYYY-MM-DD` strings of length 10.
 */
import { QueryRunner, TableColumn, TableColumnOptions, TableForeignKeyOptions } from 'typeorm';

/** Column factory bound to one query runner's driver. */
export function columns(qr: QueryRunner) {
  const t = (type: BooleanConstructor | DateConstructor | NumberConstructor | StringConstructor) =>
    qr.connection.driver.normalizeType({ type });
  const isMssql = qr.connection.driver.options.type === 'mssql';
  const instantType = isMssql ? 'datetime2' : t(Date);
  return {
    id: (name = 'id'): TableColumnOptions => ({
      name, type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment',
    }),
    int: (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'integer', isNullable: false, ...opts }),
    /** Integer money in minor units (cents) or other large counts. */
    bigint: (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'bigint', isNullable: false, ...opts }),
    str: (name: string, length: number, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name, type: t(String), length: String(length), isNullable: false, ...opts,
    }),
    /** Long text (above 4000 characters on SQL Server); nvarchar(max) there, text on SQLite. */
    text: (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name, type: isMssql ? 'nvarchar' : 'text', ...(isMssql ? { length: 'max' } : {}), isNullable: true, ...opts,
    }),
    bool: (name: string, def: boolean): TableColumnOptions => ({ name, type: t(Boolean), isNullable: false, default: def ? 1 : 0 }),
    /** A UTC instant: datetime2 on SQL Server (the driver's `Date` type is the legacy datetime), datetime on SQLite. */
    instant: (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: instantType, isNullable: true, ...opts }),
    /** Creation instant defaulting to the database's current UTC time. */
    createdAt: (name = 'created_at'): TableColumnOptions => ({
      name, type: instantType, isNullable: false, default: isMssql ? 'SYSUTCDATETIME()' : "(datetime('now'))",
    }),
    /** A calendar date as `YYYY-MM-DD`. */
    date: (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: t(String), length: '10', isNullable: true, ...opts }),
    blob: (name: string): TableColumnOptions => ({ name, type: isMssql ? 'varbinary' : 'blob', ...(isMssql ? { length: 'max' } : {}), isNullable: false }),
  };
}

/**
 * A foreign key. `onDelete` defaults to NO ACTION: SQL Server refuses multiple cascade paths
 * (error 1785), so CASCADE is used only where a table has a single path to its parent.
 */
export function fk(
  column: string,
  table: string,
  onDelete: 'CASCADE' | 'NO ACTION' | 'SET NULL' = 'NO ACTION',
): TableForeignKeyOptions {
  return { columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete };
}

/**
 * Adds nullable columns to `table` without rebuilding it: on SQLite a plain ALTER TABLE … ADD COLUMN
 * (TypeORM's addColumn rebuilds the table there, which drops raw triggers such as the request search's),
 * on SQL Server addColumns. `cols` from {@link columns}.
 */
export async function addNullableColumns(qr: QueryRunner, table: string, cols: TableColumnOptions[]): Promise<void> {
  if (qr.connection.driver.options.type === 'mssql') return qr.addColumns(table, cols.map((c) => new TableColumn({ ...c, isNullable: true })));
  for (const c of cols) await qr.query(`ALTER TABLE ${table} ADD COLUMN ${c.name} ${c.type}${c.length ? `(${c.length})` : ''}`);
}

/** Drops columns added by {@link addNullableColumns}, again without rebuilding the table on SQLite. */
export async function dropAddedColumns(qr: QueryRunner, table: string, names: string[]): Promise<void> {
  if (qr.connection.driver.options.type === 'mssql') return qr.dropColumns(table, names);
  for (const name of names) await qr.query(`ALTER TABLE ${table} DROP COLUMN ${name}`);
}
