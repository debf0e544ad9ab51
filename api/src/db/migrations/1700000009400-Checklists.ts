/**
 * Onboarding and offboarding checklists (issue 15; spec 3 §3): categories per kind, tasks, task notifications,
 * per-person completion (unique task + person) and the sent reminders (unique task + person + recipient + day).
 * Indexed on every filtered column.
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class Checklists1700000009400 implements MigrationInterface {
  name = 'Checklists1700000009400';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(new Table({
      name: 'checklist_categories',
      columns: [c.id(), c.str('kind', 20), c.str('name', 255), c.int('seconds_to_complete'), c.createdAt()],
      indices: [{ name: 'IX_checklist_categories_kind', columnNames: ['kind'] }],
    }));
    await qr.createTable(new Table({
      name: 'checklist_tasks',
      columns: [
        c.id(), c.int('category_id'), c.str('name', 255), c.int('role_id', { isNullable: true }),
        c.bool('is_assigned_to_offboarder', false), c.date('applies_from'), c.createdAt(),
      ],
      foreignKeys: [fk('category_id', 'checklist_categories'), fk('role_id', 'roles')],
      indices: [
        { name: 'IX_checklist_tasks_category_id', columnNames: ['category_id'] },
        { name: 'IX_checklist_tasks_role_id', columnNames: ['role_id'] },
      ],
    }));
    await qr.createTable(new Table({
      name: 'checklist_task_notifications',
      columns: [c.id(), c.int('task_id'), c.int('seconds_prior_to_completion'), c.bool('daily', false)],
      foreignKeys: [fk('task_id', 'checklist_tasks', 'CASCADE')],
      indices: [{ name: 'IX_checklist_task_notifications_task_id', columnNames: ['task_id'] }],
    }));
    await qr.createTable(new Table({
      name: 'checklist_progress',
      columns: [c.id(), c.int('task_id'), c.int('user_id'), c.int('completed_by'), c.instant('completed_at', { isNullable: false })],
      foreignKeys: [fk('task_id', 'checklist_tasks', 'CASCADE'), fk('user_id', 'users'), fk('completed_by', 'users')],
      indices: [
        { name: 'UX_checklist_progress_task_user', columnNames: ['task_id', 'user_id'], isUnique: true },
        { name: 'IX_checklist_progress_user_id', columnNames: ['user_id'] },
      ],
    }));
    await qr.createTable(new Table({
      name: 'checklist_reminders_sent',
      columns: [
        c.id(), c.int('task_id'), c.int('user_id'), c.int('recipient_id'), c.int('notification_id'), c.date('day', { isNullable: false }),
        c.str('channel', 10), c.createdAt(),
      ],
      foreignKeys: [fk('task_id', 'checklist_tasks', 'CASCADE')],
      indices: [
        { name: 'UX_checklist_reminders_sent_key', columnNames: ['task_id', 'user_id', 'recipient_id', 'day'], isUnique: true },
        { name: 'IX_checklist_reminders_sent_notification', columnNames: ['notification_id', 'user_id', 'recipient_id'] },
      ],
    }));
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['checklist_reminders_sent', 'checklist_progress', 'checklist_task_notifications', 'checklist_tasks', 'checklist_categories']) await qr.dropTable(t);
  }
}
