/**
 * Calendar group rules of the tab (spec 2 §3 Calendar group, §5 Groups: name required, ≤255, the
 * contract's `groupBody`) and how the filter panel's unsaved checkbox draft follows a refetch of the saved filters after a
 * group is created, renamed or deleted.
 */
import { groupBody } from '@contracts/calendar';
import { z } from 'zod';
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

/** The group form's values: the name as typed and the picked people's ids as the picker holds them (text). */
export interface GroupForm {
  name: string;
  assigned_users: string[];
}

/**
 * The group form's schema: the contract's name rule (trimmed: required, at most 255 characters; the
 * issue's code is `too_small` / `too_big`) and the picked ids sent as unique numbers.
 */
export const groupFormSchema = z.object({
  name: groupBody.shape.name,
  assigned_users: z.array(z.string()).transform((ids) => [...new Set(ids.map(Number))]),
});

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
