/**
 * Reply shapes of the job positions module (spec 3 §3 Job position, Job application; §4 footer), typed with
 * api/src/contracts/job-positions.ts. Rows come from the services' raw queries (booleans may be 0/1, instants text).
 *
 * Footer (spec 3 §4): "open until {date}" when open with a valid-until date; "closed" when not open; otherwise
 * "open". Our choice: a closed position without a valid-until date shows "closed" too (the spec's literal reading
 * would call it open).
 */
import type { z } from 'zod';
import type { jobApplication, jobPosition, prioritizedJob, ReferralLevel } from '../../contracts/job-positions';
import { EMPTY_RICH_TEXT, type RichTextNode } from '../../shared/rich-text-json';
import type { Actor } from '../approvals';
import { canDeleteApplication, positionAbilitiesOf, type PositionFacts } from './job-positions.policy';

/** A position row as the list query reads it, with the hiring manager's and the level's names. */
export interface PositionRow {
  id: number;
  title: string;
  description: string;
  is_open: boolean | number;
  hiring_manager_id: number;
  hm_name: string | null;
  hm_surname: string | null;
  date_open: string;
  date_valid_until: string | null;
  external_link: string | null;
  seniority_level_id: number | null;
  seniority_level_name: string | null;
  published: boolean | number;
  location: string | null;
  referral_level: ReferralLevel;
  is_priority: boolean | number;
}

/** The facts the policy needs, from a row and the number of starred positions. */
export const positionFactsOf = (r: Pick<PositionRow, 'hiring_manager_id' | 'published' | 'is_open' | 'is_priority'>, prioritizedCount: number): PositionFacts => ({
  hiringManagerId: Number(r.hiring_manager_id),
  published: Boolean(r.published),
  isOpen: Boolean(r.is_open),
  isPriority: Boolean(r.is_priority),
  prioritizedCount,
});

/** The stored document (JSON text) as an object; an unreadable one shows as empty. */
function documentOf(text: string): RichTextNode {
  try {
    const doc = JSON.parse(text) as RichTextNode;
    return doc && typeof doc === 'object' ? doc : EMPTY_RICH_TEXT;
  } catch {
    return EMPTY_RICH_TEXT;
  }
}

const footerOf = (isOpen: boolean, validUntil: string | null) => (!isOpen ? 'closed' : validUntil ? 'open_until' : 'open');

/** A position with its footer and what the caller may do. */
export function presentPosition(r: PositionRow, caller: Actor, prioritizedCount: number): z.infer<typeof jobPosition> {
  const facts = positionFactsOf(r, prioritizedCount);
  return {
    id: Number(r.id),
    title: r.title,
    description: documentOf(r.description) as unknown as Record<string, unknown>,
    is_open: facts.isOpen,
    hiring_manager_id: facts.hiringManagerId,
    hiring_manager_name: [r.hm_name, r.hm_surname].filter(Boolean).join(' '),
    date_open: r.date_open,
    date_valid_until: r.date_valid_until ?? null,
    external_link: r.external_link ?? null,
    seniority_level_id: r.seniority_level_id === null ? null : Number(r.seniority_level_id),
    seniority_level_name: r.seniority_level_name ?? null,
    published: facts.published,
    location: r.location ?? null,
    referral_level: r.referral_level,
    is_priority: facts.isPriority,
    footer: footerOf(facts.isOpen, r.date_valid_until),
    can: positionAbilitiesOf(caller, facts),
  };
}

/** A hot job of the dashboard card. */
export const presentPrioritizedJob = (r: PositionRow): z.infer<typeof prioritizedJob> => ({
  id: Number(r.id),
  title: r.title,
  location: r.location ?? null,
  seniority_level_name: r.seniority_level_name ?? null,
  referral_level: r.referral_level,
  date_valid_until: r.date_valid_until ?? null,
});

/** An application row with the referrer's name and the CV's metadata. */
export interface ApplicationRow {
  id: number;
  job_position_id: number;
  name: string;
  surname: string;
  email: string;
  phone_number: string;
  motivation_description: string | null;
  applied_self: boolean | number;
  referred_by_user_id: number | null;
  ref_name: string | null;
  ref_surname: string | null;
  submission_date: Date | string;
  file_id: number | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
}

/** An instant as read from the driver (a Date, or SQLite's UTC `YYYY-MM-DD HH:mm:ss` text). */
const instantOf = (v: Date | string): Date => (v instanceof Date ? v : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}Z`));

/** An application as the applications list shows it. */
export function presentApplication(r: ApplicationRow, caller: Actor): z.infer<typeof jobApplication> {
  const self = Boolean(r.applied_self);
  return {
    id: Number(r.id),
    job_position_id: Number(r.job_position_id),
    name: r.name,
    surname: r.surname,
    email: r.email,
    phone_number: r.phone_number,
    motivation_description: r.motivation_description ?? null,
    applied_self: self,
    referred_by_user_id: r.referred_by_user_id === null ? null : Number(r.referred_by_user_id),
    referee_name: self ? null : [r.ref_name, r.ref_surname].filter(Boolean).join(' ') || null,
    submission_date: instantOf(r.submission_date).toISOString(),
    attachments: r.file_id === null ? [] : [{ id: Number(r.file_id), name: r.file_name ?? '', content_type: r.file_type ?? '', size: Number(r.file_size) }],
    can: { delete: canDeleteApplication(caller) },
  };
}
