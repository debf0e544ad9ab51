/**
 * Expense claims (spec 2 §3 Expense claim, §5, §6 expense_claims_*; issue 13 item 4).
 *
 * - expense_claim_types (made by the Approvals migration, name = translation key) gets English and
 *   Lithuanian names; the types every database needs are ensured: travel, accommodation,
 *   representation, training, equipment, other (the older rows fuel and office_supplies stay: an
 *   administrator may have mapped chains to them).
 * - expense_claims: one per claim; `business_trip_id` is a nullable link to the business trips
 *   module's table WITHOUT a foreign key for now (that table is made by another migration; the
 *   service checks the trip's traveller when the table exists). Money in integer cents.
 * - expense_claim_lines: date (YYYY-MM-DD), description ≤ 255, cost in cents.
 * - expense_claim_attachments: a line's receipts in the file store (`files`), with the uploaded name.
 */
import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { columns, fk } from '../schema';

/** The claim types with their English and Lithuanian names (name = stable key). */
export const EXPENSE_CLAIM_TYPES = [
  { name: 'travel', name_en: 'Travel', name_lt: 'Kelionės' },
  { name: 'accommodation', name_en: 'Accommodation', name_lt: 'Apgyvendinimas' },
  { name: 'representation', name_en: 'Representation', name_lt: 'Reprezentacinės išlaidos' },
  { name: 'training', name_en: 'Training', name_lt: 'Mokymai' },
  { name: 'equipment', name_en: 'Equipment', name_lt: 'Įranga' },
  { name: 'other', name_en: 'Other', name_lt: 'Kita' },
  { name: 'fuel', name_en: 'Fuel', name_lt: 'Kuras' },
  { name: 'office_supplies', name_en: 'Office supplies', name_lt: 'Biuro reikmenys' },
] as const;

export class ExpenseClaims1700000008100 implements MigrationInterface {
  name = 'ExpenseClaims1700000008100';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.addColumns('expense_claim_types', [new TableColumn(c.str('name_en', 100, { isNullable: true })), new TableColumn(c.str('name_lt', 100, { isNullable: true }))]);
    const d = qr.connection.driver;
    const q = (sql: string, params: Record<string, unknown>) => qr.query(...d.escapeQueryWithParameters(sql, params));
    const t = d.escape('expense_claim_types');
    for (const ty of EXPENSE_CLAIM_TYPES) {
      const found: unknown[] = await q(`SELECT ${d.escape('id')} FROM ${t} WHERE ${d.escape('name')} = :name`, { name: ty.name });
      if (found.length) await q(`UPDATE ${t} SET ${d.escape('name_en')} = :name_en, ${d.escape('name_lt')} = :name_lt WHERE ${d.escape('name')} = :name`, { ...ty });
      else await q(`INSERT INTO ${t} (${d.escape('name')}, ${d.escape('name_en')}, ${d.escape('name_lt')}) VALUES (:name, :name_en, :name_lt)`, { ...ty });
    }

    await qr.createTable(new Table({
      name: 'expense_claims',
      columns: [
        c.id(), c.int('user_id'), c.int('type_id'), c.str('description', 255, { isNullable: true }), c.int('business_trip_id', { isNullable: true }),
        c.bigint('cost_sum', { default: 0 }), c.instant('issue_date', { isNullable: false }), c.int('created_by_user_id', { isNullable: true }),
        c.createdAt(), c.instant('updated_at'),
      ],
      foreignKeys: [fk('user_id', 'users', 'CASCADE'), fk('type_id', 'expense_claim_types')],
      indices: [
        { name: 'IX_expense_claims_user_id', columnNames: ['user_id', 'issue_date'] },
        { name: 'IX_expense_claims_type_id', columnNames: ['type_id'] },
        { name: 'IX_expense_claims_business_trip_id', columnNames: ['business_trip_id'] },
      ],
    }));
    await qr.createTable(new Table({
      name: 'expense_claim_lines',
      columns: [c.id(), c.int('claim_id'), c.int('position'), c.date('date', { isNullable: false }), c.str('description', 255), c.bigint('cost')],
      foreignKeys: [fk('claim_id', 'expense_claims', 'CASCADE')],
      indices: [{ name: 'IX_expense_claim_lines_claim_id', columnNames: ['claim_id', 'position'] }],
    }));
    await qr.createTable(new Table({
      name: 'expense_claim_attachments',
      columns: [c.id(), c.int('claim_id'), c.int('line_id'), c.int('file_id'), c.str('original_name', 255), c.int('size')],
      // one cascade path only (SQL Server): through the line; claim_id is a plain indexed column for counts
      foreignKeys: [fk('line_id', 'expense_claim_lines', 'CASCADE'), fk('file_id', 'files')],
      indices: [
        { name: 'IX_expense_claim_attachments_line_id', columnNames: ['line_id'] },
        { name: 'IX_expense_claim_attachments_claim_id', columnNames: ['claim_id'] },
        { name: 'IX_expense_claim_attachments_file_id', columnNames: ['file_id'] },
      ],
    }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('expense_claim_attachments');
    await qr.dropTable('expense_claim_lines');
    await qr.dropTable('expense_claims');
    await qr.query(`DELETE FROM expense_claim_types WHERE name IN ('accommodation', 'equipment')`);
    await qr.dropColumn('expense_claim_types', 'name_lt');
    await qr.dropColumn('expense_claim_types', 'name_en');
  }
}
