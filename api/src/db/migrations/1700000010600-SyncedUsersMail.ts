/**
 * People synced from the external system (navision_id set) were stored with should_send_email false,
 * the flag that also means "never e-mail this person", and nobody can edit a synced user: they got
 * no notification, reminder or announcement e-mail at all. The sync now stores true (it never sends
 * an activation e-mail: they sign in with Microsoft); this sets it for the ones already synced.
 */
import { MigrationInterface, QueryRunner } from 'typeorm';

export class SyncedUsersMail1700000010600 implements MigrationInterface {
  name = 'SyncedUsersMail1700000010600';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query('UPDATE users SET should_send_email = 1 WHERE navision_id IS NOT NULL AND should_send_email = 0');
  }

  async down(): Promise<void> {
    // Which synced users had the flag off before cannot be told apart afterwards; nothing to undo.
  }
}
