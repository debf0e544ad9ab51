/**
 * Overtime and on-call duty (spec 2 §3 Overtime, On-call; issue 4 items 5 and 6). Overtime totals are
 * whole minutes (`total_minutes`, shown as hours); times of day `HH:mm` with `24:00` for a midnight end.
 * On-call ranges are UTC instants (`date_start`/`date_end`: `end` is reserved in SQL Server).
 * The approval request of a row is `requests` (request_name 'overtime' | 'oncall', object_id = id),
 * indexed there on (request_name, object_id).
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class OvertimeOncall1700000004000 implements MigrationInterface {
  name = 'OvertimeOncall1700000004000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(new Table({
      name: 'overtimes',
      columns: [
        c.id(), c.int('user_id'), c.date('overtime_date', { isNullable: false }), c.str('compensation_option', 20), c.int('total_minutes'),
        c.int('created_by_user_id', { isNullable: true }), c.createdAt(),
      ],
      foreignKeys: [fk('user_id', 'users'), fk('created_by_user_id', 'users')],
      indices: [
        { name: 'IX_overtimes_user_date', columnNames: ['user_id', 'overtime_date'] },
        { name: 'IX_overtimes_date', columnNames: ['overtime_date'] },
        { name: 'IX_overtimes_created_by', columnNames: ['created_by_user_id'] },
      ],
    }));
    await qr.createTable(new Table({
      name: 'overtime_times',
      columns: [c.id(), c.int('overtime_id'), c.str('time_from', 5), c.str('time_to', 5)],
      foreignKeys: [fk('overtime_id', 'overtimes', 'CASCADE')],
      indices: [{ name: 'IX_overtime_times_overtime', columnNames: ['overtime_id'] }],
    }));
    await qr.createTable(new Table({
      name: 'oncalls',
      columns: [
        c.id(), c.int('user_id'), c.str('title', 255, { default: "'On-call'" }), c.str('description', 255, { isNullable: true }),
        c.instant('date_start', { isNullable: false }), c.instant('date_end', { isNullable: false }),
        c.int('created_by_user_id', { isNullable: true }), c.createdAt(),
      ],
      foreignKeys: [fk('user_id', 'users'), fk('created_by_user_id', 'users')],
      indices: [
        { name: 'IX_oncalls_user_start', columnNames: ['user_id', 'date_start'] },
        { name: 'IX_oncalls_start_end', columnNames: ['date_start', 'date_end'] },
        { name: 'IX_oncalls_created_by', columnNames: ['created_by_user_id'] },
      ],
    }));
    await qr.createTable(new Table({
      name: 'oncall_factual_times',
      columns: [c.id(), c.int('oncall_id'), c.instant('date_start', { isNullable: false }), c.instant('date_end', { isNullable: false })],
      foreignKeys: [fk('oncall_id', 'oncalls', 'CASCADE')],
      indices: [{ name: 'IX_oncall_factual_times_oncall', columnNames: ['oncall_id'] }],
    }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('oncall_factual_times');
    await qr.dropTable('oncalls');
    await qr.dropTable('overtime_times');
    await qr.dropTable('overtimes');
  }
}
