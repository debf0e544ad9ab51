/** Certificates tables (spec 3 §3 Certificate and user certificate; migration 1700000009700). */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A catalogue certificate; `code` unique case-insensitively (checked by the service). */
@Entity('certificates')
export class CertificateRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) code: string;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 512, nullable: true }) description: string | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** A certificate a user holds from `start_date` to `end_date` (YYYY-MM-DD; end null = no expiry). */
@Entity('user_certificates')
export class UserCertificateRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: Number }) certificate_id: number;
  @Column({ type: String, length: 10 }) start_date: string;
  @Column({ type: String, length: 10, nullable: true }) end_date: string | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** The object of a `certificate` request: the certificate asked for and, with add_on_approve, its dates. */
@Entity('certificate_requests')
export class CertificateRequestRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: String, length: 255 }) code: string;
  @Column({ type: String, length: 255 }) name: string;
  @Column({ type: String, length: 512, nullable: true }) description: string | null;
  @Column({ type: Boolean, default: false }) add_on_approve: boolean;
  @Column({ type: String, length: 10, nullable: true }) date_start: string | null;
  @Column({ type: String, length: 10, nullable: true }) date_end: string | null;
  /** The catalogue certificate, set when the chain approves. */
  @Column({ type: Number, nullable: true }) certificate_id: number | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** One expiry e-mail round (holder + HR) for a user certificate and its end date. */
@Entity('certificate_expiry_notices')
export class CertificateExpiryNotice {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) user_certificate_id: number;
  @Column({ type: String, length: 10 }) end_date: string;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

export const CERTIFICATE_ENTITIES = [CertificateRow, UserCertificateRow, CertificateRequestRow, CertificateExpiryNotice];
