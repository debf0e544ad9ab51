/**
 * Policy documents tables (spec 3 §3 Policy document): documents, their updates (the first is
 * "created", later ones "updated"; each carries notes) and signatures (who signed which update when).
 * A user has signed a document when they signed its latest update: an update makes everyone sign again.
 */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('policy_documents')
export class PolicyDocumentRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) title: string;
  @Column({ type: String, length: 512, nullable: true }) description: string | null;
  /** YYYY-MM-DD, optional. */
  @Column({ type: String, length: 10, nullable: true }) expiration_date: string | null;
  /** External link (≤ 255), or null when the document is a stored file. */
  @Column({ type: String, length: 255, nullable: true }) link: string | null;
  /** The attachment in the file store (shared/files.ts), or null when the document is a link. */
  @Column({ type: Number, nullable: true }) file_id: number | null;
  /** Shown on the entry page (every user must sign it before ending the entry page). */
  @Column({ type: Boolean, default: false }) entry_page: boolean;
  @Column({ type: Number, nullable: true }) created_by: number | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

@Entity('policy_document_updates')
export class PolicyDocumentUpdate {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) policy_document_id: number;
  /** `created` (the first) or `updated`. */
  @Column({ type: String, length: 10 }) kind: string;
  @Column({ type: String, length: 512, nullable: true }) notes: string | null;
  @Column({ type: Number, nullable: true }) created_by: number | null;
  @Column({ type: Date }) date: Date;
}

/** One signature: a user signed one update of a document (unique per update and user). */
@Entity('policy_document_signatures')
export class PolicyDocumentSignature {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) update_id: number;
  @Column({ type: Number }) policy_document_id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: Date }) signed_at: Date;
}

export const POLICY_DOCUMENT_ENTITIES = [PolicyDocumentRow, PolicyDocumentUpdate, PolicyDocumentSignature];
