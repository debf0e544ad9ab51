/**
 * Version of a role's permission set (issue 11 item 4): raised with every change of the role's
 * permissions, and read with the user in the one statement of each authenticated call
 * (http/session-cache.ts), so a per-user cache of permissions is dropped at once on every server
 * copy when a role changes.
 */
import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { columns } from '../schema';

export class RoleVersion1700000006300 implements MigrationInterface {
  name = 'RoleVersion1700000006300';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('roles', new TableColumn(columns(qr).int('version', { default: 0 })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('roles', 'version');
  }
}
