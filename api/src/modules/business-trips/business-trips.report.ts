/**
 * GET business-trips/{id}/report (spec 2 §7, §8; issue 13 item 3): the trip as a PDF in base64 —
 * every section of the form, the approvers of the last round and the totals (EUR, hours) — in the
 * reader's language (en | lt), laid out with pdfkit and the reports' Unicode font so Lithuanian
 * letters render. Only for whoever may read the trip, and only when its chain is approved or
 * completed (400 business_trip_chain_is_not_approved); 404
 * approved_by_user_not_found_for_this_business_trip when no approver is recorded; 500
 * failed_to_generate_business_trip_report when rendering fails.
 */
import { inTransaction } from '../../db/tx';
import { In } from 'typeorm';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { companyStamp, companyZone } from '../../shared/company-time';
import { RequestStep } from '../approvals/approvals.entities';
import type { Actor } from '../approvals';
import { drawTable, newPdf } from '../reports/pdf';
import { User } from '../users/users.entities';
import { TripTimeOption } from './business-trips.entities';
import { presentTimeOption } from './business-trips.presenters';
import { readableTrip, tripReply } from './business-trips.service';

const TEXT = {
  en: {
    title: 'Business trip report', traveler: 'Traveller', project: 'Project', projectNumber: 'Project number', requestDate: 'Request date', purpose: 'Trip purpose',
    dates: 'Dates', travelOption: 'Travel time', workOption: 'Work time', planeTickets: 'Plane tickets needed', accommodation: 'Accommodation needed',
    others: 'Other travellers', arrangements: 'Other arrangements', status: 'Status', yes: 'yes', no: 'no', none: '—',
    destinations: 'Destinations', country: 'Country', start: 'Start', end: 'End',
    flights: 'Flights', from: 'From', to: 'To', departure: 'Departure', arrival: 'Arrival', request: 'Booked by company', paid: 'Paid, EUR', notes: 'Notes',
    accommodations: 'Accommodations', city: 'City', hotel: 'Hotel', leave: 'Leave',
    travelTimes: 'Travel times', date: 'Date', direction: 'Direction', hours: 'Hours', leaving: 'leaving', arriving: 'arriving',
    workTimes: 'Work times', approvers: 'Approvers', step: 'Step', approver: 'Approved by', at: 'Approved at',
    totals: 'Totals', flightsPaid: 'Flights paid', accommodationsPaid: 'Accommodations paid', total: 'Total paid', travelHours: 'Travel hours', workHours: 'Work hours',
    generated: 'Generated',
  },
  lt: {
    title: 'Komandiruotės ataskaita', traveler: 'Keliautojas', project: 'Projektas', projectNumber: 'Projekto numeris', requestDate: 'Prašymo data', purpose: 'Kelionės tikslas',
    dates: 'Datos', travelOption: 'Kelionės laikas', workOption: 'Darbo laikas', planeTickets: 'Reikia lėktuvo bilietų', accommodation: 'Reikia apgyvendinimo',
    others: 'Kiti keliautojai', arrangements: 'Kiti susitarimai', status: 'Būsena', yes: 'taip', no: 'ne', none: '—',
    destinations: 'Kelionės šalys', country: 'Šalis', start: 'Pradžia', end: 'Pabaiga',
    flights: 'Skrydžiai', from: 'Iš', to: 'Į', departure: 'Išvykimas', arrival: 'Atvykimas', request: 'Užsako įmonė', paid: 'Sumokėta, EUR', notes: 'Pastabos',
    accommodations: 'Apgyvendinimas', city: 'Miestas', hotel: 'Viešbutis', leave: 'Išvykimas',
    travelTimes: 'Kelionės laikas', date: 'Data', direction: 'Kryptis', hours: 'Valandos', leaving: 'išvykstant', arriving: 'grįžtant',
    workTimes: 'Darbo laikas', approvers: 'Tvirtintojai', step: 'Žingsnis', approver: 'Patvirtino', at: 'Patvirtinta',
    totals: 'Sumos', flightsPaid: 'Už skrydžius', accommodationsPaid: 'Už apgyvendinimą', total: 'Iš viso sumokėta', travelHours: 'Kelionės valandos', workHours: 'Darbo valandos',
    generated: 'Sugeneruota',
  },
} as const;

type Section = { title: string; columns: { header: string; width: number }[]; rows: string[][] };
interface TripPdf { title: string; lines: [string, string][]; sections: Section[]; footer: string }

/** Lays the report out: title, label/value lines, then one table per section (header repeated on a new page). */
function render(r: TripPdf): Promise<Buffer> {
  const { doc, done } = newPdf(r.title);
  const left = doc.page.margins.left;
  const width = doc.page.width - 80;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  doc.font('bold').fontSize(16).text(r.title, { width });
  doc.moveDown(0.5);
  for (const [label, value] of r.lines) doc.font('bold').fontSize(10).text(`${label}: `, { continued: true }).font('body').text(value);
  for (const s of r.sections) {
    if (!s.rows.length) continue;
    doc.moveDown(1);
    if (doc.y + 60 > bottom()) doc.addPage();
    doc.font('bold').fontSize(12).text(s.title, left, doc.y, { width });
    drawTable(doc, s.columns, s.rows);
  }
  doc.moveDown(1);
  doc.font('body').fontSize(9).text(r.footer, left, doc.y, { width });
  doc.end();
  return done;
}

/** Hours in the reader's number format (up to two decimals). */
const hoursOf = (n: number, lang: string) => new Intl.NumberFormat(lang === 'lt' ? 'lt-LT' : 'en-GB', { maximumFractionDigits: 2 }).format(n);
/** EUR with two decimals in the reader's number format. */
const money = (n: number | null, lang: string) => (n == null ? '' : new Intl.NumberFormat(lang === 'lt' ? 'lt-LT' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n));

/** The report of a trip (see module doc). @returns the PDF as the v1 report calls answer it */
export async function tripReport(ctx: AppContext, actor: Actor, id: number, lang: 'en' | 'lt') {
  const L = TEXT[lang];
  const data = await inTransaction(ctx.ds, async (em) => {
    const { request } = await readableTrip(em, actor, id);
    if (!request || !['approved', 'completed'].includes(request.status)) throw new AppError('business_trip_chain_is_not_approved', 400, { status: request?.status ?? null });
    const steps = await em.getRepository(RequestStep).find({ where: { request_id: request.id, round: request.round, status: 'approve' }, order: { order_number: 'ASC' } });
    const approverIds = steps.map((s) => s.acted_by_user_id).filter((x): x is number => x != null);
    if (!approverIds.length) throw new AppError('approved_by_user_not_found_for_this_business_trip', 404, { request_id: request.id });
    const users = new Map((await em.getRepository(User).findBy({ id: In(approverIds) })).map((u) => [u.id, `${u.name} ${u.surname}`]));
    const options = new Map((await em.getRepository(TripTimeOption).find()).map((o) => [o.id, presentTimeOption(o, lang).description]));
    return { trip: await tripReply(em, actor, id, lang), steps, users, options, request };
  });
  const { trip: t, steps, users, options, request } = data;
  const yes = (b: boolean) => (b ? L.yes : L.no);
  const person = (u: { name: string; surname: string }) => `${u.name} ${u.surname}`;
  const report: TripPdf = {
    title: `${L.title} #${t.trip.id}`,
    lines: [
      [L.traveler, person(t.traveler)], [L.purpose, t.trip.trip_purpose], [L.project, t.trip.project_name ?? L.none], [L.projectNumber, t.trip.project_number ?? L.none],
      [L.requestDate, t.trip.request_date ?? L.none], [L.dates, `${t.trip.date_start} – ${t.trip.date_end}`],
      [L.travelOption, options.get(t.trip.travel_time_hours_option_id) ?? String(t.trip.travel_time_hours_option_id)],
      [L.workOption, options.get(t.trip.work_time_hours_option_id) ?? String(t.trip.work_time_hours_option_id)],
      [L.planeTickets, yes(t.trip.should_book_flight)], [L.accommodation, yes(t.trip.should_book_accommodation)],
      [L.others, t.other_travelers.map(person).join(', ') || L.none], [L.arrangements, t.trip.other_arrangements ?? L.none], [L.status, request.status],
    ],
    sections: [
      { title: L.destinations, columns: [{ header: L.country, width: 4 }, { header: L.start, width: 2 }, { header: L.end, width: 2 }], rows: t.destinations.map((d) => [`${d.name} (${d.destination_code})`, d.date_start, d.date_end]) },
      {
        title: L.flights,
        columns: [{ header: L.from, width: 3 }, { header: L.to, width: 3 }, { header: `${L.departure} (${companyZone()})`, width: 3 }, { header: `${L.arrival} (${companyZone()})`, width: 3 }, { header: L.request, width: 2 }, { header: L.paid, width: 2 }, { header: L.notes, width: 3 }],
        rows: t.flights.map((f) => [f.from, f.to, companyStamp(new Date(f.departure)), companyStamp(new Date(f.arrival)), yes(f.request), money(f.paid, lang), f.notes ?? '']),
      },
      {
        title: L.accommodations,
        columns: [{ header: L.city, width: 3 }, { header: L.hotel, width: 3 }, { header: L.arrival, width: 2 }, { header: L.leave, width: 2 }, { header: L.paid, width: 2 }],
        rows: t.accommodations.map((a) => [a.city, a.hotel ?? '', a.arrival, a.leave, money(a.paid, lang)]),
      },
      { title: L.travelTimes, columns: [{ header: L.date, width: 2 }, { header: L.direction, width: 2 }, { header: L.hours, width: 1 }], rows: t.travel_times.map((x) => [x.date, L[x.direction], hoursOf(x.travel_time, lang)]) },
      { title: L.workTimes, columns: [{ header: L.date, width: 2 }, { header: L.hours, width: 1 }], rows: t.work_times.map((x) => [x.date, hoursOf(x.work_time, lang)]) },
      {
        title: L.approvers, columns: [{ header: L.step, width: 3 }, { header: L.approver, width: 3 }, { header: `${L.at} (${companyZone()})`, width: 2 }],
        rows: steps.map((s) => [s.name, s.acted_by_user_id ? (users.get(s.acted_by_user_id) ?? '') : '', s.acted_at ? companyStamp(new Date(s.acted_at)) : '']),
      },
      {
        title: L.totals, columns: [{ header: '', width: 3 }, { header: '', width: 2 }],
        rows: [
          [`${L.flightsPaid}, EUR`, money(t.totals.flights_paid, lang)], [`${L.accommodationsPaid}, EUR`, money(t.totals.accommodations_paid, lang)], [`${L.total}, EUR`, money(t.totals.paid, lang)],
          [L.travelHours, hoursOf(t.totals.travel_hours, lang)], [L.workHours, hoursOf(t.totals.work_hours, lang)],
        ],
      },
    ],
    footer: `${L.generated} ${companyStamp(new Date())} (${companyZone()})`,
  };
  let pdf: Buffer;
  try {
    pdf = await render(report);
  } catch (err) {
    throw new AppError('failed_to_generate_business_trip_report', 500, { reason: (err as Error).message });
  }
  return { filename: `business-trip-${t.trip.id}.pdf`, content_type: 'application/pdf' as const, data: pdf.toString('base64') };
}
