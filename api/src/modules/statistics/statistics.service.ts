/**
 * Statistics (issue 17 item 4; spec 3 §3 Statistics, §7 Statistics, §9): computed by the server from the
 * portal's own data (users: employment dates and gender; calendar events: sick leave; Lithuanian public
 * holidays from the holidays module) with the formulas of statistics.formulas.ts, and stored as snapshots so
 * that the page loads in one query.
 *
 * - {@link recomputeStatistics}: the last 10 years (from the first start year on), the last 6 quarters and the
 *   last 12 months, each up to today; stored as a new snapshot (older ones kept, the newest is read).
 *   POST statistics/update and the monthly `statistics-monthly` job call it.
 * - {@link latestStatistics}: GET statistics reads the newest snapshot; with none yet it computes one.
 * - The export (statistics.export.ts) computes the series of any month range afresh.
 */
import { In, IsNull, Not } from 'typeorm';
import type { AppContext } from '../../context';
import { statisticsReply, STATISTICS_LIMITS, type MonthlyRow, type QuarterlyRow, type StatisticsReply, type YearlyRow } from '../../contracts/statistics';
import { companyDay, daysTouched } from '../../shared/company-time';
import { CalendarEvent } from '../calendar/calendar.entities';
import { holidaysOfYear } from '../holidays/holidays.service';
import { User } from '../users/users.entities';
import { StatisticsSnapshot } from './statistics.entities';
import { addMonths, monthlyRowOf, quarterlyRowOf, quarterOf, SICK_LEAVE_CODES, yearlyRowOf, type Person, type SickLeave } from './statistics.formulas';

const DAY_MS = 86_400_000;

/** Whether a date is a Lithuanian public holiday (date-holidays through the holidays module). */
export const isLithuanianHoliday = (d: string): boolean => holidaysOfYear('LT', Number(d.slice(0, 4))).some((h) => h.date === d);

/** Everyone with a start date, keyed by user id. */
export async function loadPeople(ctx: AppContext): Promise<Map<number, Person>> {
  const users = await ctx.ds.getRepository(User).find({
    where: { start_work_date: Not(IsNull()) },
    select: { id: true, start_work_date: true, contract_end_date: true, gender: true },
  });
  return new Map(users.map((u) => [u.id, { start: u.start_work_date as string, end: u.contract_end_date, gender: u.gender === 'man' || u.gender === 'woman' ? u.gender : null }]));
}

/** Accepted sick-leave absences touching [from, to] (company days), of employees. */
export async function loadSickLeave(ctx: AppContext, people: Map<number, Person>, from: string, to: string): Promise<SickLeave[]> {
  const events = await ctx.ds
    .getRepository(CalendarEvent)
    .createQueryBuilder('e')
    .select(['e.user_id', 'e.date_start', 'e.date_end'])
    .where({ unattendance_code: In([...SICK_LEAVE_CODES]), status: 'accepted' })
    // instants a day wider than the company dates (the company zone is within a day of UTC); days are cut exactly below
    .andWhere('e.date_end > :from AND e.date_start < :to', { from: new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS), to: new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS) })
    .getMany();
  return events.flatMap((e) => {
    const person = people.get(e.user_id);
    return person ? [{ person, days: daysTouched({ start: e.date_start, end: e.date_end }) }] : [];
  });
}

/** The series of the page as of `today` (company date). */
export async function computeStatistics(ctx: AppContext, today = companyDay(new Date())): Promise<Omit<StatisticsReply, 'computed_at'>> {
  const peopleById = await loadPeople(ctx);
  const people = [...peopleById.values()];
  const thisYear = Number(today.slice(0, 4));
  const firstYear = Math.max(thisYear - STATISTICS_LIMITS.years + 1, Math.min(thisYear, ...people.map((p) => Number(p.start.slice(0, 4)))));
  const yearly: YearlyRow[] = [];
  for (let y = firstYear; y <= thisYear; y++) yearly.push(yearlyRowOf(people, y, today));
  const thisQuarter = quarterOf(today.slice(0, 7));
  const quarterly: QuarterlyRow[] = [];
  for (let i = STATISTICS_LIMITS.quarters - 1; i >= 0; i--) quarterly.push(quarterlyRowOf(people, addMonths(thisQuarter, -3 * i), today));
  const firstMonth = addMonths(today.slice(0, 7), -(STATISTICS_LIMITS.months - 1));
  const sick = await loadSickLeave(ctx, peopleById, `${firstMonth}-01`, today);
  const monthly: MonthlyRow[] = [];
  for (let i = 0; i < STATISTICS_LIMITS.months; i++) monthly.push(monthlyRowOf(people, sick, addMonths(firstMonth, i), today, isLithuanianHoliday));
  return { yearly, quarterly, monthly };
}

/** Computes the series now and stores them as the newest snapshot; returns it as GET statistics replies. */
export async function recomputeStatistics(ctx: AppContext, now = new Date()): Promise<StatisticsReply> {
  const series = await computeStatistics(ctx, companyDay(now));
  await ctx.ds.getRepository(StatisticsSnapshot).insert({ computed_at: now, payload: JSON.stringify(series) });
  return { computed_at: now.toISOString(), ...series };
}

/** GET statistics: the newest snapshot in one query (computed and stored first when there is none). */
export async function latestStatistics(ctx: AppContext): Promise<StatisticsReply> {
  const [row] = await ctx.ds.getRepository(StatisticsSnapshot).find({ order: { computed_at: 'DESC', id: 'DESC' }, take: 1 });
  if (!row) return recomputeStatistics(ctx);
  return statisticsReply.parse({ computed_at: new Date(row.computed_at).toISOString(), ...JSON.parse(row.payload) });
}
