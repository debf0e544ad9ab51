/**
 * Teams chain reminders claimed per person and reminder minute (teams/teams.reminders.ts): one row per
 * (user, slot `YYYY-MM-DDTHH:mm` UTC), unique, taken before the message is sent, so a second run of
 * the same minute (another server copy, a retried tick) sends nothing again.
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class TeamsRemindersSent1700000011000 implements MigrationInterface {
  name = 'TeamsRemindersSent1700000011000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(new Table({
      name: 'teams_reminders_sent',
      columns: [c.id(), c.int('user_id'), c.str('slot', 16), c.createdAt()],
      foreignKeys: [fk('user_id', 'users', 'CASCADE')],
      indices: [{ name: 'UX_teams_reminders_sent_user_slot', columnNames: ['user_id', 'slot'], isUnique: true }],
    }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('teams_reminders_sent');
  }
}
