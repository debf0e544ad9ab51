/** Process-wide state kept in the database so that several server copies agree. */
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Secrets generated on first start when the environment gives none (JWT, cookies). */
@Entity('app_secrets')
export class AppSecret {
  @PrimaryColumn({ type: String, length: 100 }) name: string;
  @Column({ type: String, length: 255 }) value: string;
}

/** A lease that lets one server copy run a scheduled job tick. */
@Entity('job_leases')
export class JobLease {
  @PrimaryColumn({ type: String, length: 100 }) name: string;
  @Column({ type: String, length: 100 }) holder: string;
  @Column({ type: Date }) expires_at: Date;
}
