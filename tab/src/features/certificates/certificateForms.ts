/**
 * Form schemas of the certificate dialogs over the contracts (spec 3 §5 Certificates): the forms keep
 * empty dates as '' (the date fields' value), turned into null before the contract's own rules run
 * (dates in order; for a request, dates only with add_on_approve and the start required then).
 * Pure date rules of the dialogs: {@link followStart}.
 */
import { CERTIFICATE_LIMITS as L, certificateBody, type CertificateRequestBody } from '@contracts/certificates';
import { z } from 'zod';

export interface UserCertificateFormValues {
  certificate_id: string;
  start_date: string;
  end_date: string;
}

const endNotBeforeStart = (start: string, end: string) => !start || !end || end >= start;

export const userCertificateForm = z
  .object({ certificate_id: z.string().min(1, 'required'), start_date: z.string().min(1, 'required'), end_date: z.string() })
  .refine((v) => endNotBeforeStart(v.start_date, v.end_date), { path: ['end_date'], message: 'end_before_start' })
  .transform((v) => ({ certificate_id: Number(v.certificate_id), start_date: v.start_date, end_date: v.end_date || null }));

export interface RequestFormValues {
  code: string;
  name: string;
  description: string;
  add_on_approve: boolean;
  date_start: string;
  date_end: string;
}

export const emptyRequestForm = (): RequestFormValues => ({ code: '', name: '', description: '', add_on_approve: false, date_start: '', date_end: '' });

/** The form over the contract's limits (certificateBody: code, name ≤ 255, description ≤ 512) and the §5 date rules. */
export const requestForm = z
  .object({
    code: certificateBody.shape.code,
    name: certificateBody.shape.name,
    description: z.string().trim().max(L.description),
    add_on_approve: z.boolean(),
    date_start: z.string(),
    date_end: z.string(),
  })
  .refine((v) => !v.add_on_approve || !!v.date_start, { path: ['date_start'], message: 'required' })
  .refine((v) => !v.add_on_approve || endNotBeforeStart(v.date_start, v.date_end), { path: ['date_end'], message: 'end_before_start' })
  .transform((v): CertificateRequestBody => ({
    code: v.code, name: v.name, description: v.description || null, add_on_approve: v.add_on_approve,
    date_start: v.add_on_approve ? v.date_start || null : null, date_end: v.add_on_approve ? v.date_end || null : null,
  }));

/**
 * "A later start moves the end date forward" (spec 3 §5): the end date to set when the start changes to
 * `start`, or null when the end stays (empty, or not before the new start).
 */
export function followStart(start: string, end: string): string | null {
  return start && end && end < start ? start : null;
}
