/** Overtime (spec 2 §3 Overtime): one row per user and date, its time intervals, total in minutes. */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('overtimes')
export class Overtime {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) user_id: number;
  /** `YYYY-MM-DD`. */
  @Column({ type: String, length: 10 }) overtime_date: string;
  /** laborCode | holiday */
  @Column({ type: String, length: 20 }) compensation_option: string;
  /** Sum of the intervals in whole minutes (shown as hours). */
  @Column({ type: Number }) total_minutes: number;
  /** A manager who registered it for a subordinate. */
  @Column({ type: Number, nullable: true }) created_by_user_id: number | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** One interval `HH:mm`–`HH:mm` (`24:00` = midnight at the end of the day). */
@Entity('overtime_times')
export class OvertimeTime {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) overtime_id: number;
  @Column({ type: String, length: 5 }) time_from: string;
  @Column({ type: String, length: 5 }) time_to: string;
}
