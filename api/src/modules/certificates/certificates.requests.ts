/**
 * Requests of a new certificate (issue 16 item 3; spec 3 §3 "the request form also has add_on_approve,
 * date_start, date_end", §5 Certificates, §7 POST certificates/request then the generic follow-up with type
 * `Certificate`): request type `certificate` of the approval engine (either spelling).
 * POST certificates/request stores the request object and a not-initialized request in one transaction and
 * answers its id; the tab submits it with PATCH requests/object/{id}/init/Certificate. No `create` handler:
 * POST /api/v2/chains keeps refusing this type (request_type_not_supported), the two calls above are the way.
 * When the chain approves (inside the approving transaction): the catalogue certificate with the request's
 * code (case-insensitive) is used, or made from the request's code, name and description; with add_on_approve
 * the user certificate is added to the owner with date_start/date_end. Approvers on a step with edit rights
 * may edit the request (same rules as the form). "Module responsible" steps go to certificates_write holders.
 */
import type { EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import type { ObjectChange } from '../../contracts/approvals';
import { certificateRequestBody, type CertificateRequestBody } from '../../contracts/certificates';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import { type Actor, type ApprovalRequest, createRequest, registerRequestType, transact } from '../approvals';
import { CertificateRequestRow, CertificateRow } from './certificates.entities';
import { presentCertificateRequest } from './certificates.presenters';
import { certificateByCode, insertUserCertificate } from './certificates.service';

export const CERTIFICATE_REQUEST_TYPE = 'certificate';

async function requireRequest(em: EntityManager, id: number): Promise<CertificateRequestRow> {
  const r = await em.getRepository(CertificateRequestRow).findOneBy({ id });
  if (!r) throw new AppError('request_not_found', 404);
  return r;
}

const FIELDS = ['code', 'name', 'description', 'add_on_approve', 'date_start', 'date_end'] as const;

/** Approval: the catalogue entry (found by code or made) and, with add_on_approve, the owner's certificate. */
async function onApproved(em: EntityManager, request: ApprovalRequest): Promise<void> {
  const r = await requireRequest(em, request.object_id!);
  let cert = await certificateByCode(em, r.code);
  if (!cert) cert = await em.getRepository(CertificateRow).save({ code: r.code, name: r.name, description: r.description });
  await em.getRepository(CertificateRequestRow).update(r.id, { certificate_id: cert.id });
  if (r.add_on_approve && r.date_start) await insertUserCertificate(em, r.user_id, cert.id, r.date_start, r.date_end);
}

/** Registers `certificate` with the engine (called by the module's registration). */
export function registerCertificateRequestType(): void {
  registerRequestType({
    type: CERTIFICATE_REQUEST_TYPE,
    load: async (em, id) => {
      const r = await em.getRepository(CertificateRequestRow).findOneBy({ id });
      return r ? presentCertificateRequest(r) : null;
    },
    owner: async (em, id) => (await em.getRepository(CertificateRequestRow).findOneBy({ id }))?.user_id ?? null,
    summary: async (em, request) => {
      const r = await requireRequest(em, request.object_id!);
      return {
        title: `${r.code} — ${r.name}`,
        lines: [
          { label: 'Code', value: r.code },
          { label: 'Name', value: r.name },
          ...(r.description ? [{ label: 'Description' as const, value: r.description }] : []),
        ],
        // With add_on_approve the dates the certificate will be added with.
        ...(r.add_on_approve && r.date_start ? { dates: { start: r.date_start, end: r.date_end } } : {}),
      };
    },
    moduleResponsible: { permission: 'certificates_write' },
    update: async (em, request, body): Promise<ObjectChange[]> => {
      const r = await requireRequest(em, request.object_id!);
      const next = parse(certificateRequestBody, { ...presentCertificateRequest(r), ...body });
      const changes: ObjectChange[] = [];
      for (const f of FIELDS) {
        if (next[f] === r[f] || (f === 'add_on_approve' && next[f] === !!r[f])) continue;
        changes.push({ field: f, old: r[f], new: next[f] });
      }
      if (changes.length) {
        await em.getRepository(CertificateRequestRow).update(r.id, {
          code: next.code, name: next.name, description: next.description, add_on_approve: next.add_on_approve, date_start: next.date_start, date_end: next.date_end,
        });
      }
      return changes;
    },
    onApproved,
    onDeleted: async (em, request) => {
      await em.getRepository(CertificateRequestRow).delete(request.object_id!);
    },
  });
}

/** POST certificates/request: the object and its not-initialized request (submitted by the generic init call). */
export async function requestCertificate(ctx: AppContext, caller: Actor, body: CertificateRequestBody) {
  return transact(ctx, async (em) => {
    const saved = await em.getRepository(CertificateRequestRow).save({
      user_id: caller.id, code: body.code, name: body.name, description: body.description,
      add_on_approve: body.add_on_approve, date_start: body.date_start, date_end: body.date_end,
    });
    const request = await createRequest(em, { type: CERTIFICATE_REQUEST_TYPE, objectId: saved.id, ownerId: caller.id, actorId: caller.id });
    return { message: 'request_successfully_sent', id: saved.id, request_id: request.id, status: request.status };
  });
}
