/**
 * Request summaries in Lithuanian (approvals/summary-text.ts): `requests.title_lt` and
 * `requests.description_lt` next to the English `title` and `description` (which search and the v1
 * replies keep using). Requests saved before stay null until their next save; lists then show the
 * English text with the labels translated by the tab. The columns are added without rebuilding the table
 * (schema.ts addNullableColumns): a rebuild would drop the search triggers of RequestSearch.
 */
import { MigrationInterface, QueryRunner } from 'typeorm';
import { addNullableColumns, columns, dropAddedColumns } from '../schema';

export class SummaryLt1700000010700 implements MigrationInterface {
  name = 'SummaryLt1700000010700';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await addNullableColumns(qr, 'requests', [c.str('title_lt', 255), c.str('description_lt', 512)]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await dropAddedColumns(qr, 'requests', ['description_lt', 'title_lt']);
  }
}
