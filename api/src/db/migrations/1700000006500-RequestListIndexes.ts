/**
 * Indexes for the request lists' sort orders (issue 11 item 3, approvals/lists.ts): a list sorted
 * by request date or last action whose filter no index narrows in that order (the unapproved list
 * with finished ones, a search) reads requests in index order and stops at the page, instead of
 * starting from the users table and sorting every matching request. Plain single-column indexes:
 * the same on SQLite and SQL Server.
 */
import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

const INDEXES = [
  new TableIndex({ name: 'IX_requests_issued_date', columnNames: ['issued_date'] }),
  new TableIndex({ name: 'IX_requests_last_action_at', columnNames: ['last_action_at'] }),
];

export class RequestListIndexes1700000006500 implements MigrationInterface {
  name = 'RequestListIndexes1700000006500';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createIndices('requests', INDEXES);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const ix of INDEXES) await qr.dropIndex('requests', ix.name!);
  }
}
