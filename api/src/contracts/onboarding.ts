/**
 * Onboarding and offboarding contracts (spec 3 §3 Onboarding category, Offboarding category; §5 Onboarding and
 * offboarding; §7; §9 "1 day = 86400 seconds"). One set of shapes serves both checklists: the path decides the
 * `kind` (`/onboarding/...` or `/offboarding/...`), offboarding tasks also carry `is_assigned_to_offboarder`.
 * Durations are seconds (the tab edits whole days × {@link SECONDS_PER_DAY}); dates are `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { pagedSchema, pagingQuery } from '../http/paging';
import { LIMITS } from './common';

/** The two checklists. */
export const CHECKLIST_KINDS = ['onboarding', 'offboarding'] as const;
export type ChecklistKind = (typeof CHECKLIST_KINDS)[number];

/** 1 day = 86400 seconds (spec 3 §9). */
export const SECONDS_PER_DAY = 86400;

export const CHECKLIST_LIMITS = { name: LIMITS.short } as const;

const name = z.string().trim().min(1, 'required').max(CHECKLIST_LIMITS.name);
/** Signed whole seconds (negative: before the start / contract end date). Kept within ±100 years. */
const seconds = z.number().int().min(-3_153_600_000).max(3_153_600_000);

/** POST {kind}/categories: name, seconds_to_complete (negative before the reference date, 0 on it, positive after). */
export const categoryBody = z.object({ name, seconds_to_complete: seconds });
/** PUT {kind}/categories/{id}: as create; `id` (spec: "update adds id") must match the path when given. */
export const categoryUpdateBody = categoryBody.extend({ id: z.number().int().positive().optional() });
export type CategoryBody = z.infer<typeof categoryBody>;

/** A category row (categories table: name, deadline in seconds, how many tasks it holds). */
export const category = z.object({ id: z.number().int(), name: z.string(), seconds_to_complete: z.number().int(), tasks_count: z.number().int() });
export type ChecklistCategory = z.infer<typeof category>;

/** POST {kind}/categories/{id}/tasks. role_id null: the direct manager is responsible. add_to_ongoing adds the task to people already on the checklist. */
export const taskBody = z.object({
  name,
  category_id: z.number().int().positive().optional(),
  role_id: z.number().int().positive().nullable().default(null),
  add_to_ongoing: z.boolean().default(false),
  /** Offboarding only: the leaving person is responsible (ignored for onboarding). */
  is_assigned_to_offboarder: z.boolean().default(false),
});
/** PUT {kind}/categories/{id}/tasks/{taskId}: name, role_id, is_assigned_to_offboarder (add_to_ongoing only counts on create). */
export const taskUpdateBody = taskBody.extend({ id: z.number().int().positive().optional() });
export type TaskBody = z.infer<typeof taskBody>;

export const task = z.object({
  id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
  role_id: z.number().int().nullable(),
  role_name: z.string().nullable(),
  is_assigned_to_offboarder: z.boolean(),
  /** True when the task was added to people already on the checklist. */
  add_to_ongoing: z.boolean(),
  notifications_count: z.number().int(),
});
export type ChecklistTask = z.infer<typeof task>;

/** GET {kind}/categories/{id}/tasks: the category (for the heading) and its tasks. */
export const categoryTasks = z.object({ category, tasks: z.array(task) });

/** POST/PUT {kind}/tasks/{id}/notifications: seconds before the task's deadline (entered in days), daily until done. */
export const notificationBody = z.object({
  task_id: z.number().int().positive().optional(),
  seconds_prior_to_completion: seconds,
  daily: z.boolean().default(false),
});
export const notificationUpdateBody = notificationBody.extend({ id: z.number().int().positive().optional() });
export const notification = z.object({ id: z.number().int(), task_id: z.number().int(), seconds_prior_to_completion: z.number().int(), daily: z.boolean() });
export type ChecklistNotification = z.infer<typeof notification>;

/** GET {kind}/subordinates?show_ended=true: ended ones (probation over / contract ended) only when asked. */
export const subordinatesQuery = z.object({
  show_ended: z.enum(['true', 'false']).default('false').transform((s) => s === 'true'),
});

/** A subordinate row (spec 3 §3 Subordinate) with the checklist's totals. */
export const subordinate = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  start_work_date: z.string().nullable(),
  /** Onboarding: start date + the probation period (3 months by default). */
  probation_end_date: z.string().nullable(),
  contract_end_date: z.string().nullable(),
  completed: z.number().int(),
  total: z.number().int(),
  /** The reference date is past its window (probation over / contract ended). */
  ended: z.boolean(),
});
export type Subordinate = z.infer<typeof subordinate>;

/** Who is responsible for a task of one person. */
export const RESPONSIBLE = ['manager', 'role', 'offboarder'] as const;

/** One task of a person's checklist. */
export const progressTask = z.object({
  task_id: z.number().int(),
  task_name: z.string(),
  completed: z.boolean(),
  /** Company day of the deadline (reference date + the category's seconds). */
  deadline: z.string(),
  overdue: z.boolean(),
  responsible: z.enum(RESPONSIBLE),
  role_name: z.string().nullable(),
  /** The caller may tick it (responsible role holder, the direct manager, the leaving person for their own task, or *_tasks_write). */
  can_toggle: z.boolean(),
});

/** GET {kind}/progress/{id}: one person's categories sorted by seconds_to_complete (spec 3 §3 Per-person progress). */
export const progressCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  seconds_to_complete: z.number().int(),
  completed: z.number().int(),
  total: z.number().int(),
  tasks_in_category: z.array(progressTask),
});
export const personProgress = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), surname: z.string(), email: z.string() }),
  reference_date: z.string(),
  categories: z.array(progressCategory),
});
export type PersonProgress = z.infer<typeof personProgress>;

/** PUT {kind}/progress/toggle. */
export const toggleBody = z.object({ user_id: z.number().int().positive(), task_id: z.number().int().positive() });
export const toggleReply = z.object({ message: z.string(), completed: z.boolean(), progress: personProgress });

/** GET {kind}/progress/all (HR): everyone whose checklist is running, paged, with completed/total per person. */
export const progressAllQuery = pagingQuery.extend(subordinatesQuery.shape);
export const progressAllRow = subordinate.extend({ manager_name: z.string().nullable() });
export const progressAll = pagedSchema(progressAllRow);
