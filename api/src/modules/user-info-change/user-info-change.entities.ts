/** Personal info change requests (spec 1 §3 Info change request) and their images (in the file store). */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('user_info_changes')
export class UserInfoChange {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) user_id: number;
  /** The field: name | surname | email | phone_number | home_address | relatives | mailing_address. */
  @Column({ type: String, length: 30 }) field: string;
  /** Requested value; for relatives the JSON text of the list. */
  @Column({ type: String }) value: string;
  /** Value of the field when the change was asked (JSON text for relatives; null when empty). */
  @Column({ type: String, nullable: true }) old_value: string | null;
  /** When the approved value was written to the user. */
  @Column({ type: Date, nullable: true }) applied_at: Date | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

@Entity('user_info_change_images')
export class UserInfoChangeImage {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) change_id: number;
  @Column({ type: Number }) file_id: number;
}
