/**
 * Seeding on start-up:
 * - on a database without users, an administrator from PORTAL_ADMIN_EMAIL / PORTAL_ADMIN_PASSWORD
 *   with an "Administrator" role holding every permission;
 * - with PORTAL_SEED=demo, the demo company once (marker row `seed:demo` in app_secrets).
 */
import type { AppContext } from '../../context';
import { PERMISSIONS } from '../../contracts/permissions';
import { AppSecret } from '../../modules/system/system.entities';
import { Role, RolePermission } from '../../modules/roles/roles.entities';
import { User } from '../../modules/users/users.entities';
import { hashPassword } from '../../shared/passwords';
import { inTransaction } from '../tx';
import { seedDemo } from './demo';

export async function seed(ctx: AppContext): Promise<void> {
  await seedAdministrator(ctx);
  if (ctx.config.PORTAL_SEED === 'demo') {
    const marker = await ctx.ds.getRepository(AppSecret).findOneBy({ name: 'seed:demo' });
    if (!marker) {
      await inTransaction(ctx.ds, async (em) => {
        await seedDemo(em, ctx);
        await em.getRepository(AppSecret).insert({ name: 'seed:demo', value: new Date().toISOString() });
      });
      ctx.log.info('demo company seeded');
      if (ctx.config.isProduction) ctx.log.warn('PORTAL_SEED=demo in production: demo accounts with documented passwords exist');
    }
  }
}

async function seedAdministrator(ctx: AppContext): Promise<void> {
  const { PORTAL_ADMIN_EMAIL: email, PORTAL_ADMIN_PASSWORD: password } = ctx.config;
  if (!email || !password) return;
  if ((await ctx.ds.getRepository(User).count()) > 0) return;
  const hash = await hashPassword(password);
  await inTransaction(ctx.ds, async (em) => {
    let role = await em.getRepository(Role).findOneBy({ name: 'Administrator' });
    if (!role) {
      const r = await em.getRepository(Role).insert({ name: 'Administrator', description: 'Every permission', default_role: false });
      role = await em.getRepository(Role).findOneByOrFail({ id: Number(r.identifiers[0].id) });
      await em.getRepository(RolePermission).insert(PERMISSIONS.map((permission) => ({ role_id: role!.id, permission })));
    }
    await em.getRepository(User).insert({
      name: 'Portal', surname: 'Administrator', username: email.split('@')[0], email: email.toLowerCase(),
      password_hash: hash, role_id: role.id, activated_at: new Date(), is_first_sign_in: false,
    });
  });
  ctx.log.info({ email }, 'administrator created from PORTAL_ADMIN_EMAIL');
}
