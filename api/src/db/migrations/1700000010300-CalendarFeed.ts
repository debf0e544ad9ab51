/** The personal calendar feed (issue 18 item 3): the `calendar_feeds` table (hash of the token, never the token). */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class CalendarFeed1700000010300 implements MigrationInterface {
  name = 'CalendarFeed1700000010300';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      new Table({
        name: 'calendar_feeds',
        columns: [
          c.int('user_id', { isPrimary: true }),
          c.str('token_hash', 64),
          c.instant('created_at', { isNullable: false }),
          c.str('body_hash', 64, { isNullable: true }),
          c.instant('changed_at'),
        ],
        foreignKeys: [fk('user_id', 'users')],
        indices: [{ name: 'UQ_calendar_feeds_token_hash', columnNames: ['token_hash'], isUnique: true }],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('calendar_feeds');
  }
}
