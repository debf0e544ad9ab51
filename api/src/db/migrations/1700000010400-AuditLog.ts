/**
 * Audit log (issue 18 item 4): `audit_log`, append-only, paged newest first over (time, id) and
 * filtered by actor or action with time order (one composite index each), so a page over a million
 * rows is an index range scan.
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns } from '../schema';

export class AuditLog1700000010400 implements MigrationInterface {
  name = 'AuditLog1700000010400';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          c.id(),
          c.instant('time', { isNullable: false }),
          c.int('actor_id', { isNullable: true }),
          c.int('on_behalf_of_id', { isNullable: true }),
          c.str('action', 50),
          c.str('target_type', 50, { isNullable: true }),
          c.str('target_id', 100, { isNullable: true }),
          c.text('details'),
          c.str('client', 10),
        ],
        indices: [
          { name: 'IX_audit_log_time_id', columnNames: ['time', 'id'] },
          { name: 'IX_audit_log_actor_time', columnNames: ['actor_id', 'time'] },
          { name: 'IX_audit_log_action_time', columnNames: ['action', 'time'] },
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('audit_log');
  }
}
