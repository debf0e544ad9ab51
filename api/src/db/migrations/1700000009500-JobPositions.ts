/**
 * Job positions (issue 15 item 4; spec 3 §3 Job position, Job application): positions and their applications.
 * Indexed on what the lists filter and order by: (published, is_open) for the sections, is_priority for the
 * star limit and the hot-jobs card, hiring_manager_id for the hiring manager's access, job_position_id for the
 * applications of a position. The description is the editor's JSON document as text.
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class JobPositions1700000009500 implements MigrationInterface {
  name = 'JobPositions1700000009500';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      new Table({
        name: 'job_positions',
        columns: [
          c.id(),
          c.str('title', 255),
          c.text('description', { isNullable: false }),
          c.bool('is_open', true),
          c.int('hiring_manager_id'),
          c.date('date_open', { isNullable: false }),
          c.date('date_valid_until'),
          c.str('external_link', 255, { isNullable: true }),
          c.int('seniority_level_id', { isNullable: true }),
          c.bool('published', false),
          c.str('location', 255, { isNullable: true }),
          c.str('referral_level', 16),
          c.bool('is_priority', false),
          c.int('created_by', { isNullable: true }),
          c.createdAt(),
        ],
        foreignKeys: [fk('hiring_manager_id', 'users'), fk('seniority_level_id', 'seniority_levels', 'SET NULL'), fk('created_by', 'users')],
        indices: [
          { name: 'IX_job_positions_published_open', columnNames: ['published', 'is_open'] },
          { name: 'IX_job_positions_is_priority', columnNames: ['is_priority'] },
          { name: 'IX_job_positions_hiring_manager_id', columnNames: ['hiring_manager_id'] },
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'job_applications',
        columns: [
          c.id(),
          c.int('job_position_id'),
          c.str('name', 255),
          c.str('surname', 255),
          c.str('email', 255),
          c.str('phone_number', 255),
          c.str('motivation_description', 255, { isNullable: true }),
          c.bool('applied_self', true),
          c.int('referred_by_user_id', { isNullable: true }),
          c.bool('information_presented', false),
          c.int('submitted_by_user_id'),
          c.int('cv_file_id', { isNullable: true }),
          c.createdAt('submission_date'),
        ],
        foreignKeys: [fk('job_position_id', 'job_positions'), fk('referred_by_user_id', 'users'), fk('submitted_by_user_id', 'users'), fk('cv_file_id', 'files')],
        indices: [{ name: 'IX_job_applications_job_position_id', columnNames: ['job_position_id', 'submission_date'] }],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('job_applications');
    await qr.dropTable('job_positions');
  }
}
