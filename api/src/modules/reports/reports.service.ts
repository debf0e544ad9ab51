/**
 * Reports (spec 2 §1, §6, §7): PDFs of vacations (accepted events with an unattendance code in a
 * period), overtime and one request (GET /api/v2/exports/:userChainId: on-call, overtime, event, or
 * the request's summary for other types). Who may: the user themself, their direct manager, holders
 * of all_events_read (exports also all_users_unapproved_requests_read); else 403
 * missing_permissions. Rendering failures answer failed_to_generate_vacation_report /
 * failed_to_generate_report.
 *
 * Language: every text of a PDF — title, labels, table headers, status names, compensation options,
 * half days, the footer — is in the caller's `lang` (en | lt, default en; reports.texts.ts); for a
 * request of another type the export shows the request's summary in that language. Dates are
 * DD/MM/YYYY and instants DD/MM/YYYY HH:mm in both languages (docs/decisions/0005).
 *
 * Time: periods, dates and clock times are the company's (`TIME_ZONE`, default Europe/Vilnius, see
 * shared/company-time.ts): `from`/`to` are company days (00:00 of `from` to the end of `to`), an
 * event's dates are the company days it starts and ends on, its "Days" are the company days it
 * touches (Mon 00:00 – Fri 23:59 = 5) and its "Working days" leave out Saturdays, Sundays and the
 * public holidays of the company's country (LT, the default holiday country — users carry no
 * country of their own). A half-day absence (issue 18) counts 0.5 in both (0 working days on a
 * day off) and its "From" names the half (`08/06/2026 ½ morning`, `08/06/2026 ½ rytas`). Times
 * are printed as company time with the zone's name.
 */
import { HALF_DAY_TEXT } from '../../shared/calendar-texts';
import type { EntityManager } from 'typeorm';
import { DEFAULT_HOLIDAY_COUNTRY } from '../../contracts/holidays';
import { dayWeight } from '../../contracts/leave-balances';
import { AppError } from '../../http/errors';
import {
  companyDay, companyDayShown, companyDayStart, companyMonth, companyStampShown, companyZone, dayShown, daysTouched, isWeekend, nextCompanyDayStart, nextCompanyMonthStart,
} from '../../shared/company-time';
import { Actor, ApprovalRequest, approvedBy, registrationOf, summaryIn } from '../approvals';
import { calendarStatusOf, eventsQuery } from '../calendar-v2/calendar-v2.events';
import { namesOf, personFacts } from '../calendar-v2/people';
import { loadOncall } from '../oncall/oncall.service';
import { Overtime } from '../overtime/overtime.entities';
import { loadOvertime, timesOf } from '../overtime/overtime.service';
import { holidaysBetween } from '../holidays/holidays.service';
import { User } from '../users/users.entities';
import { renderPdf, type PdfReport } from './pdf';
import { assertReportAllowed, canExportRequestOf, canReadReportsOf, decidedWithoutManager } from './reports.policy';
import { instantOf } from '../../db/raw';
import {
  calendarStatusText, compensationText, daysIn, durationIn, labelIn, REPORT_TEXT, requestStatusText, requestTypeText, type ReportLang,
} from './reports.texts';

/** Error codes of the reports (registered by the module). */
export const REPORT_ERRORS = { failed_to_generate_vacation_report: 500, failed_to_generate_report: 500 } as const;


/** Company clock `DD/MM/YYYY HH:mm` of an instant (a Date or an ISO string). */
const stamp = (d: Date | string) => companyStampShown(typeof d === 'string' ? new Date(d) : d);
/** The footer line: when the PDF was made, in company time with the zone's name ("Generated …" / "Sugeneruota …"). */
const generated = (lang: ReportLang) => `${REPORT_TEXT[lang].generated} ${stamp(new Date())} ${companyZone()}`;
/** A period of company days as "DD/MM/YYYY – DD/MM/YYYY". */
const periodShown = (from: string, to: string) => `${dayShown(from)} – ${dayShown(to)}`;

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

/**
 * Vacation report of a user: accepted events with an unattendance code overlapping the period
 * (company days), written in `lang` (spec 2 §7 v1 GET /users/{id}/events/report).
 * @throws 403 missing_permissions, 404 user_not_found, 400 provided_invalid_data (to before from), 500 failed_to_generate_vacation_report
 */
export async function vacationReport(em: EntityManager, actor: Actor, userId: number, q: { from?: string; to?: string }, lang: ReportLang = 'en'): Promise<{ filename: string; pdf: Buffer }> {
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
  const fromText = (r: Record<string, unknown>) => `${companyDayShown(range(r).start)}${half(r) ? ` ${HALF_DAY_TEXT[lang][half(r)!]}` : ''}`;
  const T = REPORT_TEXT[lang];
  const pdf = await render({
    title: `${T.vacationTitle} — ${name}`,
    lines: [{ label: labelIn('Employee', lang), value: name }, { label: labelIn('Period', lang), value: periodShown(from, to) }, { label: labelIn('Events', lang), value: String(rows.length) }],
    table: {
      // Points of the 515 pt line: "Kasmetinės atostogos", a day with its half ("14/10/2026 ½ afternoon") and "Dienos" fit on one line.
      columns: [
        { header: T.type, width: 110 }, { header: T.code, width: 38 }, { header: T.from, width: 116 }, { header: T.to, width: 58 },
        { header: T.days, width: 42 }, { header: T.workingDays, width: 52 }, { header: T.title, width: 99 },
      ],
      rows: rows.map((r) => [
        String(r.type_name), String(r.unattendance_code), fromText(r), dayShown(lastDay(r)),
        daysIn(daysTouched(range(r)).length * weight(r), lang), daysIn(workingDays(range(r)) * weight(r), lang), String(r.title),
      ]),
    },
    footer: generated(lang),
  }, 'failed_to_generate_vacation_report');
  return { filename: `vacation-report-${userId}-${from}-${to}.pdf`, pdf };
}

/**
 * Overtime report of a user for a period (every overtime not canceled or rejected), with the total,
 * written in `lang` (spec 2 §7 v1 GET /users/{id}/overtimes/report).
 * @throws 403 missing_permissions, 404 user_not_found, 400 provided_invalid_data (to before from), 500 failed_to_generate_report
 */
export async function overtimeReport(em: EntityManager, actor: Actor, userId: number, q: { from?: string; to?: string }, lang: ReportLang = 'en'): Promise<{ filename: string; pdf: Buffer }> {
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
  const T = REPORT_TEXT[lang];
  const pdf = await render({
    title: `${T.overtimeTitle} — ${name}`,
    lines: [{ label: labelIn('Employee', lang), value: name }, { label: labelIn('Period', lang), value: periodShown(from, to) }, { label: labelIn('Total', lang), value: durationIn(total, lang) }],
    table: {
      columns: [{ header: T.date, width: 2 }, { header: T.times, width: 3 }, { header: T.hours, width: 2 }, { header: T.compensation, width: 2 }, { header: T.status, width: 2 }],
      rows: rows.map((r) => [
        dayShown(String(r.overtime_date)), (times.get(Number(r.id)) ?? []).map((t) => `${t.time_from}–${t.time_to}`).join(', '), durationIn(Number(r.total_minutes), lang),
        compensationText(String(r.compensation), lang), calendarStatusText(calendarStatusOf(r.status as string | null), lang),
      ]),
    },
    footer: generated(lang),
  }, 'failed_to_generate_report');
  return { filename: `overtime-report-${userId}-${from}-${to}.pdf`, pdf };
}

/**
 * GET /api/v2/exports/:userChainId (spec 2 §7): the PDF of one request, by its type — on-call,
 * overtime, else the request's summary — written in `lang`.
 * @throws 404 request_not_found, 403 missing_permissions, 500 failed_to_generate_report
 */
export async function requestExport(em: EntityManager, actor: Actor, requestId: number, lang: ReportLang = 'en'): Promise<{ filename: string; pdf: Buffer }> {
  const request = await em.getRepository(ApprovalRequest).findOneBy({ id: requestId });
  if (!request) throw new AppError('request_not_found');
  if (!decidedWithoutManager(actor, request.user_id)) assertReportAllowed(canExportRequestOf(actor, await personFacts(em, request.user_id)));
  const owner = await userName(em, request.user_id);
  const approver = request.status === 'approved' || request.status === 'completed' ? await approvedBy(em, request).catch(() => null) : null;
  const approverName = approver ? ((await namesOf(em, [approver])).get(approver) ?? '') : '';
  const T = REPORT_TEXT[lang];
  const head = [
    { label: labelIn('Employee', lang), value: owner }, { label: labelIn('Request', lang), value: `#${request.id} (${requestTypeText(request.request_name, lang)})` },
    { label: labelIn('Status', lang), value: requestStatusText(request.status, lang) },
    { label: labelIn('Issued', lang), value: stamp(request.issued_date) }, ...(approverName ? [{ label: labelIn('Approved by', lang), value: approverName }] : []),
  ];
  let report: PdfReport;
  if (request.request_name === 'oncall') {
    const o = await loadOncall(em, request.object_id!);
    if (!o) throw new AppError('request_not_found');
    report = {
      title: `${T.oncallTitle} — ${o.title}`,
      lines: [
        ...head, { label: labelIn('On-call', lang), value: `${stamp(o.start)} – ${stamp(o.end)} ${companyZone()}` },
        ...(o.description ? [{ label: labelIn('Description', lang), value: o.description }] : []), { label: labelIn('Factual time', lang), value: durationIn(o.factualMinutes, lang) },
      ],
      table: {
        columns: [{ header: `${T.start} (${companyZone()})`, width: 3 }, { header: `${T.end} (${companyZone()})`, width: 3 }, { header: T.duration, width: 2 }],
        rows: o.factualTimes.map((f) => [stamp(f.start), stamp(f.end), durationIn(Math.round((Date.parse(f.end) - Date.parse(f.start)) / 60000), lang)]),
      },
    };
  } else if (request.request_name === 'overtime') {
    const o = await loadOvertime(em, request.object_id!);
    if (!o) throw new AppError('request_not_found');
    report = {
      title: `${T.overtimeExportTitle} — ${dayShown(o.overtime_date)}`,
      lines: [
        ...head, { label: labelIn('Date', lang), value: dayShown(o.overtime_date) }, { label: labelIn('Total', lang), value: durationIn(o.total_minutes, lang) },
        { label: labelIn('Compensation', lang), value: compensationText(o.compensation_option, lang) },
      ],
      table: { columns: [{ header: T.from, width: 1 }, { header: T.to, width: 1 }], rows: o.times.map((t) => [t.time_from, t.time_to]) },
    };
  } else {
    const reg = registrationOf(request.request_name);
    const stored = (lang === 'lt' ? request.title_lt : null) ?? request.title ?? requestTypeText(request.request_name, lang);
    const summary = reg ? summaryIn(await reg.summary(em, request), lang) : { title: stored, lines: [] };
    report = { title: summary.title, lines: [...head, ...summary.lines] };
  }
  const pdf = await render({ ...report, footer: generated(lang) }, 'failed_to_generate_report');
  return { filename: `${request.request_name}-${request.id}.pdf`, pdf };
}
