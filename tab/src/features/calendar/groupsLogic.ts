/**
 * Calendar group rules of the tab (spec 2 §3 Calendar group, §5 Groups: name required, ≤255) and
 * how the filter panel's unsaved checkbox draft follows a refetch of the saved filters after a
 * group is created, renamed or deleted.
 */
import { ApiError } from '../../lib/api';
import type { CalendarFilters, FilterItem } from './calendarLogic';
import { FILTER_GROUPS } from './calendarLogic';
import { EVENT_LIMITS } from './limits';

export const GROUP_NAME_MAX = EVENT_LIMITS.groupName;

/** GET /api/v1/calendar-groups/{id} (contract `group`). */
export interface CalendarGroup {
  id: number;
  name: string;
  assigned_users: number[];
  users: { id: number; name: string; surname: string }[];
}

/** POST / PUT body (contract `groupBody`). */
export interface GroupBody {
  name: string;
  assigned_users: number[];
}

/** The rule a group name breaks (trimmed: required, at most 255 characters), or null. */
export function groupNameError(name: string): 'required' | 'tooLong' | null {
  const v = name.trim();
  if (!v) return 'required';
  if (v.length > GROUP_NAME_MAX) return 'tooLong';
  return null;
}

/** The body to send: the trimmed name and the unique user ids. */
export const groupBody = (name: string, users: number[]): GroupBody => ({ name: name.trim(), assigned_users: [...new Set(users)] });

/**
 * The server's message for a field of a 400 provided_invalid_data (`fields: [{ path, message }]`),
 * matching the path or a sub-path (`assigned_users` matches `assigned_users.2`); undefined otherwise.
 */
export function serverFieldMessage(err: unknown, field: string): string | undefined {
  if (!(err instanceof ApiError) || err.code !== 'provided_invalid_data' || !Array.isArray(err.body.fields)) return undefined;
  const hits = (err.body.fields as { path?: unknown; message?: unknown }[])
    .filter((f) => typeof f.path === 'string' && (f.path === field || f.path.startsWith(`${field}.`)))
    .map((f) => String(f.message ?? ''));
  return hits.length ? hits.join('; ') : undefined;
}

const checkedOf = (items: FilterItem[] | undefined) => new Map((items ?? []).map((i) => [String(i.value), i.checked]));

/**
 * The draft after the saved filters were re-read (`next`): items follow `next` (new ones appear as
 * the server lists them — a new group unchecked — and removed ones disappear), except that a
 * checkbox the user changed without applying (draft differs from `prev`) keeps the user's choice.
 */
export function mergeDraft(prev: CalendarFilters | undefined, draft: CalendarFilters | undefined, next: CalendarFilters | undefined): CalendarFilters | undefined {
  if (!next || !draft || !prev) return next;
  const out = { ...next };
  for (const g of FILTER_GROUPS) {
    const was = checkedOf(prev[g]);
    const mine = checkedOf(draft[g]);
    out[g] = (next[g] ?? []).map((i) => {
      const k = String(i.value);
      const d = mine.get(k);
      return d !== undefined && was.has(k) && d !== was.get(k) ? { ...i, checked: d } : i;
    });
  }
  return out;
}
