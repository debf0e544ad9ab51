/** Integration API keys (issue 11; spec 1 §6): one row per key; the key itself is never stored, only its SHA-256. */
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('api_keys')
export class ApiKey {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 100 }) name: string;
  /** The key's first characters in clear (`pk_` + 8), for display only. */
  @Column({ type: String, length: 16 }) prefix: string;
  /** Hex SHA-256 of the whole key (unique): how a presented key is found. */
  @Index({ unique: true }) @Column({ type: String, length: 64 }) key_hash: string;
  /** The key's permissions as a JSON array of permission names. */
  @Column({ type: String }) permissions: string;
  /** The user who created the key: calls made with it run as this user. */
  @Index() @Column({ type: Number }) created_by: number;
  @Column({ type: Date }) created_at: Date;
  @Column({ type: Date, nullable: true }) expires_at: Date | null;
  @Column({ type: Date, nullable: true }) last_used_at: Date | null;
  @Column({ type: Number, default: 0 }) use_count: number;
  @Column({ type: Date, nullable: true }) revoked_at: Date | null;
}
