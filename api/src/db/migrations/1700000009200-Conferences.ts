/**
 * Conferences and trainings (issue 14 item 4; spec 3 §3 Conference and training): one table for both
 * kinds (`kind` conference | training: the two sets of calls of spec 3 §7 share every field and rule),
 * and their participations. A participation's status is its approval request's (request_id); `confirmed`
 * and the conference's `confirmed_count` are kept by the approval hooks, the count only through a
 * conditional UPDATE so a conference is never over-filled.
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class Conferences1700000009200 implements MigrationInterface {
  name = 'Conferences1700000009200';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      new Table({
        name: 'conferences',
        columns: [
          c.id(),
          c.str('kind', 20),
          c.str('title', 255),
          c.str('description', 512),
          c.str('location', 255),
          c.instant('date_start', { isNullable: false }),
          c.instant('date_end', { isNullable: false }),
          c.bigint('price_cents', { default: 0 }),
          c.int('max_participants', { isNullable: true }),
          c.str('link', 255, { isNullable: true }),
          c.int('conference_type_id', { isNullable: true }),
          c.int('employee_id'),
          c.bool('canceled', false),
          c.int('confirmed_count', { default: 0 }),
          c.createdAt(),
        ],
        foreignKeys: [fk('conference_type_id', 'conference_types'), fk('employee_id', 'users')],
        indices: [
          { name: 'IX_conferences_kind_date_end', columnNames: ['kind', 'date_end'] },
          { name: 'IX_conferences_employee_id', columnNames: ['employee_id'] },
          { name: 'IX_conferences_conference_type_id', columnNames: ['conference_type_id'] },
          { name: 'IX_conferences_date_start', columnNames: ['date_start'] },
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'conference_participations',
        columns: [c.id(), c.int('conference_id'), c.int('user_id'), c.bool('confirmed', false), c.int('request_id', { isNullable: true }), c.createdAt()],
        foreignKeys: [fk('conference_id', 'conferences', 'CASCADE'), fk('user_id', 'users')],
        indices: [
          { name: 'IX_conference_participations_conference_user', columnNames: ['conference_id', 'user_id'] },
          { name: 'IX_conference_participations_user_id', columnNames: ['user_id'] },
          { name: 'IX_conference_participations_request_id', columnNames: ['request_id'] },
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('conference_participations');
    await qr.dropTable('conferences');
  }
}
