/** Relatives of employees and relationship types (spec 1 §3 Relative); tables of migration 1700000006700-Relatives. */
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A relationship type (reference data): the key, its names and which details a relative of it needs. */
@Entity('relationship_types')
export class RelationshipType {
  @PrimaryGeneratedColumn() id: number;
  /** Stable key, e.g. `spouse`, `child`. */
  @Column({ type: String, length: 50 }) type_name: string;
  @Column({ type: String, length: 100 }) name_en: string;
  @Column({ type: String, length: 100 }) name_lt: string;
  @Column({ type: Boolean, default: false }) is_birth_date_required: boolean;
  @Column({ type: Boolean, default: false }) is_contact_number_required: boolean;
  @Column({ type: Number, default: 0 }) order_number: number;
}

/** A relative of an employee (`employee_id` = users.id), listed in `order_number` order. */
@Entity('relatives')
export class Relative {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) employee_id: number;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 255 }) surname: string;
  @Column({ type: Number, nullable: true }) relationship_id: number | null;
  @Column({ type: String, length: 255, nullable: true }) contact_number: string | null;
  /** `YYYY-MM-DD`. */
  @Column({ type: String, length: 10, nullable: true }) birth_date: string | null;
  @Column({ type: Number, default: 0 }) order_number: number;
}
