/**
 * Requests and their per-request chain instance (spec 2 §3 Request / chain item): the request, its
 * steps (copied from the chain items at submit time, one set per submission `round`), the resolved
 * assignees of each reached step, step tasks and the append-only history.
 */
import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A request of some type (`request_name`) about one object (`object_id`) of its module. Table `requests`. */
@Entity('requests')
export class ApprovalRequest {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 50 }) request_name: string;
  @Column({ type: Number, nullable: true }) object_id: number | null;
  /** The owner. */
  @Column({ type: Number }) user_id: number;
  /** Who filed it when not the owner (e.g. a manager for a subordinate). */
  @Column({ type: Number, nullable: true }) created_by_user_id: number | null;
  /** not_initialized | in_progress | approved | rejected | canceled | completed */
  @Column({ type: String, length: 20 }) status: string;
  /** Chain of the current round (snapshot: the chain may change or go away later). */
  @Column({ type: Number, nullable: true }) chain_id: number | null;
  @Column({ type: String, length: 255, nullable: true }) chain_name: string | null;
  /** Submission round; steps of earlier rounds stay for the record. 0 = never submitted. */
  @Column({ type: Number, default: 0 }) round: number;
  @Column({ type: Number, nullable: true }) current_step_id: number | null;
  @Column({ type: Date }) issued_date: Date;
  @Column({ type: Date, nullable: true }) completion_date: Date | null;
  @Column({ type: String, length: 40, nullable: true }) last_chain_action: string | null;
  @Column({ type: Date }) last_action_at: Date;
  /** The current round asks approval of a cancellation (cancel of an approved request). */
  @Column({ type: Boolean, default: false }) pending_cancel: boolean;
  @Column({ type: String, length: 255, nullable: true }) resolution_note: string | null;
  /** Message of the last return to the owner. */
  @Column({ type: String, length: 255, nullable: true }) owner_message: string | null;
  /** Summary title and lines of the request type, refreshed on every save (search and lists). */
  @Column({ type: String, length: 255, nullable: true }) title: string | null;
  @Column({ type: String, length: 512, nullable: true }) description: string | null;
  /** The same in Lithuanian (null on requests not saved since these were added). */
  @Column({ type: String, length: 255, nullable: true }) title_lt: string | null;
  @Column({ type: String, length: 512, nullable: true }) description_lt: string | null;
}

@Entity('request_steps')
export class RequestStep {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) request_id: number;
  @Column({ type: Number }) round: number;
  @Column({ type: Number, nullable: true }) chain_item_id: number | null;
  @Column({ type: Number }) order_number: number;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 255, nullable: true }) description: string | null;
  @Column({ type: String, length: 30 }) assignee_type: string;
  @Column({ type: Number, nullable: true }) role_id: number | null;
  @Column({ type: Boolean, default: false }) can_edit: boolean;
  @Column({ type: Boolean, default: true }) can_view: boolean;
  @Column({ type: Boolean, default: false }) only_spectator: boolean;
  @Column({ type: Boolean, default: false }) skip_if_assigned_owner: boolean;
  @Column({ type: String, length: 255, nullable: true }) notification_message: string | null;
  /** See STEP_STATUSES in contracts/approvals.ts. */
  @Column({ type: String, length: 30 }) status: string;
  @Column({ type: String, length: 40, nullable: true }) action: string | null;
  /** The single resolved assignee (null for several, e.g. a role). */
  @Column({ type: Number, nullable: true }) assigned_user_id: number | null;
  @Column({ type: Number, nullable: true }) acted_by_user_id: number | null;
  /** The assignee the actor substituted, when acting as a substitute. */
  @Column({ type: Number, nullable: true }) substituted_user_id: number | null;
  @Column({ type: String, length: 255, nullable: true }) message: string | null;
  @Column({ type: Date, nullable: true }) activated_at: Date | null;
  @Column({ type: Date, nullable: true }) acted_at: Date | null;
}

/** Users resolved as assignees when a step was reached (who is notified; who may act besides live role holders). */
@Entity('request_step_assignees')
export class RequestStepAssignee {
  @PrimaryColumn({ type: Number }) step_id: number;
  @PrimaryColumn({ type: Number }) user_id: number;
  @Column({ type: Number }) request_id: number;
}

@Entity('request_step_tasks')
export class RequestStepTask {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) step_id: number;
  @Column({ type: Number, nullable: true }) chain_item_task_id: number | null;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 255, nullable: true }) description: string | null;
  @Column({ type: Date, nullable: true }) completed_at: Date | null;
  @Column({ type: Number, nullable: true }) completed_by_user_id: number | null;
}

/** Append-only: every transition and every edit (`changes`: JSON list of {field, old, new}). */
@Entity('request_history')
export class RequestHistory {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) request_id: number;
  @Column({ type: Number, nullable: true }) step_id: number | null;
  @Column({ type: Number, nullable: true }) actor_user_id: number | null;
  @Column({ type: String, length: 40 }) action: string;
  @Column({ type: String, length: 20, nullable: true }) from_status: string | null;
  @Column({ type: String, length: 20, nullable: true }) to_status: string | null;
  @Column({ type: String, length: 255, nullable: true }) message: string | null;
  @Column({ type: String, nullable: true }) changes: string | null;
  @Column({ type: Date }) created_at: Date;
}
