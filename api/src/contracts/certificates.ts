/**
 * Certificates contracts (spec 3 §3 Certificate and user certificate, §5 Certificates, §7 Certificates;
 * spec 1 §7 Users "Certificates of a user"): the catalogue, certificates held by users, the request of
 * a new certificate (request type `certificate`) and the overview with its CSV and PDF exports.
 * Limits written once here, shared by the server and the tab (`@contracts/certificates`).
 */
import { z } from 'zod';
import { pagedSchema, pagingQuery } from '../http/paging';
import { isoDate, LIMITS, optionalText } from './common';

export const CERTIFICATE_LIMITS = {
  code: LIMITS.short,
  name: LIMITS.short,
  /** spec 3 §9: 512 for the certificate description. */
  description: LIMITS.medium,
  /** Days before a user certificate's end date when the holder and HR get an e-mail. */
  expiryNoticeDays: 30,
} as const;

/** Module error codes (registered by the certificates module; texts in the tab's errors namespace). */
export const CERTIFICATE_ERRORS = {
  certificate_not_found: 404,
  user_certificate_not_found: 404,
  /** Another catalogue certificate already has this code (codes are unique, case-insensitively). */
  certificate_code_taken: 409,
  /** A catalogue certificate still held by users cannot be deleted. */
  certificate_in_use: 409,
} as const;

const required = (max: number) => z.string().trim().min(1, 'required').max(max);

/** POST / PUT certificates: code and name required (≤ 255), description ≤ 512. */
export const certificateBody = z.object({
  code: required(CERTIFICATE_LIMITS.code),
  name: required(CERTIFICATE_LIMITS.name),
  description: optionalText(CERTIFICATE_LIMITS.description),
});
export type CertificateBody = z.infer<typeof certificateBody>;

export const certificate = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** How many user certificates refer to it (a certificate in use cannot be deleted). */
  holders: z.number().int(),
});
export type Certificate = z.infer<typeof certificate>;

/** Lists: page from 1, pageSize 5/10/20/50/100, q searches the named columns. */
export const certificatesQuery = pagingQuery;
export const certificateList = pagedSchema(certificate);
export const certificateReply = z.object({ message: z.string(), certificate });

/** end_date (optional: null = does not expire) is not before start_date. */
const datesInOrder = (v: { start_date?: string | null; end_date?: string | null }) => !v.start_date || !v.end_date || v.end_date >= v.start_date;
const DATES_MESSAGE = { message: 'end date cannot precede the start date', path: ['end_date'] };

/** POST users/{id}/certificates (spec 1 §7: user_id, certificate_id, start_date, end_date). */
export const userCertificateBody = z
  .object({
    /** When given it must be the path's id. */
    user_id: z.number().int().positive().optional(),
    certificate_id: z.number().int().positive(),
    start_date: isoDate,
    end_date: isoDate.nullish().transform((v) => v ?? null),
  })
  .refine(datesInOrder, DATES_MESSAGE);

/** PATCH users/{id}/certificates/{certId} (spec 1 §7: start_date, end_date). */
export const userCertificateUpdateBody = z
  .object({ start_date: isoDate, end_date: isoDate.nullish().transform((v) => v ?? null) })
  .refine(datesInOrder, DATES_MESSAGE);

export const userCertificateParams = z.object({ id: z.coerce.number().int().positive(), certId: z.coerce.number().int().positive() });

/** What the caller may do with a user certificate (the tab reads these, never re-derives a rule). */
export const userCertificateAbilities = z.object({ edit: z.boolean(), delete: z.boolean() });

/** A user certificate row (spec 3 §3: user_name, code, name, start_date, end_date; plus ids). */
export const userCertificate = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  certificate_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  can: userCertificateAbilities,
});
export type UserCertificate = z.infer<typeof userCertificate>;
export const userCertificateList = pagedSchema(userCertificate);
export const userCertificateReply = z.object({ message: z.string(), user_certificate: userCertificate });

/** GET users/certificates/csv and /pdf: the overview's filter and the language of the headers. */
export const overviewExportQuery = z.object({ q: z.string().trim().max(255).optional(), lang: z.enum(['en', 'lt']).default('en') });
/** A generated file: base64 content and its file name. */
export const certificateFile = z.object({ file: z.string(), name: z.string() });

/**
 * POST certificates/request (spec 3 §3: the request form has code, name, description, add_on_approve,
 * date_start, date_end; §5: the dates only with add_on_approve, start required then, end optional and
 * not before the start; without add_on_approve the dates are cleared).
 */
export const certificateRequestBody = z
  .object({
    code: required(CERTIFICATE_LIMITS.code),
    name: required(CERTIFICATE_LIMITS.name),
    description: optionalText(CERTIFICATE_LIMITS.description),
    add_on_approve: z.boolean().default(false),
    date_start: isoDate.nullish().transform((v) => v ?? null),
    date_end: isoDate.nullish().transform((v) => v ?? null),
  })
  .refine((v) => !v.add_on_approve || !!v.date_start, { message: 'required', path: ['date_start'] })
  .refine((v) => !v.date_start || !v.date_end || v.date_end >= v.date_start, { message: 'end date cannot precede the start date', path: ['date_end'] })
  .transform((v) => (v.add_on_approve ? v : { ...v, date_start: null, date_end: null }));
export type CertificateRequestBody = z.infer<typeof certificateRequestBody>;

/** The request object approvers see (GET requests/{id}/object). */
export const certificateRequest = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  add_on_approve: z.boolean(),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  /** The catalogue certificate once approved. */
  certificate_id: z.number().int().nullable(),
});

export const certificateRequestReply = z.object({
  message: z.string(),
  id: z.number().int(),
  request_id: z.number().int(),
  status: z.string(),
});
