/** Settings reference data (spec 2 §3 Mappings): expense claim and conference types, seniority levels, info change references. */
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Expense claim type; `name` doubles as the tab's translation key. Seeded by the migration. */
@Entity('expense_claim_types')
export class ExpenseClaimType {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 100 }) name: string;
  @Column({ type: Number, nullable: true }) chain_id: number | null;
}

/** Conference type with the chain its participation requests go through. Seeded by the migration. */
@Entity('conference_types')
export class ConferenceType {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 255, nullable: true }) description: string | null;
  @Column({ type: Number, nullable: true }) chain_id: number | null;
}

@Entity('seniority_levels')
export class SeniorityLevel {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) name: string;
}

/** Personal info change reference: one per field (`request_type`), unique. */
@Entity('user_info_change_references')
export class UserInfoChangeReference {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 30 }) request_type: string;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: Number, nullable: true }) chain_id: number | null;
  @Column({ type: Boolean, default: false }) image_required: boolean;
}
