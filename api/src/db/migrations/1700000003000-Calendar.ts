/**
 * Calendar schema (issue 4): event categories and types with their editable-field rights, events,
 * calendar groups and their users, calendar viewers and saved filters.
 *
 * Cascades only where a table has a single path to its parent (type → edit fields, group → group
 * users); everything pointing at users is NO ACTION (users are soft-deleted).
 * The edit-field flags edit_date and can_edit_past_event_date are stored as edit_dates and
 * can_edit_past_event_dates: a column ending in `_date` is a calendar date or an instant here.
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class Calendar1700000003000 implements MigrationInterface {
  name = 'Calendar1700000003000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    const ix = (table: string, cols: string[], isUnique = false) => ({ name: `${isUnique ? 'UQ' : 'IX'}_${table}_${cols.join('_')}`, columnNames: cols, isUnique });
    await qr.createTable(new Table({
      name: 'event_categories',
      columns: [c.id(), c.str('name', 255), c.str('description', 255, { isNullable: true }), c.bool('active', true)],
      indices: [ix('event_categories', ['active'])],
    }));
    await qr.createTable(new Table({
      name: 'event_types',
      columns: [
        c.id(), c.str('name', 255), c.str('description', 255, { isNullable: true }),
        c.str('background_color', 30, { isNullable: true }), c.str('text_color', 30, { isNullable: true }), c.str('border_color', 30, { isNullable: true }),
        c.int('event_category_id'), c.int('chain_id', { isNullable: true }), c.bool('needs_approval', false),
        c.str('unattendance_code', 20, { isNullable: true }), c.bool('substitute_needed', false), c.int('times_per_month_per_user', { default: 0 }),
        c.bool('can_manager_submit', false), c.int('min_advance_time', { default: 0 }), c.bool('address_required', false),
        c.bool('is_child_info_required', false), c.bool('active', true),
      ],
      foreignKeys: [fk('event_category_id', 'event_categories'), fk('chain_id', 'chains')],
      indices: [ix('event_types', ['event_category_id']), ix('event_types', ['chain_id']), ix('event_types', ['active']), ix('event_types', ['unattendance_code'])],
    }));
    await qr.createTable(new Table({
      name: 'event_type_edit_fields',
      columns: [
        c.int('event_type_id', { isPrimary: true }), c.bool('edit_name', true), c.bool('edit_description', true), c.bool('edit_dates', true),
        c.bool('can_delete', true), c.bool('can_create_past_event', false), c.bool('can_edit_past_event_dates', false), c.bool('can_delete_past_event', false),
      ],
      foreignKeys: [fk('event_type_id', 'event_types', 'CASCADE')],
    }));
    await qr.createTable(new Table({
      name: 'events',
      columns: [
        c.id(), c.str('title', 255), c.str('description', 512, { isNullable: true }),
        c.instant('date_start', { isNullable: false }), c.instant('date_end', { isNullable: false }),
        c.int('user_id'), c.int('substitute_id', { isNullable: true }), { ...c.bool('substitute_confirmed', false), isNullable: true, default: undefined },
        c.str('status', 30), c.int('event_type_id'), c.bool('vacation_payout', false), c.str('working_address', 255, { isNullable: true }),
        c.date('child_birth_date'), c.int('submitted_by_user_id', { isNullable: true }), c.int('request_id', { isNullable: true }),
        c.str('unattendance_code', 20, { isNullable: true }), c.createdAt(),
      ],
      foreignKeys: [
        fk('user_id', 'users'), fk('substitute_id', 'users'), fk('submitted_by_user_id', 'users'), fk('event_type_id', 'event_types'), fk('request_id', 'requests'),
      ],
      indices: [
        ix('events', ['user_id', 'date_start', 'date_end']), ix('events', ['date_start', 'date_end']), ix('events', ['status']),
        ix('events', ['event_type_id', 'status']), ix('events', ['substitute_id', 'date_start']), ix('events', ['request_id']),
        ix('events', ['submitted_by_user_id']), ix('events', ['unattendance_code']),
      ],
    }));
    await qr.createTable(new Table({
      name: 'calendar_groups',
      columns: [c.id(), c.str('name', 255), c.int('created_by_user_id', { isNullable: true })],
      foreignKeys: [fk('created_by_user_id', 'users')],
      indices: [ix('calendar_groups', ['name']), ix('calendar_groups', ['created_by_user_id'])],
    }));
    await qr.createTable(new Table({
      name: 'calendar_group_users',
      columns: [c.int('group_id', { isPrimary: true }), c.int('user_id', { isPrimary: true })],
      foreignKeys: [fk('group_id', 'calendar_groups', 'CASCADE'), fk('user_id', 'users')],
      indices: [ix('calendar_group_users', ['user_id'])],
    }));
    await qr.createTable(new Table({
      name: 'calendar_viewers',
      columns: [c.int('owner_id', { isPrimary: true }), c.int('viewer_id', { isPrimary: true })],
      foreignKeys: [fk('owner_id', 'users'), fk('viewer_id', 'users')],
      indices: [ix('calendar_viewers', ['viewer_id'])],
    }));
    await qr.createTable(new Table({
      name: 'calendar_filters',
      columns: [c.int('user_id', { isPrimary: true }), c.text('filters', { isNullable: false }), c.instant('updated_at', { isNullable: false })],
      foreignKeys: [fk('user_id', 'users')],
    }));
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['calendar_filters', 'calendar_viewers', 'calendar_group_users', 'calendar_groups', 'events', 'event_type_edit_fields', 'event_types', 'event_categories']) {
      await qr.dropTable(t);
    }
  }
}
