/** External accounting system (Navision / Business Central) bookkeeping (issue 13 item 5). */
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A document (an approved business trip or expense claim) already delivered to the external
 * system: one row per (kind, document_id), so a sync never sends a document twice.
 */
@Entity('navision_sent_documents')
@Index('UQ_navision_sent_documents_kind_document', ['kind', 'document_id'], { unique: true })
export class NavisionSentDocument {
  @PrimaryGeneratedColumn() id: number;
  /** `business_trip` | `expense_claim` (the request type name). */
  @Column({ type: String, length: 50 }) kind: string;
  @Column({ type: Number }) document_id: number;
  /** When it was delivered (UTC). */
  @Column({ type: Date }) sent_at: Date;
}
