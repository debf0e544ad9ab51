/**
 * The new/edit position form and the apply/refer form (spec 3 §3 Job position, Job application; §5 Job positions
 * and applications). The fields keep the contract's names; the pickers' string values become the contract's
 * numbers and nulls before the contract (`jobPositionBody`, `jobApplicationBody`: the limits written once) checks
 * them, so the form's messages sit on the fields the server would name.
 */
import { jobApplicationBody, jobPositionBody, type JobApplicationBody, type JobPosition, type JobPositionBody } from '@contracts/job-positions';
import { z } from 'zod';

export interface PositionFormValues {
  title: string;
  /** The editor's document as a JSON string ('' when empty). */
  description: string;
  /** String(user id) or ''. */
  hiring_manager_id: string;
  /** String(level id) or ''. */
  seniority_level_id: string;
  location: string;
  /** silver | gold | platinum, or '' before a choice. */
  referral_level: string;
  date_open: string;
  date_valid_until: string;
  external_link: string;
  is_open: boolean;
  /** Only on create: publish at once. */
  published: boolean;
}

const positionFields = z.object({
  title: z.string(), description: z.string(), hiring_manager_id: z.string(), seniority_level_id: z.string(), location: z.string(),
  referral_level: z.string(), date_open: z.string().min(1), date_valid_until: z.string(), external_link: z.string(), is_open: z.boolean(), published: z.boolean(),
});

/** Form values → the contract's body (before its checks). */
export const positionBodyOf = (v: z.output<typeof positionFields>) => ({
  title: v.title,
  description: v.description || null,
  hiring_manager_id: v.hiring_manager_id ? Number(v.hiring_manager_id) : undefined,
  seniority_level_id: v.seniority_level_id ? Number(v.seniority_level_id) : null,
  location: v.location,
  referral_level: v.referral_level || undefined,
  date_open: v.date_open,
  date_valid_until: v.date_valid_until || null,
  external_link: v.external_link,
  is_open: v.is_open,
  published: v.published,
});
// The contract reads the transformed values (its input type is wider than the form's output): typed for the pipe.
const positionContract = jobPositionBody as unknown as z.ZodType<JobPositionBody, ReturnType<typeof positionBodyOf>>;
export const positionFormSchema = positionFields.transform(positionBodyOf).pipe(positionContract);

/** Today in the viewer's calendar, `YYYY-MM-DD`. */
const todayIso = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The form of a position (or an empty one opening today). */
export const positionFormFrom = (p?: JobPosition, now = new Date()): PositionFormValues => ({
  title: p?.title ?? '',
  description: p ? JSON.stringify(p.description) : '',
  hiring_manager_id: p ? String(p.hiring_manager_id) : '',
  seniority_level_id: p?.seniority_level_id ? String(p.seniority_level_id) : '',
  location: p?.location ?? '',
  referral_level: p?.referral_level ?? '',
  date_open: p?.date_open ?? todayIso(now),
  date_valid_until: p?.date_valid_until ?? '',
  external_link: p?.external_link ?? '',
  is_open: p?.is_open ?? true,
  published: false,
});

/**
 * Spec 3 §5: moving the open date past valid-until resets valid-until to it. Returns the new valid-until, or
 * null when it stays.
 */
export const validUntilAfterOpenMove = (open: string, validUntil: string): string | null => (open && validUntil && validUntil < open ? open : null);

export interface ApplicationFormValues {
  name: string;
  surname: string;
  email: string;
  phone_number: string;
  motivation_description: string;
  information_presented: boolean;
}

/** The apply/refer form's schema for `applied_self` (files are added on submit). */
export const applicationFormSchema = (appliedSelf: boolean) => {
  const toBody = (v: ApplicationFormValues) => ({
    ...v, applied_self: appliedSelf, information_presented: appliedSelf ? undefined : v.information_presented, attachments: [] as { name: string; data: string }[],
  });
  return z
    .object({ name: z.string(), surname: z.string(), email: z.string(), phone_number: z.string(), motivation_description: z.string(), information_presented: z.boolean() })
    .transform(toBody)
    .pipe(jobApplicationBody as unknown as z.ZodType<JobApplicationBody, ReturnType<typeof toBody>>);
};

/** A self-application starts from the caller's profile (spec 3 §5); a referral starts empty. */
export const applicationFormFrom = (me: { name?: string | null; surname?: string | null; email?: string | null; phone_number?: string | null } | undefined, appliedSelf: boolean): ApplicationFormValues => ({
  name: appliedSelf ? (me?.name ?? '') : '',
  surname: appliedSelf ? (me?.surname ?? '') : '',
  email: appliedSelf ? (me?.email ?? '') : '',
  phone_number: appliedSelf ? (me?.phone_number ?? '') : '',
  motivation_description: '',
  information_presented: false,
});

/** CV kinds the picker offers (the server decides by content). */
export const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** A picked file the server may take: a pdf/doc/docx name or type, under 10,000,000 bytes. */
export const isAcceptedCv = (f: { name: string; type: string; size: number }, maxBytes: number) =>
  f.size > 0 && f.size < maxBytes && (/\.(pdf|docx?)$/i.test(f.name) || /^application\/(pdf|msword|vnd\.openxmlformats-officedocument\.wordprocessingml\.document)$/.test(f.type));
