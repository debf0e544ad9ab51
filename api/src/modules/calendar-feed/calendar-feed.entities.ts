/**
 * The personal calendar feed (issue 18 item 3): one row per user who has a subscription address.
 * The token itself is never stored, only its SHA-256 (see calendar-feed.service.ts); `body_hash` and
 * `changed_at` remember the last document served, so Last-Modified moves only when the feed's
 * content does (events have no updated_at of their own).
 */
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity('calendar_feeds')
export class CalendarFeed {
  /** The owner: one address per user, a new one replaces the old. */
  @PrimaryColumn({ type: Number }) user_id: number;
  /** Hex SHA-256 of the token (unique): how a presented address is found. */
  @Index({ unique: true }) @Column({ type: String, length: 64 }) token_hash: string;
  @Column({ type: Date }) created_at: Date;
  /** Hex SHA-256 of the last document served (its ETag), null before the first fetch. */
  @Column({ type: String, length: 64, nullable: true }) body_hash: string | null;
  /** When the served document last changed (Last-Modified), null before the first fetch. */
  @Column({ type: Date, nullable: true }) changed_at: Date | null;
}
