/**
 * Approval engine schema (issue 3): chains and their items, tasks and notification schedules; the
 * request-type mapping and the settings tables (expense claim and conference types, seniority
 * levels, personal info change references); the file store; requests with their steps, assignees,
 * step tasks and history; personal info change requests.
 *
 * Cascades only where a table has a single path to its parent (chain → item → task/notification,
 * request → step → task/assignee, request → history); everything else is NO ACTION.
 * Reference rows (expense claim types, conference types) are seeded here: every installation needs them.
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class Approvals1700000002000 implements MigrationInterface {
  name = 'Approvals1700000002000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    const ix = (table: string, cols: string[], isUnique = false) => ({ name: `${isUnique ? 'UQ' : 'IX'}_${table}_${cols.join('_')}`, columnNames: cols, isUnique });
    await qr.createTable(new Table({
      name: 'chains',
      columns: [c.id(), c.str('name', 255), c.str('description', 255, { isNullable: true }), c.createdAt()],
    }));
    await qr.createTable(new Table({
      name: 'chain_items',
      columns: [
        c.id(), c.int('chain_id'), c.str('name', 255), c.str('description', 255, { isNullable: true }), c.int('role_id', { isNullable: true }),
        c.int('order_number'), c.bool('can_edit', false), c.bool('only_spectator', false), c.bool('can_view', true),
        c.str('assignee_type', 30), c.str('notification_message', 255, { isNullable: true }), c.bool('skip_if_assigned_owner', false),
      ],
      foreignKeys: [fk('chain_id', 'chains', 'CASCADE')],
      indices: [ix('chain_items', ['chain_id', 'order_number'], true), ix('chain_items', ['role_id'])],
    }));
    await qr.createTable(new Table({
      name: 'chain_item_tasks',
      columns: [c.id(), c.int('chain_item_id'), c.str('name', 255), c.str('description', 255, { isNullable: true })],
      foreignKeys: [fk('chain_item_id', 'chain_items', 'CASCADE')],
      indices: [ix('chain_item_tasks', ['chain_item_id'])],
    }));
    await qr.createTable(new Table({
      name: 'chain_item_notifications',
      columns: [c.id(), c.int('chain_item_id'), c.str('frequency_type', 20), c.int('frequency_value', { isNullable: true }), c.str('notification_time', 5)],
      foreignKeys: [fk('chain_item_id', 'chain_items', 'CASCADE')],
      indices: [ix('chain_item_notifications', ['chain_item_id']), ix('chain_item_notifications', ['notification_time'])],
    }));
    await qr.createTable(new Table({
      name: 'chain_mappings',
      columns: [c.str('request_name', 50, { isPrimary: true }), c.int('chain_id', { isNullable: true })],
      foreignKeys: [fk('chain_id', 'chains')],
      indices: [ix('chain_mappings', ['chain_id'])],
    }));
    await qr.createTable(new Table({
      name: 'expense_claim_types',
      columns: [c.id(), c.str('name', 100), c.int('chain_id', { isNullable: true })],
      foreignKeys: [fk('chain_id', 'chains')],
      indices: [ix('expense_claim_types', ['name'], true), ix('expense_claim_types', ['chain_id'])],
    }));
    await qr.createTable(new Table({
      name: 'conference_types',
      columns: [c.id(), c.str('name', 255), c.str('description', 255, { isNullable: true }), c.int('chain_id', { isNullable: true })],
      foreignKeys: [fk('chain_id', 'chains')],
      indices: [ix('conference_types', ['chain_id'])],
    }));
    await qr.createTable(new Table({ name: 'seniority_levels', columns: [c.id(), c.str('name', 255)], indices: [ix('seniority_levels', ['name'])] }));
    await qr.createTable(new Table({
      name: 'user_info_change_references',
      columns: [c.id(), c.str('request_type', 30), c.str('name', 255), c.int('chain_id', { isNullable: true }), c.bool('image_required', false)],
      foreignKeys: [fk('chain_id', 'chains')],
      indices: [ix('user_info_change_references', ['request_type'], true), ix('user_info_change_references', ['chain_id'])],
    }));
    await qr.createTable(new Table({
      name: 'files',
      columns: [c.id(), c.str('name', 255), c.str('content_type', 100), c.int('size'), { ...c.blob('data'), isNullable: true }, c.int('created_by_user_id', { isNullable: true }), c.createdAt()],
      foreignKeys: [fk('created_by_user_id', 'users')],
      indices: [ix('files', ['created_by_user_id'])],
    }));
    await qr.createTable(new Table({
      name: 'requests',
      columns: [
        c.id(), c.str('request_name', 50), c.int('object_id', { isNullable: true }), c.int('user_id'), c.int('created_by_user_id', { isNullable: true }),
        c.str('status', 20), c.int('chain_id', { isNullable: true }), c.str('chain_name', 255, { isNullable: true }), c.int('round', { default: 0 }),
        c.int('current_step_id', { isNullable: true }), c.instant('issued_date', { isNullable: false }), c.instant('completion_date'),
        c.str('last_chain_action', 40, { isNullable: true }), c.instant('last_action_at', { isNullable: false }), c.bool('pending_cancel', false),
        c.str('resolution_note', 255, { isNullable: true }), c.str('owner_message', 255, { isNullable: true }),
        c.str('title', 255, { isNullable: true }), c.str('description', 512, { isNullable: true }),
      ],
      // chain_id and current_step_id carry no FK: the chain is a snapshot, the step a pointer into the request's own rows.
      foreignKeys: [fk('user_id', 'users'), fk('created_by_user_id', 'users')],
      indices: [
        ix('requests', ['user_id', 'issued_date']), ix('requests', ['user_id', 'status', 'completion_date']), ix('requests', ['user_id', 'last_action_at']),
        ix('requests', ['status', 'issued_date']), ix('requests', ['status', 'last_action_at']), ix('requests', ['request_name', 'object_id']),
        ix('requests', ['current_step_id']), ix('requests', ['chain_id', 'status']), ix('requests', ['created_by_user_id']),
      ],
    }));
    await qr.createTable(new Table({
      name: 'request_steps',
      columns: [
        c.id(), c.int('request_id'), c.int('round'), c.int('chain_item_id', { isNullable: true }), c.int('order_number'), c.str('name', 255),
        c.str('description', 255, { isNullable: true }), c.str('assignee_type', 30), c.int('role_id', { isNullable: true }),
        c.bool('can_edit', false), c.bool('can_view', true), c.bool('only_spectator', false), c.bool('skip_if_assigned_owner', false),
        c.str('notification_message', 255, { isNullable: true }), c.str('status', 30), c.str('action', 40, { isNullable: true }),
        c.int('assigned_user_id', { isNullable: true }), c.int('acted_by_user_id', { isNullable: true }), c.int('substituted_user_id', { isNullable: true }),
        c.str('message', 255, { isNullable: true }), c.instant('activated_at'), c.instant('acted_at'),
      ],
      foreignKeys: [fk('request_id', 'requests', 'CASCADE'), fk('assigned_user_id', 'users'), fk('acted_by_user_id', 'users'), fk('substituted_user_id', 'users')],
      indices: [
        ix('request_steps', ['request_id', 'round', 'order_number']), ix('request_steps', ['acted_by_user_id']), ix('request_steps', ['assigned_user_id']),
        ix('request_steps', ['substituted_user_id']), ix('request_steps', ['role_id', 'status']), ix('request_steps', ['chain_item_id', 'status']),
      ],
    }));
    await qr.createTable(new Table({
      name: 'request_step_assignees',
      columns: [c.int('step_id', { isPrimary: true }), c.int('user_id', { isPrimary: true }), c.int('request_id')],
      foreignKeys: [fk('step_id', 'request_steps', 'CASCADE'), fk('user_id', 'users')],
      indices: [ix('request_step_assignees', ['user_id', 'request_id']), ix('request_step_assignees', ['request_id'])],
    }));
    await qr.createTable(new Table({
      name: 'request_step_tasks',
      columns: [
        c.id(), c.int('step_id'), c.int('chain_item_task_id', { isNullable: true }), c.str('name', 255), c.str('description', 255, { isNullable: true }),
        c.instant('completed_at'), c.int('completed_by_user_id', { isNullable: true }),
      ],
      foreignKeys: [fk('step_id', 'request_steps', 'CASCADE'), fk('completed_by_user_id', 'users')],
      indices: [ix('request_step_tasks', ['step_id', 'completed_at']), ix('request_step_tasks', ['completed_by_user_id'])],
    }));
    await qr.createTable(new Table({
      name: 'request_history',
      columns: [
        c.id(), c.int('request_id'), c.int('step_id', { isNullable: true }), c.int('actor_user_id', { isNullable: true }), c.str('action', 40),
        c.str('from_status', 20, { isNullable: true }), c.str('to_status', 20, { isNullable: true }), c.str('message', 255, { isNullable: true }),
        c.text('changes'), c.instant('created_at', { isNullable: false }),
      ],
      foreignKeys: [fk('request_id', 'requests', 'CASCADE'), fk('actor_user_id', 'users')],
      indices: [ix('request_history', ['request_id', 'id']), ix('request_history', ['step_id']), ix('request_history', ['actor_user_id'])],
    }));
    await qr.createTable(new Table({
      name: 'user_info_changes',
      columns: [c.id(), c.int('user_id'), c.str('field', 30), c.text('value', { isNullable: false }), c.text('old_value'), c.instant('applied_at'), c.createdAt()],
      foreignKeys: [fk('user_id', 'users')],
      indices: [ix('user_info_changes', ['user_id'])],
    }));
    await qr.createTable(new Table({
      name: 'user_info_change_images',
      columns: [c.id(), c.int('change_id'), c.int('file_id')],
      foreignKeys: [fk('change_id', 'user_info_changes', 'CASCADE'), fk('file_id', 'files')],
      indices: [ix('user_info_change_images', ['change_id']), ix('user_info_change_images', ['file_id'])],
    }));

    const insert = (table: string, rows: Record<string, unknown>[]) => qr.manager.createQueryBuilder().insert().into(table, Object.keys(rows[0])).values(rows).execute();
    await insert('expense_claim_types', ['fuel', 'representation', 'office_supplies', 'travel', 'training', 'other'].map((name) => ({ name })));
    await insert('conference_types', [
      { name: 'Local conference', description: 'Conference in the employee\'s home country' },
      { name: 'International conference', description: 'Conference abroad (travel may need a business trip)' },
      { name: 'Online conference', description: 'Remote participation' },
      { name: 'Training', description: 'Course or workshop with a certificate' },
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of [
      'user_info_change_images', 'user_info_changes', 'request_history', 'request_step_tasks', 'request_step_assignees', 'request_steps', 'requests',
      'files', 'user_info_change_references', 'seniority_levels', 'conference_types', 'expense_claim_types', 'chain_mappings',
      'chain_item_notifications', 'chain_item_tasks', 'chain_items', 'chains',
    ]) {
      await qr.dropTable(t);
    }
  }
}
