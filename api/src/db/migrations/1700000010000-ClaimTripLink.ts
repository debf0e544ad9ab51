/**
 * The expense claim's business trip link becomes a foreign key (issue 13 item 4: an optional link to
 * one of the user's business trips). The ExpenseClaims migration could not add it while the trips
 * table came from another migration; now both exist. Links to trips that are gone are cleared first,
 * and deleting a draft trip clears the link of its claims (ON DELETE SET NULL) instead of leaving an
 * id that points nowhere.
 */
import { MigrationInterface, QueryRunner, TableForeignKey } from 'typeorm';
import { fk } from '../schema';

export class ClaimTripLink1700000010000 implements MigrationInterface {
  name = 'ClaimTripLink1700000010000';

  async up(qr: QueryRunner): Promise<void> {
    const d = qr.connection.driver;
    const [claims, trips, link, id] = [d.escape('expense_claims'), d.escape('business_trips'), d.escape('business_trip_id'), d.escape('id')];
    await qr.query(`UPDATE ${claims} SET ${link} = NULL WHERE ${link} IS NOT NULL AND ${link} NOT IN (SELECT ${id} FROM ${trips})`);
    await qr.createForeignKey('expense_claims', new TableForeignKey(fk('business_trip_id', 'business_trips', 'SET NULL')));
  }

  async down(qr: QueryRunner): Promise<void> {
    const table = await qr.getTable('expense_claims');
    const key = table?.foreignKeys.find((k) => k.columnNames.includes('business_trip_id'));
    if (key) await qr.dropForeignKey('expense_claims', key);
  }
}
