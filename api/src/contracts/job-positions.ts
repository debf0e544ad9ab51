/**
 * Job positions contracts (spec 3 §3 Job position, §4 Job position, §5 Job positions and applications, §7 Job
 * positions, §9): the limits are written here once and shared by the server and the tab (`@contracts/job-positions`).
 * Calendar dates are `YYYY-MM-DD`; the description is the shared editor's JSON document (checked on the server by
 * api/src/shared/rich-text-json.ts, so the contract takes any JSON here).
 */
import { z } from 'zod';
import { pagedSchema, pagingQuery } from '../http/paging';
import { email, isoDate, LIMITS } from './common';

export const JOB_POSITION_LIMITS = {
  title: LIMITS.short,
  location: LIMITS.short,
  external_link: LIMITS.short,
  /** Application texts: name, surname, email, phone_number, motivation_description (spec 3 §5: each ≤ 255). */
  application_text: LIMITS.short,
  /** At most this many positions are prioritised at once (spec 3 §9). */
  max_prioritized: 3,
  /** One CV per application (spec 3 §5: submit disabled with more than 1 file). */
  max_attachments: 1,
  /** CV bytes: strictly below (spec 3 §9 attachment limit). */
  attachment_bytes: 10_000_000,
  /** CV kinds, decided by content. */
  attachment_types: ['pdf', 'doc', 'docx'] as const,
} as const;

/** Referral levels (spec 3 §3, §9); the tab's label key is referral_level_{id}. */
export const REFERRAL_LEVELS = ['silver', 'gold', 'platinum'] as const;
export type ReferralLevel = (typeof REFERRAL_LEVELS)[number];

const required = (max: number) => z.string().trim().min(1, 'required').max(max);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((s) => (s ? s : null));
/** An optional web address (http or https), e.g. the external link and the LinkedIn link. */
const optionalUrl = (max: number) =>
  optional(max).refine((s) => s === null || /^https?:\/\/[^\s<>"]+$/i.test(s), 'must be an http or https address');

/** POST and PUT job-positions (spec 3 §3, §5): valid-until, when given, is not before the open date. */
export const jobPositionBody = z
  .object({
    title: required(JOB_POSITION_LIMITS.title),
    /** The editor's JSON document (or its JSON text); null or missing: an empty description. */
    description: z.unknown().optional(),
    is_open: z.boolean().default(true),
    hiring_manager_id: z.number({ error: 'required' }).int().positive(),
    date_open: isoDate,
    date_valid_until: isoDate.nullish().transform((s) => s ?? null),
    external_link: optionalUrl(JOB_POSITION_LIMITS.external_link),
    seniority_level_id: z.number().int().positive().nullish().transform((n) => n ?? null),
    location: optional(JOB_POSITION_LIMITS.location),
    referral_level: z.enum(REFERRAL_LEVELS, { error: 'Referral level is required' }),
    /** Only on create: publish at once (default a draft). PUT keeps the published state (PUT …/status changes it). */
    published: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.date_valid_until && v.date_valid_until < v.date_open) ctx.addIssue({ code: 'custom', path: ['date_valid_until'], message: 'valid_until_before_open' });
  });
export type JobPositionBody = z.infer<typeof jobPositionBody>;

/** PUT job-positions/{id}/status. */
export const jobPositionStatusBody = z.object({ published: z.boolean() });
/** PUT job-positions/{id}/priority. */
export const jobPositionPriorityBody = z.object({ is_priority: z.boolean() });

/**
 * GET job-positions?section&show_closed&page&pageSize: `published` (default) lists published and open positions,
 * with show_closed=true all published ones; `drafts` lists unpublished open ones, with show_closed all unpublished
 * (spec 3 §4). Drafts and show_closed need job_positions_write.
 */
export const jobPositionListQuery = pagingQuery.extend({
  section: z.enum(['published', 'drafts']).default('published'),
  show_closed: z.enum(['true', 'false']).default('false').transform((s) => s === 'true'),
});

/** The footer of a card (spec 3 §4): open until {date_valid_until}, closed, or open. */
export const JOB_POSITION_FOOTERS = ['open_until', 'closed', 'open'] as const;

/** What the caller may do with a position (the tab reads these, never re-derives a rule). */
export const jobPositionAbilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  publish: z.boolean(),
  /** The star may be toggled now (published, open, and under the limit unless already prioritised). */
  prioritize: z.boolean(),
  view_applications: z.boolean(),
  /** Apply or refer: the position is published and open. */
  apply: z.boolean(),
});

/** A job position (spec 3 §3) with its footer and the caller's abilities. */
export const jobPosition = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The editor's JSON document (render it with the editor, read-only). */
  description: z.record(z.string(), z.unknown()),
  is_open: z.boolean(),
  hiring_manager_id: z.number().int(),
  hiring_manager_name: z.string(),
  date_open: z.string(),
  date_valid_until: z.string().nullable(),
  external_link: z.string().nullable(),
  seniority_level_id: z.number().int().nullable(),
  seniority_level_name: z.string().nullable(),
  published: z.boolean(),
  location: z.string().nullable(),
  referral_level: z.enum(REFERRAL_LEVELS),
  is_priority: z.boolean(),
  footer: z.enum(JOB_POSITION_FOOTERS),
  can: jobPositionAbilities,
});
export type JobPosition = z.infer<typeof jobPosition>;

/** GET job-positions reply. */
export const jobPositionList = pagedSchema(jobPosition);
/** Replies of the position writes: the success key of spec 3 §8 and the position. */
export const jobPositionReply = z.object({ message: z.string(), position: jobPosition });

/** A prioritised position as the dashboard's hot-jobs card shows it (GET job-positions/prioritized-jobs). */
export const prioritizedJob = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string().nullable(),
  seniority_level_name: z.string().nullable(),
  referral_level: z.enum(REFERRAL_LEVELS),
  date_valid_until: z.string().nullable(),
});

/** A CV as sent: base64 data (optionally a data URL) and the file's name. */
const attachmentInput = z.object({ name: z.string().max(1000), data: z.string().min(1) });

/**
 * POST job-positions/{id}/applications (spec 3 §3 Job application, §5): a self-application (applied_self: true)
 * or a referral (applied_self: false) — a referral is made by the caller (referred_by_user_id, when sent, must be the
 * caller) and needs information_presented: true. At most one CV.
 */
export const jobApplicationBody = z
  .object({
    name: required(JOB_POSITION_LIMITS.application_text),
    surname: required(JOB_POSITION_LIMITS.application_text),
    email: z.string().trim().min(1, 'required').pipe(email),
    phone_number: required(JOB_POSITION_LIMITS.application_text),
    /** The LinkedIn link (the spec's field name). */
    motivation_description: optionalUrl(JOB_POSITION_LIMITS.application_text),
    applied_self: z.boolean(),
    referred_by_user_id: z.number().int().positive().nullish(),
    information_presented: z.boolean().optional(),
    attachments: z.array(attachmentInput).max(JOB_POSITION_LIMITS.max_attachments, 'at most one file').default([]),
  })
  .superRefine((v, ctx) => {
    if (!v.applied_self && v.information_presented !== true) ctx.addIssue({ code: 'custom', path: ['information_presented'], message: 'required' });
  });
export type JobApplicationBody = z.infer<typeof jobApplicationBody>;

/** A stored CV (metadata only; bytes through GET …/attachments/{fileId}). */
export const jobApplicationAttachment = z.object({ id: z.number().int(), name: z.string(), content_type: z.string(), size: z.number().int() });

/** A job application as the applications list shows it (spec 3 §3: read back with id, submission_date, referee_name). */
export const jobApplication = z.object({
  id: z.number().int(),
  job_position_id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone_number: z.string(),
  motivation_description: z.string().nullable(),
  applied_self: z.boolean(),
  referred_by_user_id: z.number().int().nullable(),
  /** The referrer's name (null for a self-application). */
  referee_name: z.string().nullable(),
  submission_date: z.string(),
  attachments: z.array(jobApplicationAttachment),
  can: z.object({ delete: z.boolean() }),
});
export type JobApplication = z.infer<typeof jobApplication>;

/** GET job-positions/{id}/applications?page&pageSize: newest first. */
export const jobApplicationList = pagedSchema(jobApplication);
/** POST job-positions/{id}/applications reply. */
export const jobApplicationReply = z.object({ message: z.string(), application: jobApplication });
