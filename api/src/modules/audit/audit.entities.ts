/**
 * Audit log (issue 18 item 4): one append-only row per recorded action. Written only by
 * {@link recordAudit} inside the action's own transaction; removed only by the retention trim.
 */
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('audit_log')
@Index('IX_audit_log_time_id', ['time', 'id'])
@Index('IX_audit_log_actor_time', ['actor_id', 'time'])
@Index('IX_audit_log_action_time', ['action', 'time'])
@Index('IX_audit_log_target', ['target_type', 'target_id', 'time'])
export class AuditLogRow {
  @PrimaryGeneratedColumn() id: number;
  /** UTC instant of the action. */
  @Column({ type: Date }) time: Date;
  /** Who acted; null for the system or an unknown sign-in name. */
  @Column({ type: Number, nullable: true }) actor_id: number | null;
  /** The person the actor stood in for (a substitute approving for an approver). */
  @Column({ type: Number, nullable: true }) on_behalf_of_id: number | null;
  /** One of AUDIT_ACTIONS (contracts/audit.ts). */
  @Column({ type: String, length: 50 }) action: string;
  @Column({ type: String, length: 50, nullable: true }) target_type: string | null;
  @Column({ type: String, length: 100, nullable: true }) target_id: string | null;
  /** JSON object text: names of changed fields, never values of sensitive ones. */
  @Column({ type: String, nullable: true }) details: string | null;
  /** One of AUDIT_CLIENTS: tab | teams | email | api | system. */
  @Column({ type: String, length: 10 }) client: string;
}
