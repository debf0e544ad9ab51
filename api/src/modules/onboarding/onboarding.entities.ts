/**
 * Onboarding and offboarding tables (spec 3 §3 Onboarding category, Offboarding category). Both checklists share
 * the tables; `kind` says which one a category belongs to.
 */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ChecklistKind } from '../../contracts/onboarding';

@Entity('checklist_categories')
export class ChecklistCategoryRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 20 }) kind: ChecklistKind;
  @Column({ type: String, length: 255 }) name: string;
  /** Deadline relative to the reference date (start date / contract end date), in seconds; negative = before. */
  @Column({ type: Number }) seconds_to_complete: number;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

@Entity('checklist_tasks')
export class ChecklistTaskRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) category_id: number;
  @Column({ type: String, length: 255 }) name: string;
  /** Responsible role; null = the person's direct manager. */
  @Column({ type: Number, nullable: true }) role_id: number | null;
  /** Offboarding: the leaving person is responsible. */
  @Column({ type: Boolean, default: false }) is_assigned_to_offboarder: boolean;
  /**
   * The task applies to people whose reference date is on or after this company day (the day the task was
   * created without add_to_ongoing); null = to everyone, also people already on the checklist (add_to_ongoing).
   */
  @Column({ type: String, length: 10, nullable: true }) applies_from: string | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

@Entity('checklist_task_notifications')
export class ChecklistNotificationRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) task_id: number;
  /** Seconds before the task's deadline when the reminder is due. */
  @Column({ type: Number }) seconds_prior_to_completion: number;
  /** Repeat every day from then on until the task is done. */
  @Column({ type: Boolean, default: false }) daily: boolean;
}

/** A task ticked for one person (a row exists only while completed). */
@Entity('checklist_progress')
export class ChecklistProgressRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) task_id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: Number }) completed_by: number;
  @Column({ type: Date }) completed_at: Date;
}

/** One reminder sent: unique (task, person, recipient, company day), so overlapping runs send it once. */
@Entity('checklist_reminders_sent')
export class ChecklistReminderSentRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) task_id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: Number }) recipient_id: number;
  @Column({ type: Number }) notification_id: number;
  @Column({ type: String, length: 10 }) day: string;
  /** teams | email */
  @Column({ type: String, length: 10 }) channel: string;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

export const CHECKLIST_ENTITIES = [ChecklistCategoryRow, ChecklistTaskRow, ChecklistNotificationRow, ChecklistProgressRow, ChecklistReminderSentRow];
