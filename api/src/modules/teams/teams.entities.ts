/** Stored personal conversations of the Teams bot (issue 5 item 4): one row per portal user. */
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('teams_conversations')
export class TeamsConversation {
  @PrimaryGeneratedColumn() id: number;
  /** The portal user (unique: the latest personal conversation wins). */
  @Index({ unique: true }) @Column({ type: Number }) user_id: number;
  /** Teams user id (MRI, `29:…`), used in Adaptive Card `refresh.userIds`. */
  @Column({ type: String, length: 255 }) teams_user_id: string;
  @Column({ type: String, length: 64, nullable: true }) aad_object_id: string | null;
  @Column({ type: String, length: 255 }) conversation_id: string;
  @Column({ type: String, length: 512 }) service_url: string;
  @Column({ type: String, length: 64, nullable: true }) tenant_id: string | null;
  /** The Bot Framework ConversationReference as JSON. */
  @Column({ type: String }) reference: string;
  @Column({ type: Date }) updated_at: Date;
}

/** A Teams chain reminder claimed for one person and reminder minute (teams.reminders.ts): unique (user_id, slot). */
@Entity('teams_reminders_sent')
@Index('UX_teams_reminders_sent_user_slot', ['user_id', 'slot'], { unique: true })
export class TeamsReminderSent {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) user_id: number;
  /** The reminder's UTC minute, `YYYY-MM-DDTHH:mm`. */
  @Column({ type: String, length: 16 }) slot: string;
  @CreateDateColumn({ type: Date }) created_at: Date;
}
