/**
 * Policy documents (issue 16 item 1; spec 3 §3 Policy document): policy_documents (link or a file in
 * the file store, entry-page flag), policy_document_updates (created / updated, notes) and
 * policy_document_signatures (unique per update and user).
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class PolicyDocuments1700000009600 implements MigrationInterface {
  name = 'PolicyDocuments1700000009600';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      new Table({
        name: 'policy_documents',
        columns: [
          c.id(),
          c.str('title', 255),
          c.str('description', 512, { isNullable: true }),
          c.date('expiration_date'),
          c.str('link', 255, { isNullable: true }),
          c.int('file_id', { isNullable: true }),
          c.bool('entry_page', false),
          c.int('created_by', { isNullable: true }),
          c.createdAt(),
        ],
        foreignKeys: [fk('file_id', 'files'), fk('created_by', 'users')],
        indices: [{ name: 'IX_policy_documents_entry_page', columnNames: ['entry_page'] }],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'policy_document_updates',
        columns: [c.id(), c.int('policy_document_id'), c.str('kind', 10), c.str('notes', 512, { isNullable: true }), c.int('created_by', { isNullable: true }), c.instant('date', { isNullable: false })],
        foreignKeys: [fk('policy_document_id', 'policy_documents', 'CASCADE'), fk('created_by', 'users')],
        indices: [{ name: 'IX_policy_document_updates_document', columnNames: ['policy_document_id', 'date'] }],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'policy_document_signatures',
        columns: [c.id(), c.int('update_id'), c.int('policy_document_id'), c.int('user_id'), c.instant('signed_at', { isNullable: false })],
        foreignKeys: [fk('update_id', 'policy_document_updates'), fk('user_id', 'users')],
        indices: [
          { name: 'UQ_policy_document_signatures_update_user', columnNames: ['update_id', 'user_id'], isUnique: true },
          { name: 'IX_policy_document_signatures_user', columnNames: ['user_id', 'policy_document_id'] },
          { name: 'IX_policy_document_signatures_document', columnNames: ['policy_document_id'] },
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('policy_document_signatures');
    await qr.dropTable('policy_document_updates');
    await qr.dropTable('policy_documents');
  }
}
