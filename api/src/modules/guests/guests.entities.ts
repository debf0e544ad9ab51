/** Guests table (spec 3 §3 Guest): office visitors registered by employees. */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('guests')
export class GuestVisit {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 2048 }) purpose: string;
  @Column({ type: String, length: 2048, nullable: true }) notes: string | null;
  @Column({ type: String, length: 255 }) phone_number: string;
  /** Arrival and departure instants (UTC). */
  @Column({ type: Date }) date_start: Date;
  @Column({ type: Date }) date_end: Date;
  @Column({ type: Boolean, default: false }) is_employee: boolean;
  /** The employee who registered the visit (its owner under guests_register). */
  @Column({ type: Number }) registrator_id: number;
  @Column({ type: Boolean, default: false }) canceled: boolean;
  /** Registered with notify_admin: the office administrators are also told of edits and the cancellation. */
  @Column({ type: Boolean, default: false }) notify_admin: boolean;
  /** Registered with send_calendar_file: the registrator gets an updated .ics after edits and the cancellation. */
  @Column({ type: Boolean, default: false }) send_calendar_file: boolean;
  /** iCalendar SEQUENCE of the last file sent (grows with each edit). */
  @Column({ type: Number, default: 0 }) sequence: number;
  @CreateDateColumn({ type: Date }) created_at: Date;
}
