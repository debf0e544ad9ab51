/**
 * Per-user session version (issue 9 item 5): access tokens carry it as `sv`, and every request
 * compares it with this column, so logout of every session, a password change or a role change
 * ends the user's access tokens at once.
 */
import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { columns } from '../schema';

export class SessionVersion1700000006100 implements MigrationInterface {
  name = 'SessionVersion1700000006100';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('users', new TableColumn(columns(qr).int('session_version', { default: 0 })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('users', 'session_version');
  }
}
