/** Integration API keys (issue 11; spec 1 §6): the `api_keys` table (hash of the key, never the key). */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class ApiKeys1700000007300 implements MigrationInterface {
  name = 'ApiKeys1700000007300';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      new Table({
        name: 'api_keys',
        columns: [
          c.id(),
          c.str('name', 100),
          c.str('prefix', 16),
          c.str('key_hash', 64),
          c.text('permissions', { isNullable: false }),
          c.int('created_by'),
          c.instant('created_at', { isNullable: false }),
          c.instant('expires_at'),
          c.instant('last_used_at'),
          c.int('use_count', { default: 0 }),
          c.instant('revoked_at'),
        ],
        foreignKeys: [fk('created_by', 'users')],
        indices: [
          { name: 'UQ_api_keys_key_hash', columnNames: ['key_hash'], isUnique: true },
          { name: 'IX_api_keys_created_by', columnNames: ['created_by'] },
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('api_keys');
  }
}
