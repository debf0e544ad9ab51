/** On-call duty (spec 2 §3 On-call): the planned range and the factual times worked within it (UTC instants). */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('oncalls')
export class Oncall {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: String, length: 255, default: 'On-call' }) title: string;
  @Column({ type: String, length: 255, nullable: true }) description: string | null;
  @Column({ type: Date }) date_start: Date;
  @Column({ type: Date }) date_end: Date;
  @Column({ type: Number, nullable: true }) created_by_user_id: number | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

@Entity('oncall_factual_times')
export class OncallFactualTime {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) oncall_id: number;
  @Column({ type: Date }) date_start: Date;
  @Column({ type: Date }) date_end: Date;
}
