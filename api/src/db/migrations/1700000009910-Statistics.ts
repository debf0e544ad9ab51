/**
 * Statistics (issue 17 item 4; spec 3 §3 Statistics): `statistics_snapshots` keeps each computed set of
 * series as one JSON document, so the page loads the latest in one query (indexed by computed_at); and an
 * optional, HR-managed `gender` on users ('man' | 'woman', sensitive like the birth date).
 */
import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { columns } from '../schema';

export class Statistics1700000009910 implements MigrationInterface {
  name = 'Statistics1700000009910';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.addColumn('users', new TableColumn(c.str('gender', 10, { isNullable: true })));
    await qr.createTable(
      new Table({
        name: 'statistics_snapshots',
        columns: [c.id(), c.instant('computed_at', { isNullable: false }), c.text('payload', { isNullable: false })],
        indices: [{ name: 'IX_statistics_snapshots_computed_at', columnNames: ['computed_at'] }],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('statistics_snapshots');
    await qr.dropColumn('users', 'gender');
  }
}
