/**
 * The demo company (PORTAL_SEED=demo): the roles of demo-roles.ts and the people of
 * demo-people.ts. Every account signs in with {@link DEMO_PASSWORD}; the logins worth trying are
 * listed in docs/demo-logins.md. Runs once, inside the seeding transaction (seed/index.ts).
 */
import { In, type EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import { withImplied } from '../../contracts/permissions';
import { Role, RolePermission } from '../../modules/roles/roles.entities';
import { User } from '../../modules/users/users.entities';
import { hashPassword } from '../../shared/passwords';
import { DEMO_DOMAIN, DEMO_PEOPLE, OFFICES, type DemoPerson } from './demo-people';
import { DEMO_ROLES } from './demo-roles';
import { seedDemoCalendar } from './demo-calendar';
import { seedDemoTrips } from './demo-trips';
import { seedDemoClaims } from './demo-claims';
import { seedDemoLibrary } from './demo-library';
import { seedDemoGuests } from './demo-guests';
import { seedDemoConferences } from './demo-conferences';
import { seedDemoFaq } from './demo-faq';
import { seedDemoCertificates } from './demo-certificates';
import { seedDemoAnnouncements } from './demo-announcements';
import { seedDemoOnboarding } from './demo-onboarding';
import { seedDemoGenie } from './demo-genie';
import { seedDemoStatistics } from './demo-statistics';
import { seedDemoPolicyDocuments } from './demo-policy-documents';
import { seedDemoPositions } from './demo-positions';
import { seedDemoLeaveBalances } from './demo-leave-balances';
import { seedDemoAudit } from './demo-audit';

/** Password of every demo account (documented in docs/demo-logins.md; demo data only). */
export const DEMO_PASSWORD = 'Demo-Portal-2026!';


const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** `YYYY-MM-DD` of the day `days` after `now` (UTC). */
export function daysFrom(now: Date, days: number): string {
  return isoDay(new Date(now.getTime() + days * DAY));
}

/**
 * Birth date of a person of about `age` whose birthday is `birthday` (`MM-DD`, or in that many
 * days from `now`). A 29 February birthday gets a leap birth year.
 */
export function birthDate(now: Date, birthday: string | number, age: number): string {
  const mmdd = typeof birthday === 'number' ? daysFrom(now, birthday).slice(5) : birthday;
  let year = now.getUTCFullYear() - age;
  while (mmdd === '02-29' && !isLeap(year)) year--;
  return `${year}-${mmdd}`;
}

/** The date three months after `date` (probation, spec 1 §9), clamped to the month's end. */
export function plusThreeMonths(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m + 3, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(y, m + 2, Math.min(d, lastDay))));
}

/** The user row of a demo person (without ids of roles and manager). */
function userRow(p: DemoPerson, now: Date, hash: string): Partial<User> {
  const start = typeof p.start === 'number' ? daysFrom(now, -p.start) : p.start;
  const recent = now.getTime() - Date.parse(start) < 92 * DAY;
  return {
    name: p.name,
    surname: p.surname,
    username: p.username ?? p.email,
    email: `${p.email}@${DEMO_DOMAIN}`,
    password_hash: p.notActivated ? null : hash,
    activated_at: p.notActivated ? null : now,
    is_first_sign_in: Boolean(p.firstSignIn),
    disabled: Boolean(p.disabled),
    position: p.position,
    start_work_date: start,
    probation_end_date: recent ? plusThreeMonths(start) : null,
    contract_end_date: p.contractEndsInDays === undefined ? null : daysFrom(now, p.contractEndsInDays),
    birth_date: birthDate(now, p.birthday, p.age),
    phone_number: p.phone,
    home_address: p.home,
    mailing_address: p.mailing ?? p.home,
    working_address: OFFICES[p.office],
    navision_id: p.navisionId ?? null,
    locale: p.locale ?? 'en',
    sub_birthday_congratulations: !p.noBirthdayCongratulations,
    sub_consent_to_be_photographed: !p.noPhotos,
  };
}

/**
 * Seeds the demo roles and people. Roles or accounts that already exist (e.g. the Administrator
 * role and account made from PORTAL_ADMIN_EMAIL just before) are reused, never duplicated.
 * Birthdays, recent starts and contract ends are computed relative to the seeding moment.
 */
export async function seedDemo(em: EntityManager, ctx: AppContext, now: Date = new Date()): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);

  const roleIds = new Map<string, number>();
  // At most one default role (spec 1 §4): keep one that was already chosen.
  let hasDefault = await em.getRepository(Role).existsBy({ default_role: true });
  for (const r of DEMO_ROLES) {
    const existing = await em.getRepository(Role).findOneBy({ name: r.name });
    if (existing) {
      roleIds.set(r.name, existing.id);
      continue;
    }
    const inserted = await em.getRepository(Role).insert({ name: r.name, description: r.description, default_role: r.default_role && !hasDefault });
    hasDefault ||= r.default_role;
    const id = Number(inserted.identifiers[0].id);
    roleIds.set(r.name, id);
    await em.getRepository(RolePermission).insert(withImplied(r.permissions).map((permission) => ({ role_id: id, permission })));
  }

  const taken = await em.getRepository(User).find({
    select: { id: true, email: true, username: true },
    where: [{ email: In(DEMO_PEOPLE.map((p) => `${p.email}@${DEMO_DOMAIN}`)) }, { username: In(DEMO_PEOPLE.map((p) => p.username ?? p.email)) }],
  });
  const userIds = new Map<string, number>();
  for (const p of DEMO_PEOPLE) {
    const row = userRow(p, now, hash);
    const sameEmail = taken.find((u) => u.email === row.email);
    if (sameEmail) {
      userIds.set(p.email, sameEmail.id);
      continue;
    }
    if (taken.some((u) => u.username === row.username)) row.username = `${row.username}.demo`;
    const managerId = p.manager ? userIds.get(p.manager) : null;
    if (managerId === undefined) throw new Error(`demo seed: manager ${p.manager} of ${p.email} must be listed before`);
    const inserted = await em.getRepository(User).insert({
      ...row,
      role_id: roleIds.get(p.role)!,
      temp_role_id: p.secondRole ? roleIds.get(p.secondRole)! : null,
      manager_id: managerId,
    });
    userIds.set(p.email, Number(inserted.identifiers[0].id));
  }
  await seedDemoCalendar(em, now);
  await seedDemoClaims(em, now);
  await seedDemoTrips(em, now);
  await seedDemoGuests(em, now);
  // The shelf is left out of the API tests' demo (NODE_ENV test): the library's own tests count books and reminders from an empty library.
  if (ctx.config.NODE_ENV !== 'test') await seedDemoLibrary(em, now);
  // Conferences too (their own test seeds them): the API tests map the participation chains themselves.
  if (ctx.config.NODE_ENV !== 'test') await seedDemoConferences(em, now);
  // The FAQ too (demo-faq.test.ts seeds it): the FAQ tests count questions and map the suggestion chain themselves.
  if (ctx.config.NODE_ENV !== 'test') await seedDemoFaq(em);
  // Job positions too (their own test seeds them): the module's API tests count starred positions from none.
  if (ctx.config.NODE_ENV !== 'test') await seedDemoPositions(em, now);
  // Certificates and announcements (issue 16): their API tests count from an empty catalogue and list.
  if (ctx.config.NODE_ENV !== 'test') await seedDemoCertificates(em, now);
  if (ctx.config.NODE_ENV !== 'test') await seedDemoAnnouncements(em, now);
  // Checklists (issue 15): their API tests define their own categories and count reminders from none.
  if (ctx.config.NODE_ENV !== 'test') await seedDemoOnboarding(em, now);
  // Wishes, suggestions and two years of joiners, leavers and sick leave (issue 17): their API tests count from none.
  if (ctx.config.NODE_ENV !== 'test') await seedDemoGenie(em, now);
  if (ctx.config.NODE_ENV !== 'test') await seedDemoStatistics(em, now);
  // Policy documents (issue 16): jonas's first sign-in asks for the two entry-page documents; the API tests end the entry page without them.
  if (ctx.config.NODE_ENV !== 'test') await seedDemoPolicyDocuments(em, now);
  // Leave balances (issue 18): last, over every demo leave; jonas has exactly 3 days left. Their API tests count from none.
  if (ctx.config.NODE_ENV !== 'test') await seedDemoLeaveBalances(em, now);
  // Audit log (issue 18): a month of entries over the demo's people and request history; its API tests count from none.
  if (ctx.config.NODE_ENV !== 'test') await seedDemoAudit(em, now);
}
