/**
 * Guests (issue 14 item 3; spec 3 §3 Guest): one row per registered visit. Indexed on the columns the list
 * filters and orders by (date_end for ended visits, date_start, registrator_id for a registrator's own list).
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class Guests1700000009100 implements MigrationInterface {
  name = 'Guests1700000009100';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      new Table({
        name: 'guests',
        columns: [
          c.id(),
          c.str('name', 255),
          c.str('purpose', 2048),
          c.str('notes', 2048, { isNullable: true }),
          c.str('phone_number', 255),
          c.instant('date_start', { isNullable: false }),
          c.instant('date_end', { isNullable: false }),
          c.bool('is_employee', false),
          c.int('registrator_id'),
          c.bool('canceled', false),
          c.bool('notify_admin', false),
          c.bool('send_calendar_file', false),
          c.int('sequence', { default: 0 }),
          c.createdAt(),
        ],
        foreignKeys: [fk('registrator_id', 'users')],
        indices: [
          { name: 'IX_guests_date_end', columnNames: ['date_end'] },
          { name: 'IX_guests_date_start', columnNames: ['date_start'] },
          { name: 'IX_guests_registrator_id', columnNames: ['registrator_id'] },
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('guests');
  }
}
