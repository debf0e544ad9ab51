/**
 * Leave balance data (issue 18 item 1; migration 1700000010200-LeaveBalances): the company's leave
 * settings (one row), a person's leave profile (extended leave flag, lock version), per-type
 * entitlement overrides with the opening balance, and signed adjustments. Days are floats.
 */
import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** The single settings row (id 1). */
@Entity('leave_settings')
export class LeaveSettingsRow {
  @PrimaryColumn({ type: Number }) id: number;
  @Column({ type: 'float' }) default_entitlement_days: number;
  @Column({ type: 'float' }) extended_entitlement_days: number;
  @Column({ type: Number }) carry_over_years: number;
  @Column({ type: 'float' }) overdraft_days: number;
}

/** A person's leave profile; `version` is bumped by every counting booking (row lock on SQL Server). */
@Entity('leave_profiles')
export class LeaveProfile {
  @PrimaryColumn({ type: Number }) user_id: number;
  @Column({ type: Boolean, default: false }) extended_leave: boolean;
  @Column({ type: Number, default: 0 }) version: number;
}

/** Entitlement override (null = default) and opening balance of one person and leave-counting type. */
@Entity('leave_entitlements')
export class LeaveEntitlement {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: Number }) event_type_id: number;
  @Column({ type: 'float', nullable: true }) entitlement_days: number | null;
  @Column({ type: 'float' }) opening_days: number;
  @Column({ type: String, length: 10, nullable: true }) opening_date: string | null;
}

/** A signed adjustment by HR with its reason. */
@Entity('leave_adjustments')
export class LeaveAdjustment {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: Number }) event_type_id: number;
  @Column({ type: 'float' }) days: number;
  @Column({ type: String, length: 255 }) reason: string;
  @Column({ type: Number, nullable: true }) created_by_user_id: number | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

export const LEAVE_BALANCE_ENTITIES = [LeaveSettingsRow, LeaveProfile, LeaveEntitlement, LeaveAdjustment];
