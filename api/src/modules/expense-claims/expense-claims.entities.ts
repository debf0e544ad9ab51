/**
 * Expense claims, their lines and receipts (spec 2 §3 Expense claim; migration 1700000008100).
 * Money in integer euro cents; line dates `YYYY-MM-DD`; receipts' bytes live in the file store
 * (`files`, shared/files.ts), so these rows never carry bodies.
 */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('expense_claims')
export class ExpenseClaim {
  @PrimaryGeneratedColumn() id: number;
  /** The claimant (owner of the claim's request). */
  @Column({ type: Number }) user_id: number;
  /** expense_claim_types.id */
  @Column({ type: Number }) type_id: number;
  /** Additional information (≤ 255). */
  @Column({ type: String, length: 255, nullable: true }) description: string | null;
  /** Optional link to one of the claimant's business trips (foreign key, ON DELETE SET NULL: migration ClaimTripLink). */
  @Column({ type: Number, nullable: true }) business_trip_id: number | null;
  /** Sum of the lines' costs, cents. */
  @Column({ type: Number, default: 0 }) cost_sum: number;
  @Column({ type: Date }) issue_date: Date;
  /** Who filed it when not the claimant. */
  @Column({ type: Number, nullable: true }) created_by_user_id: number | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
  @Column({ type: Date, nullable: true }) updated_at: Date | null;
}

@Entity('expense_claim_lines')
export class ExpenseClaimLine {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) claim_id: number;
  /** Order of the line in the claim, from 0. */
  @Column({ type: Number }) position: number;
  /** `YYYY-MM-DD`. */
  @Column({ type: String, length: 10 }) date: string;
  @Column({ type: String, length: 255 }) description: string;
  /** Cents. */
  @Column({ type: Number }) cost: number;
}

@Entity('expense_claim_attachments')
export class ExpenseClaimAttachment {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) claim_id: number;
  @Column({ type: Number }) line_id: number;
  /** files.id */
  @Column({ type: Number }) file_id: number;
  /** The name the file was uploaded with (cleaned of path parts and control characters). */
  @Column({ type: String, length: 255 }) original_name: string;
  /** Bytes as stored. */
  @Column({ type: Number }) size: number;
}
