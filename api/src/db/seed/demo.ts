/**
 * The demo company (PORTAL_SEED=demo). Minimal placeholder: roles and a handful of people; the
 * full company is built in db/seed/demo-company.ts.
 */
import type { EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import { PERMISSIONS } from '../../contracts/permissions';
import { Role, RolePermission } from '../../modules/roles/roles.entities';
import { User } from '../../modules/users/users.entities';
import { hashPassword } from '../../shared/passwords';

/** Password of every demo account (documented in the README; demo data only). */
export const DEMO_PASSWORD = 'Demo-Portal-2026!';

export async function seedDemo(em: EntityManager, _ctx: AppContext): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const admin = await em.getRepository(Role).save({ name: 'Administrator', description: 'Every permission', default_role: false });
  await em.getRepository(RolePermission).insert(PERMISSIONS.map((permission) => ({ role_id: admin.id, permission })));
  const employee = await em.getRepository(Role).save({ name: 'Employee', description: 'Every employee', default_role: true });
  await em.getRepository(RolePermission).insert(['event_types_read', 'library_read', 'library_order', 'conferences_read'].map((permission) => ({ role_id: employee.id, permission })));
  await em.getRepository(User).save({
    name: 'Rūta', surname: 'Kazlauskienė', username: 'admin', email: 'admin@demo.lt', password_hash: hash,
    role_id: admin.id, activated_at: new Date(), is_first_sign_in: false,
  });
  await em.getRepository(User).save({
    name: 'Jonas', surname: 'Petrauskas', username: 'jonas', email: 'jonas@demo.lt', password_hash: hash,
    role_id: employee.id, activated_at: new Date(), is_first_sign_in: true,
  });
}
