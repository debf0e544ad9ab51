/** Announcements table (spec 3 §3 Announcement; migration 1700000009710). */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('announcements')
export class AnnouncementRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) title: string;
  /** Sanitised rich-text HTML (api/src/shared/rich-text.ts). */
  @Column({ type: String }) announcement: string;
  @Column({ type: Boolean, default: false }) send_email: boolean;
  @Column({ type: Number, nullable: true }) created_by: number | null;
  /** creation_date of the spec. */
  @CreateDateColumn({ type: Date }) created_at: Date;
}
