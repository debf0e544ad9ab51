/** Chains, their items, item tasks and notification schedules, and the request-type mapping (spec 2 §3). */
import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

@Entity('chains')
export class Chain {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 255, nullable: true }) description: string | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** One step of a chain; `order_number` is 1-based and unique within the chain. */
@Entity('chain_items')
export class ChainItem {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) chain_id: number;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 255, nullable: true }) description: string | null;
  /** Only for assignee_type role (no FK: a role may be deleted; such a step then has no assignees). */
  @Column({ type: Number, nullable: true }) role_id: number | null;
  @Column({ type: Number }) order_number: number;
  @Column({ type: Boolean, default: false }) can_edit: boolean;
  @Column({ type: Boolean, default: false }) only_spectator: boolean;
  @Column({ type: Boolean, default: true }) can_view: boolean;
  /** direct_manager | role | module_responsible | request_owner */
  @Column({ type: String, length: 30 }) assignee_type: string;
  @Column({ type: String, length: 255, nullable: true }) notification_message: string | null;
  @Column({ type: Boolean, default: false }) skip_if_assigned_owner: boolean;
}

@Entity('chain_item_tasks')
export class ChainItemTask {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) chain_item_id: number;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 255, nullable: true }) description: string | null;
}

/** Reminder schedule of an item: at `notification_time` (HH:mm UTC) on a week day, month day or daily. */
@Entity('chain_item_notifications')
export class ChainItemNotification {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) chain_item_id: number;
  /** week_day | month_day | daily */
  @Column({ type: String, length: 20 }) frequency_type: string;
  @Column({ type: Number, nullable: true }) frequency_value: number | null;
  /** `HH:mm`, UTC. */
  @Column({ type: String, length: 5 }) notification_time: string;
}

/** Which chain a request type goes through (spec 2 §3 Chain mapping). */
@Entity('chain_mappings')
export class ChainMapping {
  @PrimaryColumn({ type: String, length: 50 }) request_name: string;
  @Column({ type: Number, nullable: true }) chain_id: number | null;
}
