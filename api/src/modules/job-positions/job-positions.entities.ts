/** Job positions tables (spec 3 §3 Job position, Job application). */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ReferralLevel } from '../../contracts/job-positions';

@Entity('job_positions')
export class JobPosition {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) title: string;
  /** The editor's JSON document as text (checked by shared/rich-text-json.ts before it is stored). */
  @Column({ type: String }) description: string;
  @Column({ type: Boolean, default: true }) is_open: boolean;
  @Column({ type: Number }) hiring_manager_id: number;
  /** YYYY-MM-DD. */
  @Column({ type: String, length: 10 }) date_open: string;
  /** YYYY-MM-DD or null. */
  @Column({ type: String, length: 10, nullable: true }) date_valid_until: string | null;
  @Column({ type: String, length: 255, nullable: true }) external_link: string | null;
  @Column({ type: Number, nullable: true }) seniority_level_id: number | null;
  @Column({ type: Boolean, default: false }) published: boolean;
  @Column({ type: String, length: 255, nullable: true }) location: string | null;
  @Column({ type: String, length: 16 }) referral_level: ReferralLevel;
  /** Starred; only published open positions, at most 3 (set by a conditional UPDATE). */
  @Column({ type: Boolean, default: false }) is_priority: boolean;
  @Column({ type: Number, nullable: true }) created_by: number | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

@Entity('job_applications')
export class JobApplication {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) job_position_id: number;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 255 }) surname: string;
  @Column({ type: String, length: 255 }) email: string;
  @Column({ type: String, length: 255 }) phone_number: string;
  /** The LinkedIn link (the spec's name). */
  @Column({ type: String, length: 255, nullable: true }) motivation_description: string | null;
  @Column({ type: Boolean, default: true }) applied_self: boolean;
  /** The referrer (a referral), null for a self-application. */
  @Column({ type: Number, nullable: true }) referred_by_user_id: number | null;
  /** The referrer confirmed the company and position were presented to the referred person (spec 3 §5). */
  @Column({ type: Boolean, default: false }) information_presented: boolean;
  @Column({ type: Number }) submitted_by_user_id: number;
  /** The CV in the file store, or null. */
  @Column({ type: Number, nullable: true }) cv_file_id: number | null;
  @CreateDateColumn({ type: Date }) submission_date: Date;
}

export const JOB_POSITION_ENTITIES = [JobPosition, JobApplication];
