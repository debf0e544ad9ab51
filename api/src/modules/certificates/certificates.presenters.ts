/** Reply shapes of the certificates module (api/src/contracts/certificates.ts). */
import type { z } from 'zod';
import type { certificate, certificateRequest, userCertificate } from '../../contracts/certificates';
import type { Actor } from '../approvals';
import type { CertificateRequestRow, CertificateRow } from './certificates.entities';
import { userCertificateAbilitiesOf } from './certificates.policy';

export const presentCertificate = (c: CertificateRow, holders: number): z.infer<typeof certificate> => ({
  id: c.id,
  code: c.code,
  name: c.name,
  description: c.description,
  holders: Number(holders),
});

/** A user certificate as the joined list query reads it. */
export interface UserCertificateJoined {
  id: number;
  user_id: number;
  certificate_id: number;
  start_date: string;
  end_date: string | null;
  code: string;
  cert_name: string;
  user_first: string;
  user_surname: string;
}

export const fullName = (r: { user_first: string; user_surname: string }) => `${r.user_first} ${r.user_surname}`.trim();

export const presentUserCertificate = (caller: Actor, r: UserCertificateJoined): z.infer<typeof userCertificate> => ({
  id: Number(r.id),
  user_id: Number(r.user_id),
  user_name: fullName(r),
  certificate_id: Number(r.certificate_id),
  code: r.code,
  name: r.cert_name,
  start_date: r.start_date,
  end_date: r.end_date ?? null,
  can: userCertificateAbilitiesOf(caller, Number(r.user_id)),
});

export const presentCertificateRequest = (r: CertificateRequestRow): z.infer<typeof certificateRequest> => ({
  id: r.id,
  user_id: r.user_id,
  code: r.code,
  name: r.name,
  description: r.description,
  add_on_approve: !!r.add_on_approve,
  date_start: r.date_start,
  date_end: r.date_end,
  certificate_id: r.certificate_id,
});
