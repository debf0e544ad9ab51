/**
 * Relatives of employees and their relationship types (spec 1 §3 Relative, §5, §7 relatives calls).
 * The relationship types are reference data present in every database (not only the demo company):
 * spouse, child, parent, sibling, other, each with its English and Lithuanian name and whether a
 * relative of that type needs a birth date or a contact number.
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

/** The relationship types every database starts with (type_name is the stable key). */
export const RELATIONSHIP_TYPES = [
  { type_name: 'spouse', name_en: 'Spouse or partner', name_lt: 'Sutuoktinis ar partneris', is_birth_date_required: false, is_contact_number_required: true, order_number: 1 },
  { type_name: 'child', name_en: 'Child', name_lt: 'Vaikas', is_birth_date_required: true, is_contact_number_required: false, order_number: 2 },
  { type_name: 'parent', name_en: 'Parent', name_lt: 'Tėvas ar motina', is_birth_date_required: false, is_contact_number_required: true, order_number: 3 },
  { type_name: 'sibling', name_en: 'Brother or sister', name_lt: 'Brolis ar sesuo', is_birth_date_required: false, is_contact_number_required: false, order_number: 4 },
  { type_name: 'other', name_en: 'Other', name_lt: 'Kita', is_birth_date_required: false, is_contact_number_required: false, order_number: 5 },
] as const;

export class Relatives1700000006700 implements MigrationInterface {
  name = 'Relatives1700000006700';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(new Table({
      name: 'relationship_types',
      columns: [
        c.id(), c.str('type_name', 50), c.str('name_en', 100), c.str('name_lt', 100),
        c.bool('is_birth_date_required', false), c.bool('is_contact_number_required', false), c.int('order_number', { default: 0 }),
      ],
      indices: [{ name: 'UQ_relationship_types_type_name', columnNames: ['type_name'], isUnique: true }],
    }));
    await qr.createTable(new Table({
      name: 'relatives',
      columns: [
        c.id(), c.int('employee_id'), c.str('name', 255), c.str('surname', 255), c.int('relationship_id', { isNullable: true }),
        c.str('contact_number', 255, { isNullable: true }), c.date('birth_date'), c.int('order_number', { default: 0 }),
      ],
      foreignKeys: [fk('employee_id', 'users', 'CASCADE'), fk('relationship_id', 'relationship_types')],
      indices: [{ name: 'IX_relatives_employee_id', columnNames: ['employee_id'] }],
    }));
    const d = qr.connection.driver;
    const cols = ['type_name', 'name_en', 'name_lt', 'is_birth_date_required', 'is_contact_number_required', 'order_number'];
    const insert = `INSERT INTO ${d.escape('relationship_types')} (${cols.map((x) => d.escape(x)).join(', ')}) VALUES (${cols.map((x) => `:${x}`).join(', ')})`;
    for (const t of RELATIONSHIP_TYPES) {
      const [sql, params] = d.escapeQueryWithParameters(insert, { ...t, is_birth_date_required: t.is_birth_date_required ? 1 : 0, is_contact_number_required: t.is_contact_number_required ? 1 : 0 });
      await qr.query(sql, params);
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('relatives');
    await qr.dropTable('relationship_types');
  }
}
