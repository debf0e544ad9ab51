/** Teams bot conversations (issue 5 item 4): the personal conversation of each user, for proactive cards. */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class Teams1700000005000 implements MigrationInterface {
  name = 'Teams1700000005000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(new Table({
      name: 'teams_conversations',
      columns: [
        c.id(), c.int('user_id'), c.str('teams_user_id', 255), c.str('aad_object_id', 64, { isNullable: true }),
        c.str('conversation_id', 255), c.str('service_url', 512), c.str('tenant_id', 64, { isNullable: true }),
        c.text('reference', { isNullable: false }), c.instant('updated_at', { isNullable: false }),
      ],
      foreignKeys: [fk('user_id', 'users', 'CASCADE')],
      indices: [{ name: 'UQ_teams_conversations_user_id', columnNames: ['user_id'], isUnique: true }],
    }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('teams_conversations');
  }
}
