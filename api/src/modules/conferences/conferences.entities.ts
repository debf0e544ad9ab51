/** Conference and training tables (spec 3 §3): one table for both kinds, and the participations. */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ConferenceKind } from '../../contracts/conferences';

@Entity('conferences')
export class Conference {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 20 }) kind: ConferenceKind;
  @Column({ type: String, length: 255 }) title: string;
  @Column({ type: String, length: 512 }) description: string;
  @Column({ type: String, length: 255 }) location: string;
  @Column({ type: Date }) date_start: Date;
  @Column({ type: Date }) date_end: Date;
  /** price_per_person in euro cents. */
  @Column({ type: Number, default: 0 }) price_cents: number;
  /** null = unlimited. */
  @Column({ type: Number, nullable: true }) max_participants: number | null;
  @Column({ type: String, length: 255, nullable: true }) link: string | null;
  @Column({ type: Number, nullable: true }) conference_type_id: number | null;
  /** The creator. */
  @Column({ type: Number }) employee_id: number;
  @Column({ type: Boolean, default: false }) canceled: boolean;
  /** Confirmed participations; changed only by conditional UPDATEs (conferences.participation.ts). */
  @Column({ type: Number, default: 0 }) confirmed_count: number;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** One person's participation; its status is its approval request's (request type conference_participation | training). */
@Entity('conference_participations')
export class ConferenceParticipation {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) conference_id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: Boolean, default: false }) confirmed: boolean;
  @Column({ type: Number, nullable: true }) request_id: number | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

export const CONFERENCE_ENTITIES = [Conference, ConferenceParticipation];
