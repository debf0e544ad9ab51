/**
 * Who signed an update (spec 3 §3 Signed-user entry, §7 GET policy-documents/updates/{id}/users and
 * /users/csv; policy_documents_write):
 * - the list holds every active user (not deleted, not disabled) plus anyone who signed that update,
 *   with `signed` and `date_signed`; signed first (earliest first), then the others by surname and name;
 * - the CSV (csv-stringify: RFC 4180, CRLF, UTF-8 BOM so spreadsheets read Lithuanian letters; values
 *   starting with = + - @ are prefixed with an apostrophe so they never run as formulas) has the
 *   columns full name, signed (yes/no), date signed (company time, YYYY-MM-DD HH:mm) with headers in
 *   `lang` (en | lt), and is returned as `{ file: base64, name }`.
 * @throws 404 not_found for an unknown update
 */
import { stringify } from 'csv-stringify/sync';
import type { AppContext } from '../../context';
import type { SignedUser } from '../../contracts/policy-documents';
import { AppError } from '../../http/errors';
import { companyStamp } from '../../shared/company-time';
import { User } from '../users/users.entities';
import { PolicyDocumentRow, PolicyDocumentSignature, PolicyDocumentUpdate } from './policy-documents.entities';
import { presentSignedUser } from './policy-documents.presenters';

/** The update with its document's title. @throws 404 not_found */
async function requireUpdate(ctx: AppContext, updateId: number) {
  const u = await ctx.ds.getRepository(PolicyDocumentUpdate).findOneBy({ id: updateId });
  if (!u) throw new AppError('not_found', 404);
  const d = await ctx.ds.getRepository(PolicyDocumentRow).findOneBy({ id: u.policy_document_id });
  if (!d) throw new AppError('policy_document_not_found');
  return { update: u, document: d };
}

/** GET policy-documents/updates/{id}/users: one query (users LEFT JOIN the update's signatures). */
export async function signedUsers(ctx: AppContext, updateId: number): Promise<SignedUser[]> {
  await requireUpdate(ctx, updateId);
  const rows = await ctx.ds
    .getRepository(User)
    .createQueryBuilder('u')
    .leftJoin(PolicyDocumentSignature, 's', 's.user_id = u.id AND s.update_id = :updateId', { updateId })
    .select(['u.id AS user_id', 'u.name AS name', 'u.surname AS surname', 's.signed_at AS signed_at'])
    .where('(u.deleted_at IS NULL AND u.disabled = :off) OR s.id IS NOT NULL', { off: false })
    .orderBy('CASE WHEN s.id IS NULL THEN 1 ELSE 0 END', 'ASC')
    .addOrderBy('s.signed_at', 'ASC')
    .addOrderBy('u.surname', 'ASC')
    .addOrderBy('u.name', 'ASC')
    .getRawMany<{ user_id: number; name: string; surname: string; signed_at: Date | string | null }>();
  return rows.map(presentSignedUser);
}

const HEADERS = {
  en: { full_name: 'Full name', signed: 'Signed', date_signed: 'Date signed', yes: 'Yes', no: 'No', file: 'signed-users' },
  lt: { full_name: 'Vardas ir pavardė', signed: 'Pasirašė', date_signed: 'Pasirašymo data', yes: 'Taip', no: 'Ne', file: 'pasirase' },
} as const;

/** A value a spreadsheet would run as a formula gets a leading apostrophe. */
const defuse = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** GET policy-documents/updates/{id}/users/csv?lang: `{ file: base64 CSV, name }`. */
export async function signedUsersCsv(ctx: AppContext, updateId: number, lang: 'en' | 'lt'): Promise<{ file: string; name: string }> {
  const { update } = await requireUpdate(ctx, updateId);
  const h = HEADERS[lang];
  const list = await signedUsers(ctx, updateId);
  const csv = stringify(
    list.map((r) => [r.full_name, r.signed ? h.yes : h.no, r.date_signed ? companyStamp(new Date(r.date_signed)) : '']),
    { header: true, columns: [h.full_name, h.signed, h.date_signed], bom: true, record_delimiter: 'windows', cast: { string: defuse } },
  );
  return { file: Buffer.from(csv, 'utf8').toString('base64'), name: `${h.file}-${update.policy_document_id}-${update.id}.csv` };
}
