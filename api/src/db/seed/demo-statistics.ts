/**
 * Demo data behind /statistics (issue 17 item 7: "two years of people joining and leaving and sick leave so
 * that every chart has a shape"), relative to the seeding day:
 * - genders for the demo people (two left without one, counted apart by the gender chart);
 * - former employees of "Demo UAB" who joined years ago and left during the last two years, and people who
 *   joined during them and left again — disabled accounts without a password that never sign in, so yearly
 *   headcount and turnover move;
 * - sick-leave absences (event type with unattendance code L, accepted) spread over the last 14 months, more
 *   of them in winter, so the sick-leave bars vary month by month.
 * Written straight into the tables inside the seeding transaction. Does nothing when the former employees exist.
 */
import { In, type EntityManager } from 'typeorm';
import { CalendarEvent, EventType } from '../../modules/calendar/calendar.entities';
import { Role } from '../../modules/roles/roles.entities';
import { User } from '../../modules/users/users.entities';
import { addCompanyDays, companyDay, companyDayStart, isWeekend, nextCompanyDayStart } from '../../shared/company-time';
import { DEMO_DOMAIN } from './demo-people';

const WOMEN = ['admin', 'catherine', 'laura', 'charlotte', 'ieva', 'ugne', 'grace', 'gabija', 'emma', 'agne', 'sarah', 'justina', 'simona', 'chloe', 'accounting', 'rasa', 'ona', 'office', 'monika', 'hr', 'kristina', 'sophie', 'hiring'];
const MEN = ['vytautas', 'zygimantas', 'manager', 'daniel', 'jonas', 'tomas', 'oliver', 'lukas', 'benjamin', 'azuolas', 'mantas', 'matas', 'dovydas', 'james', 'karolis', 'rokas', 'kestutis', 'andrius', 'paulius', 'william', 'edvinas', 'henry', 'thomas'];

/** People who left (start and end in days from the seeding day; negative = in the past). */
const FORMER: { email: string; name: string; surname: string; gender: 'man' | 'woman'; position: string; start: number; end: number }[] = [
  { email: 'former.vilma', name: 'Vilma', surname: 'Adomaitienė', gender: 'woman', position: 'Accountant', start: -2900, end: -690 },
  { email: 'former.darius', name: 'Darius', surname: 'Lukauskas', gender: 'man', position: 'Backend Developer', start: -1500, end: -610 },
  { email: 'former.ruta', name: 'Rūta', surname: 'Mikalauskaitė', gender: 'woman', position: 'QA Engineer', start: -1300, end: -540 },
  { email: 'former.ethan', name: 'Ethan', surname: 'Price', gender: 'man', position: 'Sales Representative, UK', start: -1100, end: -470 },
  { email: 'former.laimis', name: 'Laimis', surname: 'Bartkus', gender: 'man', position: 'Frontend Developer', start: -650, end: -400 },
  { email: 'former.egle', name: 'Eglė', surname: 'Stonkutė', gender: 'woman', position: 'Recruiter', start: -2000, end: -330 },
  { email: 'former.mark', name: 'Mark', surname: 'Jones', gender: 'man', position: 'Data Analyst', start: -560, end: -250 },
  { email: 'former.inga', name: 'Inga', surname: 'Pocienė', gender: 'woman', position: 'Office Assistant', start: -900, end: -190 },
  { email: 'former.povilas', name: 'Povilas', surname: 'Kairys', gender: 'man', position: 'DevOps Engineer', start: -420, end: -120 },
  { email: 'former.lucy', name: 'Lucy', surname: 'Ward', gender: 'woman', position: 'Marketing Specialist', start: -1700, end: -45 },
];

/** Who is sick when: [person, days ago the spell starts, working days long]. Spread over 14 months, denser in winter. */
const SPELLS: [string, number, number][] = [
  ['tomas', 420, 3], ['former.inga', 410, 5], ['ieva', 395, 2], ['matas', 380, 4], ['former.povilas', 372, 3], ['gabija', 360, 5],
  ['paulius', 345, 2], ['simona', 333, 3], ['karolis', 320, 1], ['ugne', 300, 4], ['oliver', 288, 2], ['agne', 270, 3],
  ['rokas', 240, 2], ['grace', 215, 1], ['edvinas', 190, 5], ['chloe', 160, 2], ['henry', 130, 3],
  ['dovydas', 100, 4], ['benjamin', 92, 2], ['justina', 85, 5], ['kestutis', 80, 3], ['former.lucy', 70, 4],
  ['azuolas', 60, 2], ['charlotte', 50, 3], ['william', 42, 2], ['jonas', 35, 4], ['matas', 28, 2], ['emma', 20, 3], ['tomas', 12, 2],
];

/** `n` working days (Mon–Fri) from `start` on: the last day. */
function lastWorkingDay(start: string, n: number, now: Date): string {
  let d = start;
  let left = n;
  for (let i = 0; i < 40; i++) {
    if (!isWeekend(d)) left--;
    if (left <= 0) return d;
    d = companyDay(addCompanyDays(companyDayStart(d), 1));
  }
  return companyDay(now);
}

/** Seeds genders, former employees and sick leave (once). */
export async function seedDemoStatistics(em: EntityManager, now: Date): Promise<void> {
  const users = em.getRepository(User);
  if (await users.existsBy({ email: `${FORMER[0].email}@${DEMO_DOMAIN}` })) return;
  await users.update({ email: In(WOMEN.map((e) => `${e}@${DEMO_DOMAIN}`)) }, { gender: 'woman' });
  await users.update({ email: In(MEN.map((e) => `${e}@${DEMO_DOMAIN}`)) }, { gender: 'man' });
  const role = await em.getRepository(Role).findOneBy({ default_role: true });
  if (!role) return;
  const day = (n: number) => companyDay(addCompanyDays(now, n));
  await users.insert(FORMER.map((f) => ({
    name: f.name, surname: f.surname, username: f.email, email: `${f.email}@${DEMO_DOMAIN}`, password_hash: null, activated_at: null,
    is_first_sign_in: false, disabled: true, position: `${f.position} (left the company)`, role_id: role.id, gender: f.gender,
    start_work_date: day(f.start), contract_end_date: day(f.end), locale: 'lt',
  })));
  const sickType = await em.getRepository(EventType).findOneBy({ unattendance_code: 'L' });
  if (!sickType) return;
  const people = new Map((await users.findBy({ email: In([...new Set(SPELLS.map(([who]) => `${who}@${DEMO_DOMAIN}`))]) })).map((u) => [u.email, u.id]));
  const rows = SPELLS.flatMap(([who, ago, length]) => {
    const userId = people.get(`${who}@${DEMO_DOMAIN}`);
    if (!userId) return [];
    let first = day(-ago);
    while (isWeekend(first)) first = companyDay(addCompanyDays(companyDayStart(first), 1));
    const last = lastWorkingDay(first, length, now);
    return [{
      title: 'Liga', description: null, user_id: userId, event_type_id: sickType.id, status: 'accepted' as const,
      date_start: companyDayStart(first), date_end: nextCompanyDayStart(last), unattendance_code: 'L', substitute_id: null, substitute_confirmed: null,
    }];
  });
  if (rows.length) await em.getRepository(CalendarEvent).insert(rows);
}
