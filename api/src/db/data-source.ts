/**
 * The TypeORM DataSource: SQLite (better-sqlite3, WAL) by default, SQL Server when DB_TYPE=mssql.
 * Schema only through migrations; `synchronize` is never on.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { Config } from '../config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** Builds (does not initialise) the DataSource for a configuration. */
export function createDataSource(config: Pick<Config, 'DB_TYPE' | 'dbPath' | 'DB_HOST' | 'DB_PORT' | 'DB_NAME' | 'DB_USER' | 'DB_PASSWORD' | 'DB_ENCRYPT'>): DataSource {
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
  return new DataSource({
    type: 'better-sqlite3',
    database: config.dbPath,
    enableWAL: config.dbPath !== ':memory:',
    prepareDatabase: (db: { pragma: (s: string) => unknown }) => {
      db.pragma('busy_timeout = 5000');
    },
    ...common,
  });
}
