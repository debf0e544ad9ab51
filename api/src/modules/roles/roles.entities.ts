/** Role and its permissions (spec 1 §3 Role, §6). */
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

@Entity('roles')
export class Role {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique, at most 255 characters. */
  @Index({ unique: true })
  @Column({ type: String, length: 255 })
  name: string;

  @Column({ type: String, length: 255, nullable: true })
  description: string | null;

  /** At most one role is the default (given to users synced from the external system). */
  @Column({ type: Boolean, default: false })
  default_role: boolean;

  /** Raised with every change of the role's permissions: drops cached permissions at once (http/session-cache.ts). */
  @Column({ type: Number, default: 0 })
  version: number;

  @CreateDateColumn({ type: Date })
  created_at: Date;

  @OneToMany(() => RolePermission, (p) => p.role)
  permissions?: RolePermission[];
}

/** One granted permission of a role; stored already closed under implication. */
@Entity('role_permissions')
export class RolePermission {
  @PrimaryColumn({ type: Number })
  role_id: number;

  @PrimaryColumn({ type: String, length: 100 })
  permission: string;

  @ManyToOne(() => Role, (r) => r.permissions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'role_id' })
  role?: Role;
}
