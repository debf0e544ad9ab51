/**
 * Per-row claims of the shared Teams sender (modules/teams/teams.broadcast.ts): `broadcast_deliveries.claimed_by`
 * and `claimed_until`, so each delivery is posted by one sender at a time and a row held by a process that died
 * becomes claimable again once its time ran out (the `broadcast-resume` job sends it). On SQLite a plain ADD
 * COLUMN (TypeORM's addColumn rebuilds the table there).
 */
import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { columns } from '../schema';

export class BroadcastClaims1700000010800 implements MigrationInterface {
  name = 'BroadcastClaims1700000010800';

  async up(qr: QueryRunner): Promise<void> {
    if (qr.connection.driver.options.type !== 'mssql') {
      await qr.query('ALTER TABLE broadcast_deliveries ADD COLUMN claimed_by varchar(64)');
      await qr.query('ALTER TABLE broadcast_deliveries ADD COLUMN claimed_until datetime');
      return;
    }
    const c = columns(qr);
    await qr.addColumn('broadcast_deliveries', new TableColumn(c.str('claimed_by', 64, { isNullable: true })));
    await qr.addColumn('broadcast_deliveries', new TableColumn(c.instant('claimed_until')));
  }

  async down(qr: QueryRunner): Promise<void> {
    if (qr.connection.driver.options.type !== 'mssql') {
      await qr.query('ALTER TABLE broadcast_deliveries DROP COLUMN claimed_until');
      await qr.query('ALTER TABLE broadcast_deliveries DROP COLUMN claimed_by');
      return;
    }
    await qr.dropColumn('broadcast_deliveries', 'claimed_until');
    await qr.dropColumn('broadcast_deliveries', 'claimed_by');
  }
}
