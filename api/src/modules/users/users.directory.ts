/**
 * Lists every signed-in user may read: names for pickers, the calendars the caller may view and
 * upcoming birthdays (spec 1 §2 Dashboard, §3 Birthday entry, §7 users/names, viewable,
 * birthdays/upcoming).
 */
import { IsNull } from 'typeorm';
import type { AppContext } from '../../context';
import type { BirthdayEntry, PersonRef } from '../../contracts/users';
import type { AuthUser } from '../../http/auth';
import { CalendarViewer } from '../calendar/calendar.entities';
import { User } from './users.entities';
import { presentBirthday, presentPerson } from './users.presenters';

/** Days ahead (after today) that the birthday list covers. */
export const BIRTHDAY_WINDOW_DAYS = 30;

const activeWhere = { deleted_at: IsNull(), disabled: false } as const;

/** GET /users/names: `[{ id, name, surname }]` of active users, by surname then name. */
export async function userNames(ctx: AppContext): Promise<PersonRef[]> {
  const rows = await ctx.ds.getRepository(User).find({
    where: activeWhere,
    select: { id: true, name: true, surname: true },
    order: { surname: 'ASC', name: 'ASC', id: 'ASC' },
  });
  return rows.map(presentPerson);
}

/**
 * GET /users/viewable: users whose calendar the caller may view: the caller and those who shared
 * their calendar with the caller, and with all_events_read everyone active. The one place that decides calendar visibility of users; the
 * calendar module extends it (shared calendars, subordinates).
 */
export async function viewableUsers(ctx: AppContext, caller: AuthUser): Promise<PersonRef[]> {
  if (caller.permissions.has('all_events_read')) return userNames(ctx);
  const me = await ctx.ds.getRepository(User).findOne({ where: { id: caller.id, ...activeWhere }, select: { id: true, name: true, surname: true } });
  // Calendars shared with the caller (calendar module: PUT /users/:id/viewers/set).
  const shared = await ctx.ds.getRepository(User).createQueryBuilder('u').innerJoin(CalendarViewer, 'cv', 'cv.owner_id = u.id AND cv.viewer_id = :me', { me: caller.id })
    .where('u.deleted_at IS NULL AND u.disabled = :no', { no: false }).orderBy('u.surname', 'ASC').addOrderBy('u.name', 'ASC').getMany();
  return [...(me ? [me] : []), ...shared].map(presentPerson);
}

/** Today's date in UTC, YYYY-MM-DD. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

const utcDay = (y: number, m: number, d: number) => Date.UTC(y, m - 1, Math.min(d, new Date(Date.UTC(y, m, 0)).getUTCDate()));

/**
 * The next date on or after `today` (YYYY-MM-DD) on which someone born on `birth` has a birthday,
 * with the days until it. 29 February falls on 28 February in other years.
 */
export function nextBirthday(birth: string, today: string): { date: string; days: number } {
  const [, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const start = Date.UTC(ty, tm - 1, td);
  let at = utcDay(ty, bm, bd);
  if (at < start) at = utcDay(ty + 1, bm, bd);
  return { date: new Date(at).toISOString().slice(0, 10), days: Math.round((at - start) / 86_400_000) };
}

/**
 * GET /users/birthdays/upcoming: active users with a birth date who consented to birthday
 * congratulations (sub_birthday_congratulations), whose birthday falls from `today` to
 * BIRTHDAY_WINDOW_DAYS days later (across the year end), by date then name. Birth years never leave the api.
 */
export async function upcomingBirthdays(ctx: AppContext, today: string = todayUtc()): Promise<BirthdayEntry[]> {
  const rows: { name: string; surname: string; birth_date: string; m_name: string | null; m_surname: string | null; consent: unknown }[] = await ctx.ds
    .createQueryBuilder()
    .select('u.name', 'name')
    .addSelect('u.surname', 'surname')
    .addSelect('u.birth_date', 'birth_date')
    .addSelect('u.sub_birthday_congratulations', 'consent')
    .addSelect('m.name', 'm_name')
    .addSelect('m.surname', 'm_surname')
    .from(User, 'u')
    .leftJoin(User, 'm', 'm.id = u.manager_id AND m.deleted_at IS NULL')
    .where('u.deleted_at IS NULL AND u.disabled = :no AND u.birth_date IS NOT NULL AND u.sub_birthday_congratulations = :yes', { no: false, yes: true })
    .getRawMany();
  return rows
    .map((r) => ({ r, next: nextBirthday(r.birth_date, today) }))
    .filter(({ next }) => next.days <= BIRTHDAY_WINDOW_DAYS)
    .sort((a, b) => a.next.date.localeCompare(b.next.date) || `${a.r.surname} ${a.r.name}`.localeCompare(`${b.r.surname} ${b.r.name}`))
    .map(({ r, next }) => presentBirthday(r, next.date));
}
