/** User and settings history (spec 1 §3 User, Subscriptions, Setting-history entry). */
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Subscription keys (spec 1 §3); all true for a new user. */
export const SUBSCRIPTION_KEYS = [
  'library', 'conferences', 'guests', 'job_positions', 'announcements',
  'birthday_congratulations', 'consent_to_be_photographed',
] as const;
export type SubscriptionKey = (typeof SUBSCRIPTION_KEYS)[number];

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 255 }) surname: string;
  @Index({ unique: true }) @Column({ type: String, length: 255 }) username: string;
  @Index({ unique: true }) @Column({ type: String, length: 255 }) email: string;
  /** argon2id hash; null until the account is activated. Never leaves the api. */
  @Column({ type: String, length: 255, nullable: true }) password_hash: string | null;
  @Column({ type: Number }) role_id: number;
  @Column({ type: Number, nullable: true }) temp_role_id: number | null;
  @Column({ type: Number, nullable: true }) manager_id: number | null;
  @Column({ type: String, length: 10, nullable: true }) start_work_date: string | null;
  @Column({ type: String, length: 10, nullable: true }) birth_date: string | null;
  /** 'man' | 'woman' or unknown (issue 17 item 4); sensitive like the birth date. */
  @Column({ type: String, length: 10, nullable: true }) gender: string | null;
  @Column({ type: String, length: 255, nullable: true }) phone_number: string | null;
  @Column({ type: String, length: 255, nullable: true }) position: string | null;
  @Column({ type: String, length: 512, nullable: true }) home_address: string | null;
  @Column({ type: String, length: 512, nullable: true }) mailing_address: string | null;
  @Column({ type: String, length: 255, nullable: true }) working_address: string | null;
  @Column({ type: String, length: 10, nullable: true }) contract_end_date: string | null;
  @Column({ type: String, length: 10, nullable: true }) probation_end_date: string | null;
  /** External-system (Navision) id: such users are locked from edit, delete and relationship changes. */
  @Column({ type: String, length: 255, nullable: true }) navision_id: string | null;
  /** Microsoft Entra object id, linked on first Teams or SSO sign-in. */
  @Column({ type: String, length: 64, nullable: true }) entra_object_id: string | null;
  @Column({ type: Boolean, default: false }) disabled: boolean;
  @Column({ type: Date, nullable: true }) activated_at: Date | null;
  @Column({ type: Boolean, default: true }) is_first_sign_in: boolean;
  @Column({ type: Boolean, default: true }) should_send_email: boolean;
  @Column({ type: Number, default: 0 }) failed_login_attempts: number;
  @Column({ type: Date, nullable: true }) locked_until: Date | null;
  /** Bumped when every session must end (password change, role change); access tokens carry it as `sv`. */
  @Column({ type: Number, default: 0 }) session_version: number;
  @Column({ type: String, length: 2, default: 'en' }) locale: string;
  @Column({ type: Boolean, default: true }) sub_library: boolean;
  @Column({ type: Boolean, default: true }) sub_conferences: boolean;
  @Column({ type: Boolean, default: true }) sub_guests: boolean;
  @Column({ type: Boolean, default: true }) sub_job_positions: boolean;
  @Column({ type: Boolean, default: true }) sub_announcements: boolean;
  @Column({ type: Boolean, default: true }) sub_birthday_congratulations: boolean;
  @Column({ type: Boolean, default: true }) sub_consent_to_be_photographed: boolean;
  /** Soft delete: the row stays for history (requests, approvals); e-mail and username are freed. */
  @Column({ type: Date, nullable: true }) deleted_at: Date | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** Consent and settings log (spec 1 §7 POST users/settings): append-only. */
@Entity('user_settings_history')
export class UserSettingHistory {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) user_id: number;
  /** The setting's key, e.g. `consent_to_be_photographed`. */
  @Column({ type: String, length: 100 }) setting_key: string;
  @Column({ type: Boolean }) checked: boolean;
  @Column({ type: String, length: 255, nullable: true }) value: string | null;
  /** When the user made the choice (UTC). */
  @Column({ type: Date }) time: Date;
}
