/**
 * Request summaries in Lithuanian (approvals/summary-text.ts): `requests.title_lt` and
 * `requests.description_lt` next to the English `title` and `description` (which search and the v1
 * replies keep using). Requests saved before stay null until their next save; lists then show the
 * English text with the labels translated by the tab. On SQLite a plain ADD COLUMN: TypeORM's
 * addColumn rebuilds the table there, which would drop the search triggers of RequestSearch.
 */
import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { columns } from '../schema';

export class SummaryLt1700000010700 implements MigrationInterface {
  name = 'SummaryLt1700000010700';

  async up(qr: QueryRunner): Promise<void> {
    if (qr.connection.driver.options.type !== 'mssql') {
      await qr.query('ALTER TABLE requests ADD COLUMN title_lt varchar(255)');
      await qr.query('ALTER TABLE requests ADD COLUMN description_lt varchar(512)');
      return;
    }
    const c = columns(qr);
    await qr.addColumn('requests', new TableColumn(c.str('title_lt', 255, { isNullable: true })));
    await qr.addColumn('requests', new TableColumn(c.str('description_lt', 512, { isNullable: true })));
  }

  async down(qr: QueryRunner): Promise<void> {
    if (qr.connection.driver.options.type !== 'mssql') {
      await qr.query('ALTER TABLE requests DROP COLUMN description_lt');
      await qr.query('ALTER TABLE requests DROP COLUMN title_lt');
      return;
    }
    await qr.dropColumn('requests', 'description_lt');
    await qr.dropColumn('requests', 'title_lt');
  }
}
