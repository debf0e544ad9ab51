/**
 * GET expense-claims/{id}/report (spec 2 §7, §8 "expense claim chain not approved"): the claim as a
 * PDF (base64 in the reply) — only once its chain approved it (or accounting completed it), else
 * 409 expense_claim_chain_not_approved. In the reader's language (`?lang=en|lt`, default the
 * caller's profile language): claimant, type, issue date, status, approver, additional information,
 * business trip link, the lines (date, description, cost, receipt names), the total in euro with two
 * decimals (Intl.NumberFormat: "€123.45" / "123,45 €"), then every receipt image embedded (one per
 * page, scaled to fit) and the PDF receipts listed by name. Rendered with pdfkit and the Unicode
 * font of the reports module (Lithuanian letters).
 */
import type { AppContext } from '../../context';
import { companyDay, companyStamp } from '../../shared/company-time';
import { Actor, approvedBy } from '../approvals';
import { drawTable, newPdf } from '../reports/pdf';
import { User } from '../users/users.entities';
import { attachmentsOf, linesOf } from './expense-claims.attachments';
import { assertReportAvailable } from './expense-claims.policy';
import { presentReport, type AttachmentWithData } from './expense-claims.presenters';
import { claimTypes, readableClaim } from './expense-claims.service';

export type ReportLang = 'en' | 'lt';

const TEXT = {
  en: {
    title: 'Expense claim', employee: 'Employee', type: 'Type', issued: 'Issued', status: 'Status', approvedBy: 'Approved by', information: 'Additional information',
    trip: 'Business trip', date: 'Date', description: 'Description', cost: 'Cost', receipts: 'Receipts', total: 'Total', receipt: 'Receipt',
    pdfReceipts: 'PDF receipts (attached to the claim, not embedded):', bytes: 'bytes', approved: 'approved', completed: 'completed',
  },
  lt: {
    title: 'Išlaidų ataskaita', employee: 'Darbuotojas', type: 'Tipas', issued: 'Pateikta', status: 'Būsena', approvedBy: 'Patvirtino', information: 'Papildoma informacija',
    trip: 'Komandiruotė', date: 'Data', description: 'Aprašymas', cost: 'Suma', receipts: 'Kvitai', total: 'Iš viso', receipt: 'Kvitas',
    pdfReceipts: 'PDF kvitai (pridėti prie ataskaitos, neįterpti):', bytes: 'baitų', approved: 'patvirtinta', completed: 'užbaigta',
  },
} as const;

/** Euro of cents in the reader's format: en "€123.45", lt "123,45 €". */
const money = (cents: number, lang: ReportLang) => new Intl.NumberFormat(lang === 'lt' ? 'lt-LT' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

interface ReportData {
  lang: ReportLang;
  id: number;
  claimant: string;
  type: string;
  issued: string;
  status: string;
  approver: string | null;
  information: string | null;
  tripId: number | null;
  lines: { date: string; description: string; cost: number; files: string[] }[];
  total: number;
  images: AttachmentWithData[];
  pdfs: AttachmentWithData[];
}

/** Renders the report (see module doc). */
function render(d: ReportData): Promise<Buffer> {
  const L = TEXT[d.lang];
  const { doc, done } = newPdf(`${L.title} #${d.id}`);
  const width = doc.page.width - 80;
  const left = doc.page.margins.left;
  const kv = (label: string, value: string) => doc.font('bold').fontSize(10).text(`${label}: `, { continued: true }).font('body').text(value);

  doc.font('bold').fontSize(16).text(`${L.title} #${d.id}`, { width });
  doc.moveDown(0.5);
  kv(L.employee, d.claimant);
  kv(L.type, d.type);
  kv(L.issued, d.issued);
  kv(L.status, d.status);
  if (d.approver) kv(L.approvedBy, d.approver);
  if (d.information) kv(L.information, d.information);
  if (d.tripId != null) kv(L.trip, `#${d.tripId}`);
  doc.moveDown(1);

  drawTable(
    doc,
    [{ header: L.date, width: 70 }, { header: L.description, width: 215 }, { header: L.cost, width: 80 }, { header: L.receipts, width: 150 }],
    d.lines.map((l) => [l.date, l.description, money(l.cost, d.lang), l.files.join(', ')]),
  );
  doc.moveDown(0.5);
  doc.font('bold').fontSize(11).text(`${L.total}: ${money(d.total, d.lang)}`, left, doc.y, { width, align: 'right' });

  if (d.pdfs.length) {
    doc.moveDown(1);
    doc.font('bold').fontSize(10).text(L.pdfReceipts, left, doc.y, { width });
    for (const f of d.pdfs) doc.font('body').fontSize(9).text(`• ${f.name} (${f.original_name}, ${f.size} ${L.bytes})`, { width });
  }
  for (const img of d.images) {
    doc.addPage();
    doc.font('bold').fontSize(10).text(`${L.receipt}: ${img.name} (${img.original_name})`, { width });
    doc.moveDown(0.5);
    doc.image(img.data, { fit: [width, doc.page.height - doc.y - doc.page.margins.bottom], align: 'center' });
  }
  doc.end();
  return done;
}

const fullName = (u: User | null) => (u ? `${u.name} ${u.surname}` : '');

/**
 * GET expense-claims/{id}/report in `lang` (default: the caller's profile language).
 * @throws expense_claim_not_found | missing_permissions | expense_claim_chain_not_approved
 */
export async function claimReport(ctx: AppContext, id: number, actor: Actor, lang?: ReportLang) {
  const em = ctx.ds.manager;
  const { claim, request } = await readableClaim(em, id, actor);
  assertReportAvailable({ status: request?.status ?? 'not_initialized' });
  const type = (await claimTypes(em)).get(claim.type_id)!;
  const approverId = await approvedBy(em, request!).catch(() => null);
  const users = em.getRepository(User);
  const language: ReportLang = lang ?? ((await users.findOneBy({ id: actor.id }))?.locale === 'lt' ? 'lt' : 'en');
  const lines = await linesOf(em, id);
  const files = await attachmentsOf(em, id);
  const status = request!.status === 'completed' ? TEXT[language].completed : TEXT[language].approved;
  const pdf = await render({
    lang: language,
    id,
    claimant: fullName(await users.findOneBy({ id: claim.user_id })),
    type: (language === 'lt' ? type.name_lt : type.name_en) ?? type.name,
    issued: companyDay(claim.issue_date),
    status: `${status}${request!.completion_date ? ` (${companyStamp(request!.completion_date)})` : ''}`,
    approver: approverId == null ? null : fullName(await users.findOneBy({ id: approverId })),
    information: claim.description,
    tripId: claim.business_trip_id,
    lines: lines.map((l) => ({ date: l.date, description: l.description, cost: Number(l.cost), files: files.filter((f) => f.line_id === l.id).map((f) => f.name) })),
    total: Number(claim.cost_sum),
    images: files.filter((f) => f.content_type.startsWith('image/')),
    pdfs: files.filter((f) => f.content_type === 'application/pdf'),
  });
  return presentReport(id, pdf);
}
