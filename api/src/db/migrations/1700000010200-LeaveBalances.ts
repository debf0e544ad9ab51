/**
 * Leave balances (issue 18 item 1; accrual rules in modules/leave-balances/accrual.ts):
 * - `leave_settings`: one row (id 1) — default and extended annual entitlement, carry-over years,
 *   allowed overdraft; days as `float` (halves and fractions).
 * - `leave_profiles`: one row per person who has one — `extended_leave` (25 days instead of 20) and a
 *   `version` the booking check bumps to lock the person's row on SQL Server (see leave-balances.service).
 * - `leave_entitlements`: per person and leave-counting type, HR's entitlement override (null = the
 *   default) and the opening balance (`opening_days` unused days as of `opening_date`); unique pair.
 * - `leave_adjustments`: signed days with a reason, who made it and when; indexed by person and type.
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class LeaveBalances1700000010200 implements MigrationInterface {
  name = 'LeaveBalances1700000010200';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    const days = (name: string, isNullable = false) => ({ name, type: 'float', isNullable });
    await qr.createTable(
      new Table({
        name: 'leave_settings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          days('default_entitlement_days'), days('extended_entitlement_days'), c.int('carry_over_years'), days('overdraft_days'),
        ],
      }),
    );
    await qr.query('INSERT INTO leave_settings (id, default_entitlement_days, extended_entitlement_days, carry_over_years, overdraft_days) VALUES (1, 20, 25, 3, 0)');
    await qr.createTable(
      new Table({
        name: 'leave_profiles',
        columns: [{ name: 'user_id', type: 'integer', isPrimary: true }, c.bool('extended_leave', false), c.int('version', { default: 0 })],
        foreignKeys: [fk('user_id', 'users')],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'leave_entitlements',
        columns: [c.id(), c.int('user_id'), c.int('event_type_id'), days('entitlement_days', true), days('opening_days'), c.date('opening_date')],
        foreignKeys: [fk('user_id', 'users'), fk('event_type_id', 'event_types')],
        uniques: [{ name: 'UQ_leave_entitlements_user_type', columnNames: ['user_id', 'event_type_id'] }],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'leave_adjustments',
        columns: [
          c.id(), c.int('user_id'), c.int('event_type_id'), days('days'), c.str('reason', 255),
          c.int('created_by_user_id', { isNullable: true }), c.createdAt(),
        ],
        foreignKeys: [fk('user_id', 'users'), fk('event_type_id', 'event_types'), fk('created_by_user_id', 'users')],
        indices: [{ name: 'IX_leave_adjustments_user_type', columnNames: ['user_id', 'event_type_id'] }],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('leave_adjustments');
    await qr.dropTable('leave_entitlements');
    await qr.dropTable('leave_profiles');
    await qr.dropTable('leave_settings');
  }
}
