/** Stored personal conversations of the Teams bot (issue 5 item 4): one row per portal user. */
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

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
