/** External accounting system sync (issue 13 item 5): the documents already delivered, one row per document. */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns } from '../schema';

export class NavisionSync1700000007500 implements MigrationInterface {
  name = 'NavisionSync1700000007500';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      new Table({
        name: 'navision_sent_documents',
        columns: [c.id(), c.str('kind', 50), c.int('document_id'), c.instant('sent_at', { isNullable: false })],
        indices: [{ name: 'UQ_navision_sent_documents_kind_document', columnNames: ['kind', 'document_id'], isUnique: true }],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('navision_sent_documents');
  }
}
