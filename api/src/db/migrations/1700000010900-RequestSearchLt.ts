/**
 * The request lists' search (approvals/lists.ts) finds the Lithuanian summaries too: the trigram index
 * `requests_search` of RequestSearch1700000009300 is built again over title, description,
 * request_name, title_lt and description_lt (a Lithuanian reader searching "Kuras" finds the fuel
 * claims), with its triggers, and filled from the requests there are. SQL Server: nothing (LIKE there).
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';

const sqlite = (qr: QueryRunner) => qr.connection.driver.options.type !== 'mssql';

async function searchIndex(qr: QueryRunner, columns: string[]): Promise<void> {
  const [cols, old, neu] = [columns.join(', '), columns.map((c) => `old.${c}`).join(', '), columns.map((c) => `new.${c}`).join(', ')];
  for (const t of ['insert', 'delete', 'update']) await qr.query(`DROP TRIGGER IF EXISTS requests_search_${t}`);
  await qr.query('DROP TABLE IF EXISTS requests_search');
  await qr.query(`CREATE VIRTUAL TABLE requests_search USING fts5(${cols}, content='requests', content_rowid='id', tokenize='trigram')`);
  await qr.query(`CREATE TRIGGER requests_search_insert AFTER INSERT ON requests BEGIN INSERT INTO requests_search(rowid, ${cols}) VALUES (new.id, ${neu}); END`);
  await qr.query(`CREATE TRIGGER requests_search_delete AFTER DELETE ON requests BEGIN INSERT INTO requests_search(requests_search, rowid, ${cols}) VALUES ('delete', old.id, ${old}); END`);
  await qr.query(
    `CREATE TRIGGER requests_search_update AFTER UPDATE OF ${cols} ON requests BEGIN ` +
      `INSERT INTO requests_search(requests_search, rowid, ${cols}) VALUES ('delete', old.id, ${old}); ` +
      `INSERT INTO requests_search(rowid, ${cols}) VALUES (new.id, ${neu}); END`,
  );
  await qr.query("INSERT INTO requests_search(requests_search) VALUES ('rebuild')");
}

export class RequestSearchLt1700000010900 implements MigrationInterface {
  name = 'RequestSearchLt1700000010900';

  async up(qr: QueryRunner): Promise<void> {
    if (sqlite(qr)) await searchIndex(qr, ['title', 'description', 'request_name', 'title_lt', 'description_lt']);
  }

  async down(qr: QueryRunner): Promise<void> {
    if (sqlite(qr)) await searchIndex(qr, ['title', 'description', 'request_name']);
  }
}
