/** Refresh tokens and e-mailed password links (spec 1 §4 Session, Password flow). */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A refresh token, stored as a SHA-256 hash. Rotation: each use revokes it and issues a successor
 * in the same family; presenting a revoked token revokes the whole family (theft detection).
 */
@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: String, length: 64 }) token_hash: string;
  @Column({ type: String, length: 36 }) family_id: string;
  @Column({ type: Date }) expires_at: Date;
  @Column({ type: Date, nullable: true }) revoked_at: Date | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

export type PasswordLinkPurpose = 'reset' | 'activate';

/** A single-use, expiring link e-mailed for password reset or account activation. */
@Entity('password_links')
export class PasswordLink {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) user_id: number;
  /** SHA-256 of the guid sent in the link; the guid itself is never stored. */
  @Column({ type: String, length: 64 }) token_hash: string;
  @Column({ type: String, length: 20 }) purpose: PasswordLinkPurpose;
  @Column({ type: Date }) expires_at: Date;
  @Column({ type: Date, nullable: true }) used_at: Date | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}
