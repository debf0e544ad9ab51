/**
 * The words of the calendar PDFs (spec 2 §7: vacation report, overtime report, request export) in
 * English and Lithuanian (`?lang=en|lt`, default en). The head lines' labels are the request
 * summaries' labels (approvals/summary-text.ts SUMMARY_LABELS, English text = key); the rest —
 * titles, table headers, status names, compensation options, half days, the footer — are here.
 * Numbers and durations follow the reader's language ("0.5", "2 h 30 min" / "0,5", "2 val. 30 min.").
 */
import { z } from 'zod';
import { SUMMARY_LABELS, type SummaryLabel } from '../approvals/summary-text';
import { hoursAndMinutes } from '../oncall/oncall.service';
import { COMPENSATION_TEXT } from '../../shared/calendar-texts';

/** The languages the calendar PDFs are written in. */
export type ReportLang = 'en' | 'lt';

/** Query of the calendar PDF routes: the language of every text (en | lt, default en — as the certificates' exports). */
export const reportLangQuery = z.object({ lang: z.enum(['en', 'lt']).default('en') });

/** A head line's label (a request summary label) in `lang`. */
export const labelIn = (label: SummaryLabel, lang: ReportLang): string => (lang === 'lt' ? SUMMARY_LABELS[label] : label);

/** Titles, table headers and the footer word. */
export const REPORT_TEXT = {
  en: {
    vacationTitle: 'Vacation report', overtimeTitle: 'Overtime report', oncallTitle: 'On-call report', overtimeExportTitle: 'Overtime',
    type: 'Type', code: 'Code', from: 'From', to: 'To', days: 'Days', workingDays: 'Working days', title: 'Title',
    date: 'Date', times: 'Times', hours: 'Hours', compensation: 'Compensation', status: 'Status', start: 'Start', end: 'End', duration: 'Duration',
    generated: 'Generated',
  },
  lt: {
    vacationTitle: 'Atostogų ataskaita', overtimeTitle: 'Viršvalandžių ataskaita', oncallTitle: 'Budėjimo ataskaita', overtimeExportTitle: 'Viršvalandžiai',
    type: 'Tipas', code: 'Kodas', from: 'Nuo', to: 'Iki', days: 'Dienos', workingDays: 'Darbo dienos', title: 'Pavadinimas',
    date: 'Data', times: 'Laikas', hours: 'Valandos', compensation: 'Kompensavimas', status: 'Būsena', start: 'Pradžia', end: 'Pabaiga', duration: 'Trukmė',
    generated: 'Sugeneruota',
  },
} as const satisfies Record<ReportLang, Record<string, string>>;

/** Request statuses (spec 2 §4) as the tab names them (requests.json `status`). */
const REQUEST_STATUS_TEXT: Record<string, Record<ReportLang, string>> = {
  not_initialized: { en: 'Not initialized', lt: 'Nepateiktas' },
  in_progress: { en: 'In progress', lt: 'Vykdomas' },
  approved: { en: 'Approved', lt: 'Patvirtintas' },
  rejected: { en: 'Rejected', lt: 'Atmestas' },
  canceled: { en: 'Canceled', lt: 'Atšauktas' },
  completed: { en: 'Completed', lt: 'Užbaigtas' },
};

/** Calendar statuses (contracts/calendar-v2 CALENDAR_STATUSES) as the tab names them (calendar.json). */
const CALENDAR_STATUS_TEXT: Record<string, Record<ReportLang, string>> = {
  accepted: { en: 'Accepted', lt: 'Patvirtinta' },
  waiting_for_approval: { en: 'Waiting for approval', lt: 'Laukia patvirtinimo' },
  canceled: { en: 'Canceled', lt: 'Atšaukta' },
};

/** Request types (contracts/approvals REQUEST_TYPES) as the tab names them (requests.json `types`). */
const REQUEST_TYPE_TEXT: Record<string, Record<ReportLang, string>> = {
  business_trip: { en: 'Business trip', lt: 'Komandiruotė' },
  event: { en: 'Event', lt: 'Įvykis' },
  user_info_change: { en: 'Personal info change', lt: 'Asmeninės informacijos keitimas' },
  expense_claim: { en: 'Expense claim', lt: 'Išlaidų kompensavimas' },
  conference_participation: { en: 'Conference participation', lt: 'Dalyvavimas konferencijoje' },
  book_request: { en: 'Book request', lt: 'Knygos užsakymas' },
  certificate: { en: 'Certificate', lt: 'Sertifikatas' },
  question_suggestion: { en: 'Question suggestion', lt: 'Klausimo pasiūlymas' },
  training: { en: 'Training', lt: 'Mokymai' },
  overtime: { en: 'Overtime', lt: 'Viršvalandžiai' },
  oncall: { en: 'On-call', lt: 'Budėjimas' },
};

const named = (table: Record<string, Record<ReportLang, string>>) => (code: string | null | undefined, lang: ReportLang): string =>
  (code != null && Object.hasOwn(table, code) ? table[code][lang] : String(code ?? ''));

/** A request status's name in `lang` (an unknown code as it is). */
export const requestStatusText = named(REQUEST_STATUS_TEXT);
/** A calendar status's name in `lang` (an unknown code as it is). */
export const calendarStatusText = named(CALENDAR_STATUS_TEXT);
/** An overtime compensation option's text in `lang` (an unknown code as it is). */
export const compensationText = named(COMPENSATION_TEXT);
/** A request type's name in `lang` (an unknown type as it is). */
export const requestTypeText = named(REQUEST_TYPE_TEXT);

/** Whole minutes as "2 h 30 min" (en) or "2 val. 30 min." (lt). */
export function durationIn(minutes: number, lang: ReportLang): string {
  if (lang === 'en') return hoursAndMinutes(minutes);
  return `${Math.floor(minutes / 60)} val. ${String(minutes % 60).padStart(2, '0')} min.`;
}

/** A day count (0.5 steps) in the reader's number format: "0.5" / "0,5". */
export const daysIn = (n: number, lang: ReportLang): string => new Intl.NumberFormat(lang === 'lt' ? 'lt-LT' : 'en-GB', { maximumFractionDigits: 2 }).format(n);
