/**
 * Announcements (issue 16 item 4; spec 3 §3 Announcement) and the delivery record of the shared Teams sender
 * (modules/teams/teams.broadcast.ts, DESIGN.md "Messages to many people"): `broadcast_deliveries` is unique
 * per (kind, item, user), so an announcement card reaches each user at most once, also across restarts.
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class Announcements1700000009710 implements MigrationInterface {
  name = 'Announcements1700000009710';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      new Table({
        name: 'announcements',
        columns: [c.id(), c.str('title', 255), c.text('announcement', { isNullable: false }), c.bool('send_email', false), c.int('created_by', { isNullable: true }), c.createdAt()],
        foreignKeys: [fk('created_by', 'users')],
        indices: [
          { name: 'IX_announcements_created_at', columnNames: ['created_at'] },
          { name: 'IX_announcements_title', columnNames: ['title'] },
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'broadcast_deliveries',
        columns: [
          c.id(),
          c.str('kind', 40),
          c.int('item_id'),
          c.int('user_id'),
          c.str('status', 10),
          c.int('attempts', { default: 0 }),
          c.str('last_error', 255, { isNullable: true }),
          c.instant('updated_at', { isNullable: false }),
        ],
        indices: [
          { name: 'UQ_broadcast_deliveries_once', columnNames: ['kind', 'item_id', 'user_id'], isUnique: true },
          { name: 'IX_broadcast_deliveries_status', columnNames: ['status'] },
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['broadcast_deliveries', 'announcements']) await qr.dropTable(t);
  }
}
