/**
 * POST statistics/exportStats (spec 3 §7 Statistics): the series of a month range as an xlsx workbook
 * (shared/xlsx.ts, like every export: header row bold and frozen), replied as base64 (`{ file, name }`).
 * One sheet per series — Headcount, Gender, Turnover (yearly), Turnover quarterly, Seniority, Sick leave —
 * with real numbers and real dates (Excel date cells, not text). The range [first month, last month] is
 * computed afresh with the formulas of statistics.formulas.ts: every year, quarter and month that overlaps it (periods never run past today).
 */
import type { AppContext } from '../../context';
import type { ExportStatsBody } from '../../contracts/statistics';
import { companyDay } from '../../shared/company-time';
import { xlsxBytes, type XlsxColumn, type XlsxSheet } from '../../shared/xlsx';
import { addMonths, monthEnd, monthlyRowOf, quarterlyRowOf, quarterOf, yearlyRowOf } from './statistics.formulas';
import { isLithuanianHoliday, loadPeople, loadSickLeave } from './statistics.service';

export const EXPORT_FILE_NAME = 'Statistics.xlsx';

/** A calendar date as an Excel date cell (UTC midnight, so it shows that very day). */
const day = (d: string) => new Date(`${d}T00:00:00Z`);

/** The workbook of the months from `date_start` to `date_end` (their months; capped at today). */
export async function exportStatistics(ctx: AppContext, body: ExportStatsBody, now = new Date()): Promise<{ file: string; name: string }> {
  const today = companyDay(now);
  const first = body.date_start.slice(0, 7);
  const last = body.date_end.slice(0, 7) < today.slice(0, 7) ? body.date_end.slice(0, 7) : today.slice(0, 7);
  const peopleById = await loadPeople(ctx);
  const people = [...peopleById.values()];
  const months: string[] = [];
  for (let m = first; m <= last; m = addMonths(m, 1)) months.push(m);
  const sick = months.length ? await loadSickLeave(ctx, peopleById, `${first}-01`, monthEnd(last)) : [];
  const years = [...new Set(months.map((m) => Number(m.slice(0, 4))))];
  const quarters = [...new Set(months.map(quarterOf))];
  const yearly = years.map((y) => yearlyRowOf(people, y, today));
  const quarterly = quarters.map((q) => quarterlyRowOf(people, q, today));
  const monthly = months.map((m) => monthlyRowOf(people, sick, m, today, isLithuanianHoliday));

  const sheets: XlsxSheet[] = [];
  const sheet = (name: string, columns: XlsxColumn[], rows: object[]) => sheets.push({ name, columns, rows });
  const DATE = 'yyyy-mm-dd';
  const PCT = '0.00';
  sheet('Headcount', [
    { header: 'Date', key: 'date', width: 12, numFmt: DATE },
    { header: 'All working employees', key: 'working', width: 22 },
    { header: 'All employees', key: 'all', width: 16 },
  ], yearly.map((r) => ({ date: day(r.date), working: r.all_working_employees, all: r.all_employees })));
  sheet('Gender', [
    { header: 'Date', key: 'date', width: 12, numFmt: DATE },
    { header: 'Men %', key: 'man', width: 10, numFmt: PCT },
    { header: 'Women %', key: 'woman', width: 10, numFmt: PCT },
    { header: 'Without gender', key: 'without', width: 16 },
  ], yearly.map((r) => ({ date: day(r.date), man: r.man_to_woman_percentage, woman: r.woman_percentage, without: r.without_gender })));
  sheet('Turnover', [
    { header: 'Year', key: 'year', width: 8 },
    { header: 'Date', key: 'date', width: 12, numFmt: DATE },
    { header: 'Leavers', key: 'leavers', width: 10 },
    { header: 'Turnover %', key: 'pct', width: 12, numFmt: PCT },
  ], yearly.map((r) => ({ year: r.year, date: day(r.date), leavers: r.leavers, pct: r.turnover_percentage })));
  sheet('Turnover quarterly', [
    { header: 'From', key: 'from', width: 12, numFmt: DATE },
    { header: 'To', key: 'to', width: 12, numFmt: DATE },
    { header: 'Leavers', key: 'leavers', width: 10 },
    { header: 'Turnover %', key: 'pct', width: 12, numFmt: PCT },
  ], quarterly.map((r) => ({ from: day(r.date_from), to: day(r.date_to), leavers: r.leavers, pct: r.turnover_percentage })));
  sheet('Seniority', [
    { header: 'From', key: 'from', width: 12, numFmt: DATE },
    { header: 'To', key: 'to', width: 12, numFmt: DATE },
    { header: 'Average seniority (months)', key: 'months', width: 26, numFmt: PCT },
  ], quarterly.map((r) => ({ from: day(r.date_from), to: day(r.date_to), months: r.average_seniority_in_months })));
  sheet('Sick leave', [
    { header: 'Month', key: 'month', width: 12, numFmt: 'yyyy-mm' },
    { header: 'Sick leave %', key: 'pct', width: 14, numFmt: PCT },
    { header: 'Sick-leave days', key: 'days', width: 16 },
    { header: 'Working days', key: 'working', width: 14 },
    { header: 'Working employees', key: 'employees', width: 18 },
  ], monthly.map((r) => ({ month: day(r.date), pct: r.sick_leave_percentage_monthly, days: r.sick_days, working: r.working_days, employees: r.working_employees })));
  const buffer = await xlsxBytes(sheets, now);
  return { file: buffer.toString('base64'), name: EXPORT_FILE_NAME };
}
