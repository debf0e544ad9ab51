/**
 * Calendar data (spec 2 §3): event categories and types (with their editable-field rights), events
 * (leave, sick days, remote work… of the older calendar), calendar groups, calendar viewers and
 * saved calendar filters. Instants are UTC `Date`s; calendar dates `YYYY-MM-DD` strings.
 */
import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { HalfDay } from '../../contracts/leave-balances';

/** Event statuses (spec 2 §4 Event status). */
export const EVENT_STATUSES = ['accepted', 'waiting_for_approval', 'canceled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

@Entity('event_categories')
export class EventCategory {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 255, nullable: true }) description: string | null;
  @Column({ type: Boolean, default: true }) active: boolean;
}

@Entity('event_types')
export class EventType {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 255, nullable: true }) description: string | null;
  /** CSS colours, e.g. `#1f7a3a`. */
  @Column({ type: String, length: 30, nullable: true }) background_color: string | null;
  @Column({ type: String, length: 30, nullable: true }) text_color: string | null;
  @Column({ type: String, length: 30, nullable: true }) border_color: string | null;
  @Column({ type: Number }) event_category_id: number;
  /** The approval chain; set exactly when needs_approval. */
  @Column({ type: Number, nullable: true }) chain_id: number | null;
  @Column({ type: Boolean, default: false }) needs_approval: boolean;
  /** Lithuanian timesheet code (A, NA, M, L, V…), copied onto events. */
  @Column({ type: String, length: 20, nullable: true }) unattendance_code: string | null;
  @Column({ type: Boolean, default: false }) substitute_needed: boolean;
  /** Days per calendar month per user; 0 = unlimited; at most 255. */
  @Column({ type: Number, default: 0 }) times_per_month_per_user: number;
  @Column({ type: Boolean, default: false }) can_manager_submit: boolean;
  /** Minimum days between today and the start. */
  @Column({ type: Number, default: 0 }) min_advance_time: number;
  @Column({ type: Boolean, default: false }) address_required: boolean;
  @Column({ type: Boolean, default: false }) is_child_info_required: boolean;
  @Column({ type: Boolean, default: true }) active: boolean;
  /** Events of the type use a leave balance (issue 18 item 1). */
  @Column({ type: Boolean, default: false }) counts_against_balance: boolean;
  /** A one-day event of the type may be a half day (issue 18 item 2). */
  @Column({ type: Boolean, default: false }) allows_half_day: boolean;
}

/** What owners may change on events of a type (spec 2 §3 edit_fields); one row per type. */
@Entity('event_type_edit_fields')
export class EventTypeEditFields {
  @PrimaryColumn({ type: Number }) event_type_id: number;
  @Column({ type: Boolean, default: true }) edit_name: boolean;
  @Column({ type: Boolean, default: true }) edit_description: boolean;
  @Column({ name: 'edit_dates', type: Boolean, default: true }) edit_date: boolean;
  @Column({ type: Boolean, default: true }) can_delete: boolean;
  @Column({ type: Boolean, default: false }) can_create_past_event: boolean;
  @Column({ name: 'can_edit_past_event_dates', type: Boolean, default: false }) can_edit_past_event_date: boolean;
  @Column({ type: Boolean, default: false }) can_delete_past_event: boolean;
}

/** A calendar event of one user (spec 2 §3 Event (older)). */
@Entity('events')
export class CalendarEvent {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) title: string;
  @Column({ type: String, length: 512, nullable: true }) description: string | null;
  @Column({ type: Date }) date_start: Date;
  @Column({ type: Date }) date_end: Date;
  /** The owner (whose absence it is). */
  @Column({ type: Number }) user_id: number;
  @Column({ type: Number, nullable: true }) substitute_id: number | null;
  /** null = pending (when a substitute is set); true confirmed; false rejected. */
  @Column({ type: Boolean, nullable: true }) substitute_confirmed: boolean | null;
  /** accepted | waiting_for_approval | canceled */
  @Column({ type: String, length: 30 }) status: EventStatus;
  @Column({ type: Number }) event_type_id: number;
  @Column({ type: Boolean, default: false }) vacation_payout: boolean;
  @Column({ type: String, length: 255, nullable: true }) working_address: string | null;
  /** `YYYY-MM-DD`. */
  @Column({ type: String, length: 10, nullable: true }) child_birth_date: string | null;
  /** Who filed it when not the owner (a manager for a subordinate). */
  @Column({ type: Number, nullable: true }) submitted_by_user_id: number | null;
  /** The approval request (`requests.id`, type `event`) when the type needs approval. */
  @Column({ type: Number, nullable: true }) request_id: number | null;
  /** Copied from the type at creation. */
  @Column({ type: String, length: 20, nullable: true }) unattendance_code: string | null;
  /**
   * 'first' (morning) or 'second' (afternoon) half of a one-company-day event; null = whole days
   * (issue 18 item 2). date_start/date_end still span the whole company day.
   */
  @Column({ type: String, length: 10, nullable: true }) half_day: HalfDay;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

@Entity('calendar_groups')
export class CalendarGroup {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: Number, nullable: true }) created_by_user_id: number | null;
}

@Entity('calendar_group_users')
export class CalendarGroupUser {
  @PrimaryColumn({ type: Number }) group_id: number;
  @PrimaryColumn({ type: Number }) user_id: number;
}

/** `viewer_id` may see the calendar of `owner_id` (the owner shared it). */
@Entity('calendar_viewers')
export class CalendarViewer {
  @PrimaryColumn({ type: Number }) owner_id: number;
  @PrimaryColumn({ type: Number }) viewer_id: number;
}

/** Saved calendar filters of a user (JSON text of the filter lists). */
@Entity('calendar_filters')
export class CalendarFilter {
  @PrimaryColumn({ type: Number }) user_id: number;
  @Column({ type: String }) filters: string;
  @Column({ type: Date }) updated_at: Date;
}
