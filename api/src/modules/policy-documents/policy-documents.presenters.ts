/**
 * Reply shapes of the policy documents module (contracts/policy-documents.ts): a document as the list
 * and the entry page show it, and a signed-user entry. Services load and decide; these only shape.
 */
import type { z } from 'zod';
import type { policyDocument, policyUpdate, SignedUser } from '../../contracts/policy-documents';
import type { PolicyDocumentRow, PolicyDocumentUpdate } from './policy-documents.entities';
import { abilitiesOn, type PolicyCaller } from './policy-documents.policy';

type Doc = z.infer<typeof policyDocument>;

/** ISO instant of a Date, or of a raw SQL value (SQLite gives 'YYYY-MM-DD HH:MM:SS.SSS' in UTC without a zone). */
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(d) ? d : `${d.replace(' ', 'T')}Z`)).toISOString();

/** One entry of the updates list. */
export function presentUpdate(u: PolicyDocumentUpdate): z.infer<typeof policyUpdate> {
  return { id: u.id, policy_document_id: u.policy_document_id, date: iso(u.date), notes: u.notes, kind: u.kind === 'created' ? 'created' : 'updated' };
}

/**
 * A document for `caller`: `updates` oldest first (the first is "created"), `signed` when the caller
 * signed the latest update (`signedAt` its time), `attachment.name` the download key (the file id).
 */
export function presentDocument(
  d: PolicyDocumentRow,
  updates: PolicyDocumentUpdate[],
  file: { id: number; name: string } | null,
  signedAt: Date | null,
  caller: PolicyCaller,
): Doc {
  const last = updates[updates.length - 1];
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    expiration_date: d.expiration_date,
    last_updated_date: iso(last?.date ?? d.created_at),
    link: d.link,
    attachment: file ? { name: String(file.id), original_name: file.name } : null,
    updates: updates.map(presentUpdate),
    signed: signedAt !== null,
    date_signed: signedAt ? iso(signedAt) : null,
    entry_page: Boolean(d.entry_page),
    can: abilitiesOn(caller, { entry_page: Boolean(d.entry_page) }),
  };
}

/** A raw row of the signed-users query → a signed-user entry. */
export function presentSignedUser(r: { user_id: number; name: string; surname: string; signed_at: Date | string | null }): SignedUser {
  return { user_id: Number(r.user_id), full_name: `${r.name} ${r.surname}`, signed: r.signed_at != null, date_signed: r.signed_at != null ? iso(r.signed_at) : null };
}
