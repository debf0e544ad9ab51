/**
 * Reports (spec 2 §1, §6, §7): PDFs of vacations (accepted events with an unattendance code in a
 * period), overtime and one request (GET /api/v2/exports/:userChainId: on-call, overtime, event, or
 * the request's summary for other types). Who may: the user themself, their direct manager, holders
 * of all_events_read (exports also all_users_unapproved_requests_read); else 403
 * missing_permissions. Rendering failures answer failed_to_generate_vacation_report /
 * failed_to_generate_report.
 *
 * Time: periods, dates and clock times are the company's (`TIME_ZONE`, default Europe/Vilnius, see
 * lib/company-time.ts): `from`/`to` are company days (00:00 of `from` to the end of `to`), an
 * event's dates are the company days it starts and ends on, its "Days" are the company days it
 * touches (Mon 00:00 – Fri 23:59 = 5) and its "Working days" leave out Saturdays, Sundays and the
 * public holidays of the company's country (LT, the default holiday country — users carry no
 * country of their own). A half-day absence (issue 18) counts 0.5 in both (0 working days on a
 * day off) and its "From" names the half (`2026-06-08 ½ morning`). Times are printed as company
 * time with the zone's name.
 */
import type { EntityManager } from 'typeorm';
import { DEFAULT_HOLIDAY_COUNTRY } from '../../contracts/holidays';
import { dayWeight } from '../../contracts/leave-balances';
import { AppError } from '../../http/errors';
import { companyDay, companyDayStart, companyMonth, companyStamp, companyZone, daysTouched, isWeekend, nextCompanyDayStart, nextCompanyMonthStart } from '../../shared/company-time';
import { Actor, ApprovalRequest, approvedBy, registrationOf, summaryIn } from '../approvals';
import { calendarStatusOf, eventsQuery } from '../calendar-v2/calendar-v2.events';
import { namesOf, personFacts } from '../calendar-v2/people';
import { hoursAndMinutes, loadOncall } from '../oncall/oncall.service';
import { Overtime } from '../overtime/overtime.entities';
import { loadOvertime, timesOf } from '../overtime/overtime.service';
import { holidaysBetween } from '../holidays/holidays.service';
import { User } from '../users/users.entities';
import { renderPdf, type PdfReport } from './pdf';
import { assertReportAllowed, canExportRequestOf, canReadReportsOf, decidedWithoutManager } from './reports.policy';
import { instantOf } from '../../db/raw';

/** Error codes of the reports (registered by the module). */
export const REPORT_ERRORS = { failed_to_generate_vacation_report: 500, failed_to_generate_report: 500 } as const;

/** How the PDFs name the halves of a half-day absence (issue 18). */
export const HALF_LABEL = { first: '½ morning', second: '½ afternoon' } as const;

/** Company clock `YYYY-MM-DD HH:mm` of an instant (a Date or an ISO string). */
const stamp = (d: Date | string) => companyStamp(typeof d === 'string' ? new Date(d) : d);
/** The footer line: when the PDF was made, in company time with the zone's name. */
const generated = () => `Generated ${stamp(new Date())} ${companyZone()}`;

/** The period of a report (company days `YYYY-MM-DD`): the given dates, else the current company month. */
export function periodOf(q: { from?: string; to?: string }) {
  const month = companyMonth(new Date());
  const from = q.from ?? `${month}-01`;
  const to = q.to ?? companyDay(new Date(nextCompanyMonthStart(month).getTime() - 1));
  if (to < from) throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'to', message: 'must not be before from' }] });
  return { from, to };
}

/** @throws 403 missing_permissions unless `actor` is the user, their direct manager or holds all_events_read (reports.policy canReadReportsOf). */
export async function requireReportAccess(em: EntityManager, actor: Actor, userId: number): Promise<void> {
  if (canReadReportsOf(actor, { id: userId, managerId: null })) return;
  assertReportAllowed(canReadReportsOf(actor, await personFacts(em, userId)));
}

async function userName(em: EntityManager, id: number): Promise<string> {
  const u = await em.getRepository(User).findOneBy({ id });
  if (!u) throw new AppError('user_not_found');
  return `${u.name} ${u.surname}`;
}

const render = async (report: PdfReport, code: keyof typeof REPORT_ERRORS) => {
  try {
    return await renderPdf(report);
  } catch (err) {
    throw new AppError(code, 500, { reason: (err as Error).message });
  }
};

/**
 * Working days of a range: the company days it touches without Saturdays, Sundays and the public
 * holidays of `country` (default LT).
 */
export function workingDays(r: { start: Date; end: Date }, country = DEFAULT_HOLIDAY_COUNTRY): number {
  const days = daysTouched(r);
  if (!days.length) return 0;
  const holidays = new Set(holidaysBetween([country], days[0], days[days.length - 1]).map((h) => h.date));
  return days.filter((d) => !isWeekend(d) && !holidays.has(d)).length;
}

/** Vacation report of a user: accepted events with an unattendance code overlapping the period (company days). */
export async function vacationReport(em: EntityManager, actor: Actor, userId: number, q: { from?: string; to?: string }): Promise<{ filename: string; pdf: Buffer }> {
  await requireReportAccess(em, actor, userId);
  const { from, to } = periodOf(q);
  const name = await userName(em, userId);
  const rows = await eventsQuery(em).addSelect('e.unattendance_code AS unattendance_code')
    .where('e.user_id = :userId AND e.status = :accepted AND e.unattendance_code IS NOT NULL', { userId, accepted: 'accepted' })
    .andWhere('e.date_start < :to AND e.date_end > :from', { from: companyDayStart(from), to: nextCompanyDayStart(to) })
    .orderBy('e.date_start', 'ASC').getRawMany<Record<string, unknown>>();
  const range = (r: Record<string, unknown>) => ({ start: instantOf(r.date_start), end: instantOf(r.date_end) });
  // The end day is the day of the last moment inside the event (an end at 00:00 belongs to the day before).
  const lastDay = (r: Record<string, unknown>) => daysTouched(range(r)).at(-1) ?? companyDay(range(r).end);
  const half = (r: Record<string, unknown>) => (r.half_day === 'first' || r.half_day === 'second' ? r.half_day : null);
  const weight = (r: Record<string, unknown>) => dayWeight(half(r));
  const fromText = (r: Record<string, unknown>) => `${companyDay(range(r).start)}${half(r) ? ` ${HALF_LABEL[half(r)!]}` : ''}`;
  const pdf = await render({
    title: `Vacation report — ${name}`,
    lines: [{ label: 'Employee', value: name }, { label: 'Period', value: `${from} – ${to}` }, { label: 'Events', value: String(rows.length) }],
    table: {
      columns: [
        { header: 'Type', width: 3 }, { header: 'Code', width: 1 }, { header: 'From', width: 2 }, { header: 'To', width: 2 },
        { header: 'Days', width: 1 }, { header: 'Working days', width: 1.5 }, { header: 'Title', width: 3 },
      ],
      rows: rows.map((r) => [
        String(r.type_name), String(r.unattendance_code), fromText(r), lastDay(r),
        String(daysTouched(range(r)).length * weight(r)), String(workingDays(range(r)) * weight(r)), String(r.title),
      ]),
    },
    footer: generated(),
  }, 'failed_to_generate_vacation_report');
  return { filename: `vacation-report-${userId}-${from}-${to}.pdf`, pdf };
}

/** Overtime report of a user for a period (every overtime not canceled or rejected), with the total. */
export async function overtimeReport(em: EntityManager, actor: Actor, userId: number, q: { from?: string; to?: string }): Promise<{ filename: string; pdf: Buffer }> {
  await requireReportAccess(em, actor, userId);
  const { from, to } = periodOf(q);
  const name = await userName(em, userId);
  const rows = await em.getRepository(Overtime).createQueryBuilder('o')
    .leftJoin(ApprovalRequest, 'r', "r.request_name = 'overtime' AND r.object_id = o.id")
    .select(['o.id AS id', 'o.overtime_date AS overtime_date', 'o.total_minutes AS total_minutes', 'o.compensation_option AS compensation', 'r.status AS status'])
    .where('o.user_id = :userId AND o.overtime_date >= :from AND o.overtime_date <= :to', { userId, from, to })
    .andWhere("(r.status IS NULL OR r.status NOT IN ('canceled', 'rejected'))")
    .orderBy('o.overtime_date', 'ASC').getRawMany<Record<string, unknown>>();
  const times = await timesOf(em, rows.map((r) => Number(r.id)));
  const total = rows.reduce((s, r) => s + Number(r.total_minutes), 0);
  const pdf = await render({
    title: `Overtime report — ${name}`,
    lines: [{ label: 'Employee', value: name }, { label: 'Period', value: `${from} – ${to}` }, { label: 'Total', value: hoursAndMinutes(total) }],
    table: {
      columns: [{ header: 'Date', width: 2 }, { header: 'Times', width: 3 }, { header: 'Hours', width: 2 }, { header: 'Compensation', width: 2 }, { header: 'Status', width: 2 }],
      rows: rows.map((r) => [
        String(r.overtime_date), (times.get(Number(r.id)) ?? []).map((t) => `${t.time_from}–${t.time_to}`).join(', '), hoursAndMinutes(Number(r.total_minutes)),
        String(r.compensation), calendarStatusOf(r.status as string | null),
      ]),
    },
    footer: generated(),
  }, 'failed_to_generate_report');
  return { filename: `overtime-report-${userId}-${from}-${to}.pdf`, pdf };
}

/** GET /api/v2/exports/:userChainId: the PDF of one request, by its type. */
export async function requestExport(em: EntityManager, actor: Actor, requestId: number): Promise<{ filename: string; pdf: Buffer }> {
  const request = await em.getRepository(ApprovalRequest).findOneBy({ id: requestId });
  if (!request) throw new AppError('request_not_found');
  if (!decidedWithoutManager(actor, request.user_id)) assertReportAllowed(canExportRequestOf(actor, await personFacts(em, request.user_id)));
  const owner = await userName(em, request.user_id);
  const approver = request.status === 'approved' || request.status === 'completed' ? await approvedBy(em, request).catch(() => null) : null;
  const approverName = approver ? ((await namesOf(em, [approver])).get(approver) ?? '') : '';
  const head = [
    { label: 'Employee', value: owner }, { label: 'Request', value: `#${request.id} (${request.request_name})` }, { label: 'Status', value: request.status },
    { label: 'Issued', value: stamp(request.issued_date) }, ...(approverName ? [{ label: 'Approved by', value: approverName }] : []),
  ];
  let report: PdfReport;
  if (request.request_name === 'oncall') {
    const o = await loadOncall(em, request.object_id!);
    if (!o) throw new AppError('request_not_found');
    report = {
      title: `On-call report — ${o.title}`,
      lines: [...head, { label: 'On-call', value: `${stamp(o.start)} – ${stamp(o.end)} ${companyZone()}` }, ...(o.description ? [{ label: 'Description', value: o.description }] : []), { label: 'Factual time', value: hoursAndMinutes(o.factualMinutes) }],
      table: {
        columns: [{ header: `Start (${companyZone()})`, width: 3 }, { header: `End (${companyZone()})`, width: 3 }, { header: 'Duration', width: 2 }],
        rows: o.factualTimes.map((f) => [stamp(f.start), stamp(f.end), hoursAndMinutes(Math.round((Date.parse(f.end) - Date.parse(f.start)) / 60000))]),
      },
    };
  } else if (request.request_name === 'overtime') {
    const o = await loadOvertime(em, request.object_id!);
    if (!o) throw new AppError('request_not_found');
    report = {
      title: `Overtime — ${o.overtime_date}`,
      lines: [...head, { label: 'Date', value: o.overtime_date }, { label: 'Total', value: hoursAndMinutes(o.total_minutes) }, { label: 'Compensation', value: o.compensation_option }],
      table: { columns: [{ header: 'From', width: 1 }, { header: 'To', width: 1 }], rows: o.times.map((t) => [t.time_from, t.time_to]) },
    };
  } else {
    const reg = registrationOf(request.request_name);
    const summary = reg ? summaryIn(await reg.summary(em, request), 'en') : { title: request.title ?? request.request_name, lines: [] };
    report = { title: summary.title, lines: [...head, ...summary.lines] };
  }
  const pdf = await render({ ...report, footer: generated() }, 'failed_to_generate_report');
  return { filename: `${request.request_name}-${request.id}.pdf`, pdf };
}
