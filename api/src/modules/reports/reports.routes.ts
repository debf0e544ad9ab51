/**
 * Report routes (spec 2 §7): v1 GET /users/:id/events/report and /users/:id/overtimes/report (base64
 * PDF in JSON), v1 GET /users/events/export (CSV of everyone's events, all_events_read), v2 GET
 * /exports/:id (the PDF of one request — on-call, overtime, event… — as a file; both files are
 * sent as downloads: attachment + nosniff, shared/download.ts). The three PDFs take `lang` (en | lt,
 * default en) and write every text in it (reports.texts.ts). Also subscribes
 * the calendar-file mail to the calendar's event domain events.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { CALENDAR_STATUSES } from '../../contracts/calendar-v2';
import { isoDate } from '../../contracts/common';
import { base64File, periodQuery } from '../../contracts/overtime';
import { idParams, type Api } from '../../http/route';
import { sendAttachment } from '../../shared/download';
import { eventsCsv } from './export';
import { recordExport } from '../audit/audit.record';
import { subscribeCalendarFiles } from './ics';
import { presentPdfFile } from './reports.presenters';
import { overtimeReport, requestExport, vacationReport } from './reports.service';
import { reportLangQuery } from './reports.texts';

/** The v1 reports' query: the period (default this month) and the language of the PDF. */
const reportQuery = periodQuery.merge(reportLangQuery);

const exportQuery = z.object({
  from: isoDate, to: isoDate,
  types: z.string().optional().transform((s) => (s ? s.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0) : undefined)),
  statuses: z.string().optional().transform((s) => (s ? s.split(',').filter((x): x is (typeof CALENDAR_STATUSES)[number] => (CALENDAR_STATUSES as readonly string[]).includes(x)) : undefined)),
});

/** Declares the report routes and the calendar-file mail. */
export function registerReports({ v1, v2 }: Api, ctx: AppContext): void {
  subscribeCalendarFiles(ctx);
  const em = () => ctx.ds.manager;
  v1.add({
    method: 'get', path: '/users/:id/events/report', summary: 'Vacation report (accepted events with an unattendance code in from–to, default this month) as base64 PDF; texts in lang (en | lt)',
    access: 'user', params: idParams, query: reportQuery, response: base64File,
    handler: async ({ user, params, query: { lang, ...period } }) => {
      const file = presentPdfFile(await vacationReport(em(), user, params.id, period, lang));
      await recordExport(ctx.ds, user, 'vacation_report', { user_id: params.id, ...period });
      return file;
    },
  });
  v1.add({
    method: 'get', path: '/users/:id/overtimes/report', summary: 'Overtime report (from–to, default this month) as base64 PDF; texts in lang (en | lt)',
    access: 'user', params: idParams, query: reportQuery, response: base64File,
    handler: async ({ user, params, query: { lang, ...period } }) => {
      const file = presentPdfFile(await overtimeReport(em(), user, params.id, period, lang));
      await recordExport(ctx.ds, user, 'overtime_report', { user_id: params.id, ...period });
      return file;
    },
  });
  v1.add({
    method: 'get', path: '/users/events/export', summary: "Everyone's events overlapping from–to as CSV (types, statuses: comma lists)",
    access: { anyOf: ['all_events_read'] }, query: exportQuery, response: 'binary',
    handler: async ({ query, res, user }) => {
      const csv = await eventsCsv(em(), query);
      await recordExport(ctx.ds, user, 'events_csv', { from: query.from, to: query.to });
      sendAttachment(res, { filename: `events-${query.from}-${query.to}.csv`, contentType: 'text/csv; charset=utf-8', body: csv });
    },
  });
  v2.add({
    method: 'get', path: '/exports/:id', summary: 'The PDF of one request (id = userChainId): on-call, overtime, event or its summary; texts in lang (en | lt)',
    access: 'user', params: idParams, query: reportLangQuery, response: 'binary',
    handler: async ({ user, params, query, res }) => {
      const r = await requestExport(em(), user, params.id, query.lang);
      await recordExport(ctx.ds, user, 'request_pdf', { request_id: params.id });
      sendAttachment(res, { filename: r.filename, contentType: 'application/pdf', body: r.pdf });
    },
  });
}
