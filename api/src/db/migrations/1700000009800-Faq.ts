/**
 * FAQ (issue 17 item 1; spec 3 §3 FAQ): categories, questions, votes (one per user per question: unique
 * key), suggested questions. Search: on SQLite an FTS5 table `faq_search` (external content over
 * faq_questions: question + answer_text, unicode61 without diacritics, so "atostogu" finds "atostogų")
 * kept in step by triggers; on other databases (SQL Server) nothing here — faq.search.ts falls back to LIKE.
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class Faq1700000009800 implements MigrationInterface {
  name = 'Faq1700000009800';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(new Table({ name: 'faq_categories', columns: [c.id(), c.str('name', 255), c.createdAt()] }));
    await qr.createTable(
      new Table({
        name: 'faq_questions',
        columns: [
          c.id(), c.str('question', 255), c.text('answer', { isNullable: false }), c.text('answer_text', { isNullable: false }),
          c.int('category_id', { isNullable: true }), c.int('created_by', { isNullable: true }), c.createdAt(),
        ],
        foreignKeys: [fk('category_id', 'faq_categories'), fk('created_by', 'users')],
        indices: [{ name: 'IX_faq_questions_category_id', columnNames: ['category_id'] }],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'faq_votes',
        columns: [c.id(), c.int('question_id'), c.int('user_id'), c.bool('is_helpful', true), c.createdAt()],
        foreignKeys: [fk('question_id', 'faq_questions', 'CASCADE'), fk('user_id', 'users')],
        indices: [
          { name: 'UQ_faq_votes_question_user', columnNames: ['question_id', 'user_id'], isUnique: true },
          { name: 'IX_faq_votes_user_id', columnNames: ['user_id'] },
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'faq_suggestions',
        columns: [
          c.id(), c.str('question', 255), c.text('answer', { isNullable: false }), c.int('category_id', { isNullable: true }),
          c.int('user_id'), c.int('question_id', { isNullable: true }), c.createdAt(),
        ],
        foreignKeys: [fk('user_id', 'users')],
        indices: [{ name: 'IX_faq_suggestions_user_id', columnNames: ['user_id'] }],
      }),
    );
    if (qr.connection.driver.options.type === 'better-sqlite3') {
      await qr.query(`CREATE VIRTUAL TABLE faq_search USING fts5(question, answer_text, content='faq_questions', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`);
      await qr.query(`CREATE TRIGGER faq_questions_ai AFTER INSERT ON faq_questions BEGIN
        INSERT INTO faq_search(rowid, question, answer_text) VALUES (new.id, new.question, new.answer_text); END`);
      await qr.query(`CREATE TRIGGER faq_questions_ad AFTER DELETE ON faq_questions BEGIN
        INSERT INTO faq_search(faq_search, rowid, question, answer_text) VALUES ('delete', old.id, old.question, old.answer_text); END`);
      await qr.query(`CREATE TRIGGER faq_questions_au AFTER UPDATE ON faq_questions BEGIN
        INSERT INTO faq_search(faq_search, rowid, question, answer_text) VALUES ('delete', old.id, old.question, old.answer_text);
        INSERT INTO faq_search(rowid, question, answer_text) VALUES (new.id, new.question, new.answer_text); END`);
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    if (qr.connection.driver.options.type === 'better-sqlite3') {
      for (const t of ['faq_questions_ai', 'faq_questions_ad', 'faq_questions_au']) await qr.query(`DROP TRIGGER IF EXISTS ${t}`);
      await qr.query('DROP TABLE IF EXISTS faq_search');
    }
    await qr.dropTable('faq_suggestions');
    await qr.dropTable('faq_votes');
    await qr.dropTable('faq_questions');
    await qr.dropTable('faq_categories');
  }
}
