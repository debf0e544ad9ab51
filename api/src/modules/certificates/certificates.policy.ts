/**
 * Who may do what with certificates (spec 3 §6 certificates_write, user_certificates_read; spec 1 §2
 * Profile → my certificates). Pure rules over the caller (`Actor`: id and permissions):
 * - the catalogue: read by every signed-in user (the request and add dialogs pick from it), written
 *   with certificates_write;
 * - a user's certificates: read by the user, by user_certificates_read (the overview) and by
 *   certificates_write; added, edited and deleted by the user (the profile's add dialog) or by
 *   certificates_write;
 * - the overview GET users/certificates and its CSV/PDF: user_certificates_read (route guard).
 */
import { AppError } from '../../http/errors';
import type { Actor } from '../approvals';

export const canWriteCatalogue = (a: Actor): boolean => a.permissions.has('certificates_write');

export const canReadUserCertificates = (a: Actor, holderId: number): boolean =>
  a.id === holderId || a.permissions.has('user_certificates_read') || a.permissions.has('certificates_write');

export const canWriteUserCertificates = (a: Actor, holderId: number): boolean => a.id === holderId || a.permissions.has('certificates_write');

/** The row's `can` (edit and delete follow the same rule). */
export const userCertificateAbilitiesOf = (a: Actor, holderId: number) => {
  const write = canWriteUserCertificates(a, holderId);
  return { edit: write, delete: write };
};

/** @throws 403 missing_permissions */
export function assertCanReadUserCertificates(a: Actor, holderId: number): void {
  if (!canReadUserCertificates(a, holderId)) throw new AppError('missing_permissions', 403);
}

/** @throws 403 missing_permissions */
export function assertCanWriteUserCertificates(a: Actor, holderId: number): void {
  if (!canWriteUserCertificates(a, holderId)) throw new AppError('missing_permissions', 403);
}
