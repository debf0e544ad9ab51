/**
 * Per-row claims of the shared Teams sender (modules/teams/teams.broadcast.ts): `broadcast_deliveries.claimed_by`
 * and `claimed_until`, so each delivery is posted by one sender at a time and a row held by a process that died
 * becomes claimable again once its time ran out (the `broadcast-resume` job sends it). Added without rebuilding
 * the table (schema.ts addNullableColumns).
 */
import { MigrationInterface, QueryRunner } from 'typeorm';
import { addNullableColumns, columns, dropAddedColumns } from '../schema';

export class BroadcastClaims1700000010800 implements MigrationInterface {
  name = 'BroadcastClaims1700000010800';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await addNullableColumns(qr, 'broadcast_deliveries', [c.str('claimed_by', 64), c.instant('claimed_until')]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await dropAddedColumns(qr, 'broadcast_deliveries', ['claimed_until', 'claimed_by']);
  }
}
