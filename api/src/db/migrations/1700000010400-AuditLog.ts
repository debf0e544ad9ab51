/**
 * Audit log (issue 18 item 4): `audit_log`, append-only, paged newest first over (time, id) and
 * filtered by actor or action with time order (one composite index each), so a page over a million
 * rows is an index range scan; one request's trail reads (target_type, target_id, time).
 * Roles holding roles_write receive the new permission audit_log_read.
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
          { name: 'IX_audit_log_target', columnNames: ['target_type', 'target_id', 'time'] },
        ],
      }),
    );
    // Whoever manages roles may read the log from the start (the new permission audit_log_read).
    await qr.query("INSERT INTO role_permissions (role_id, permission) SELECT role_id, 'audit_log_read' FROM role_permissions WHERE permission = 'roles_write'");
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query("DELETE FROM role_permissions WHERE permission = 'audit_log_read'");
    await qr.dropTable('audit_log');
  }
}
