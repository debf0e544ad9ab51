/**
 * Library (issue 14 items 1–2; spec 3 §3 Book, Book request): books, book_images (files in the file
 * store), book_watches, book_requests, library_notices (one notice per kind, book, person and day) and
 * library_settings (company_name: the default owner).
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class Library1700000009000 implements MigrationInterface {
  name = 'Library1700000009000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      new Table({
        name: 'books',
        columns: [
          c.id(),
          c.str('title', 255),
          c.str('author', 255),
          c.str('owner', 255),
          c.str('notes', 512, { isNullable: true }),
          c.int('user_id', { isNullable: true }),
          c.date('planned_return_date'),
          c.date('date_issued'),
          c.bool('extended', false),
          c.int('created_by', { isNullable: true }),
          c.createdAt(),
        ],
        foreignKeys: [fk('user_id', 'users'), fk('created_by', 'users')],
        indices: [
          { name: 'IX_books_user_id', columnNames: ['user_id'] },
          { name: 'IX_books_title', columnNames: ['title'] },
          { name: 'IX_books_author', columnNames: ['author'] },
          { name: 'IX_books_planned_return_date', columnNames: ['planned_return_date'] },
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'book_images',
        columns: [c.id(), c.int('book_id'), c.int('file_id'), c.bool('is_cover', false), c.int('position', { default: 0 })],
        foreignKeys: [fk('book_id', 'books'), fk('file_id', 'files')],
        indices: [{ name: 'IX_book_images_book_id', columnNames: ['book_id'] }],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'book_watches',
        columns: [c.id(), c.int('book_id'), c.int('user_id')],
        foreignKeys: [fk('book_id', 'books'), fk('user_id', 'users')],
        indices: [
          { name: 'UQ_book_watches_book_user', columnNames: ['book_id', 'user_id'], isUnique: true },
          { name: 'IX_book_watches_user_id', columnNames: ['user_id'] },
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'book_requests',
        columns: [c.id(), c.int('user_id'), c.str('title', 255), c.str('author', 255), c.str('link', 255), c.str('notes', 2048, { isNullable: true }), c.createdAt()],
        foreignKeys: [fk('user_id', 'users')],
        indices: [{ name: 'IX_book_requests_user_id', columnNames: ['user_id'] }],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'library_notices',
        columns: [c.id(), c.str('kind', 20), c.int('book_id'), c.int('user_id'), c.date('day', { isNullable: false }), c.createdAt()],
        indices: [{ name: 'UQ_library_notices_once', columnNames: ['kind', 'book_id', 'user_id', 'day'], isUnique: true }],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'library_settings',
        columns: [{ ...c.str('name', 100), isPrimary: true }, c.str('value', 255)],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['library_settings', 'library_notices', 'book_requests', 'book_watches', 'book_images', 'books']) await qr.dropTable(t);
  }
}
