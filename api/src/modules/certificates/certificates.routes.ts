/**
 * Certificates routes (issue 16 item 3; spec 3 §7 Certificates, spec 1 §7 Users "Certificates of a user")
 * under /api/v1: guard (permission) → contract → service → reply.
 * Rules: certificates.policy.ts (relations), certificates.service.ts (catalogue, user certificates,
 * overview), certificates.requests.ts (request type `certificate`), certificates.exports.ts (CSV and PDF),
 * certificates.notices.ts (the `certificate-expiry` job).
 */
import type { AppContext } from '../../context';
import { okReply } from '../../contracts/common';
import {
  CERTIFICATE_ERRORS, certificateBody, certificateFile, certificateList, certificateReply, certificateRequestBody, certificateRequestReply, certificatesQuery,
  overviewExportQuery, userCertificateBody, userCertificateList, userCertificateParams, userCertificateReply, userCertificateUpdateBody,
} from '../../contracts/certificates';
import { registerErrorCodes } from '../../http/errors';
import { type Access, type Api, idParams } from '../../http/route';
import { overviewCsv, overviewPdf } from './certificates.exports';
import { registerCertificateNotices } from './certificates.notices';
import { registerCertificateRequestType, requestCertificate } from './certificates.requests';
import {
  addUserCertificate, createCertificate, deleteCertificate, deleteUserCertificate, listCertificates, listOverview, listUserCertificates, updateCertificate,
  updateUserCertificate,
} from './certificates.service';

const WRITE: Access = { anyOf: ['certificates_write'] };
const OVERVIEW: Access = { anyOf: ['user_certificates_read'] };

/** Declares the certificate routes, registers the request type `certificate`, its error codes and the expiry job. */
export function registerCertificates({ v1 }: Api, ctx: AppContext): void {
  registerErrorCodes(CERTIFICATE_ERRORS);
  registerCertificateRequestType();
  registerCertificateNotices();

  v1.add({
    method: 'get', path: '/certificates', summary: 'The certificate catalogue by name, paged; q matches code and name (every signed-in user: the request and add dialogs pick from it)',
    access: 'user', query: certificatesQuery, response: certificateList,
    handler: ({ query }) => listCertificates(ctx, query),
  });
  v1.add({
    method: 'post', path: '/certificates', summary: 'New catalogue certificate (code and name ≤ 255, description ≤ 512; codes unique)', access: WRITE, status: 201,
    body: certificateBody, response: certificateReply,
    handler: ({ body }) => createCertificate(ctx, body),
  });
  v1.add({
    method: 'post', path: '/certificates/request', summary: 'Ask for a new certificate (code, name, description; add_on_approve with date_start/date_end): a `certificate` request, submitted by PATCH requests/object/{id}/init/Certificate',
    access: 'user', status: 201, body: certificateRequestBody, response: certificateRequestReply,
    handler: ({ user, body }) => requestCertificate(ctx, user, body),
  });
  v1.add({
    method: 'put', path: '/certificates/:id', summary: 'Edit a catalogue certificate', access: WRITE,
    params: idParams, body: certificateBody, response: certificateReply,
    handler: ({ params, body }) => updateCertificate(ctx, params.id, body),
  });
  v1.add({
    method: 'delete', path: '/certificates/:id', summary: 'Delete a catalogue certificate nobody holds (409 certificate_in_use otherwise)', access: WRITE,
    params: idParams, response: okReply,
    handler: ({ params }) => deleteCertificate(ctx, params.id),
  });

  v1.add({
    method: 'get', path: '/users/certificates', summary: "Overview of every active user's certificates, paged; q matches holder, code and name (user_certificates_read)",
    access: OVERVIEW, query: certificatesQuery, response: userCertificateList,
    handler: ({ user, query }) => listOverview(ctx, user, query),
  });
  v1.add({
    method: 'get', path: '/users/certificates/csv', summary: 'The overview (filter q) as CSV: { file: base64, name }; headers in lang (en | lt)',
    access: OVERVIEW, query: overviewExportQuery, response: certificateFile,
    handler: ({ user, query }) => overviewCsv(ctx, user, query.q, query.lang),
  });
  v1.add({
    method: 'get', path: '/users/certificates/pdf', summary: 'The overview (filter q) as a PDF report: { file: base64, name }; texts in lang (en | lt)',
    access: OVERVIEW, query: overviewExportQuery, response: certificateFile,
    handler: ({ user, query }) => overviewPdf(ctx, user, query.q, query.lang),
  });
  v1.add({
    method: 'get', path: '/users/:id/certificates', summary: "A user's certificates, latest first, paged; q matches code and name (the user, user_certificates_read or certificates_write)",
    access: 'user', params: idParams, query: certificatesQuery, response: userCertificateList,
    handler: ({ user, params, query }) => listUserCertificates(ctx, user, params.id, query),
  });
  v1.add({
    method: 'post', path: '/users/:id/certificates', summary: 'Add a certificate to a user (the user or certificates_write); end_date optional, not before start_date',
    access: 'user', status: 201, params: idParams, body: userCertificateBody, response: userCertificateReply,
    handler: ({ user, params, body }) => addUserCertificate(ctx, user, params.id, body),
  });
  v1.add({
    method: 'patch', path: '/users/:id/certificates/:certId', summary: "Change a user certificate's dates (the user or certificates_write)",
    access: 'user', params: userCertificateParams, body: userCertificateUpdateBody, response: userCertificateReply,
    handler: ({ user, params, body }) => updateUserCertificate(ctx, user, params.id, params.certId, body),
  });
  v1.add({
    method: 'delete', path: '/users/:id/certificates/:certId', summary: 'Remove a user certificate (the user or certificates_write)',
    access: 'user', params: userCertificateParams, response: okReply,
    handler: ({ user, params }) => deleteUserCertificate(ctx, user, params.id, params.certId),
  });
}
