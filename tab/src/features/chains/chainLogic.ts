/**
 * Rules of the chain item form and table (spec 2 §4 Chain items, §5 Chain administration):
 * spectator-only forces can_view on, can_edit off and clears the notification message; leaving the
 * role assignee type clears the role; the first item cannot move up and the last cannot move down.
 * The form's checks are the contract's `chainItemBody` ({@link chainItemFormSchema}).
 */
import { chainItemBody, notificationBody, type AssigneeType, type FREQUENCY_TYPES } from '@contracts/chains';
import { z } from 'zod';

export interface ItemDraft {
  name: string;
  description: string;
  assignee_type: AssigneeType | '';
  role_id: number | null;
  /** 1-based place; -1 = last (only when adding). */
  order_number: number;
  can_edit: boolean;
  only_spectator: boolean;
  can_view: boolean;
  notification_message: string;
  skip_if_assigned_owner: boolean;
}

export const emptyItem = (): ItemDraft => ({
  name: '', description: '', assignee_type: '', role_id: null, order_number: -1,
  can_edit: false, only_spectator: false, can_view: true, notification_message: '', skip_if_assigned_owner: false,
});

/** Applies one field change with the spectator and assignee-type rules. */
export function updateItem<K extends keyof ItemDraft>(d: ItemDraft, key: K, value: ItemDraft[K]): ItemDraft {
  const next = { ...d, [key]: value };
  if (key === 'only_spectator' && value === true) {
    next.can_view = true;
    next.can_edit = false;
    next.notification_message = '';
  }
  if (key === 'assignee_type' && value !== 'role') next.role_id = null;
  return next;
}

/** The message key (under `chains:validation.`) of a contract issue on `field` of the item form. */
function itemIssueKey(field: string, code: string): string {
  if (field === 'assignee_type' || field === 'role_id') return 'required';
  return code === 'too_big' ? 'tooLong' : 'required';
}

/**
 * The item form's schema: the draft made into the POST / PUT body ({@link itemBody}) and checked by
 * the contract's `chainItemBody` (name required ≤255, description and message ≤255, a person
 * responsible, a role for the role type); each issue lands on its field with the message key as
 * its message. Output: the contract's normalised body.
 */
export function chainItemFormSchema(chainId: number, editing: boolean) {
  return z.custom<ItemDraft>().transform((d, ctx) => {
    const r = chainItemBody.safeParse(itemBody(d, chainId, editing));
    if (r.success) return r.data;
    for (const issue of r.error.issues) {
      const field = String(issue.path[0] ?? '');
      ctx.addIssue({ code: 'custom', path: [field], message: itemIssueKey(field, issue.code) });
    }
    return z.NEVER;
  });
}

/** Field errors (translation keys) of an item draft by the contract; empty when it can be saved. */
export function itemErrors(d: ItemDraft): Partial<Record<keyof ItemDraft, string>> {
  const e: Partial<Record<keyof ItemDraft, string>> = {};
  for (const issue of chainItemFormSchema(1, false).safeParse(d).error?.issues ?? []) e[issue.path[0] as keyof ItemDraft] ??= issue.message;
  return e;
}

/** Body of POST / PUT chains/{id}/items. */
export function itemBody(d: ItemDraft, chainId: number, editing: boolean) {
  return {
    name: d.name.trim(),
    description: d.description.trim() || null,
    assignee_type: d.assignee_type,
    role_id: d.assignee_type === 'role' ? d.role_id : null,
    chain_id: chainId,
    ...(editing ? {} : { order_number: d.order_number }),
    can_edit: d.only_spectator ? false : d.can_edit,
    only_spectator: d.only_spectator,
    can_view: d.only_spectator ? true : d.can_view,
    notification_message: d.only_spectator ? null : d.notification_message.trim() || null,
    skip_if_assigned_owner: d.skip_if_assigned_owner,
  };
}

/** The notification form's values: the frequency type ('' until chosen), its value as typed, the time HH:mm (UTC). */
export interface NotificationDraft {
  frequency_type: (typeof FREQUENCY_TYPES)[number] | '';
  frequency_value: string;
  notification_time: string;
}

/**
 * The notification form's schema: the draft as the contract's `notificationBody` of item `itemId`
 * (week_day 1–7, month_day 1–31, daily no value; time HH:mm), each issue on its field with the message
 * key (`required`, `range`) as its message. Output: the contract's normalised body.
 */
export function notificationFormSchema(itemId: number) {
  return z.custom<NotificationDraft>().transform((d, ctx) => {
    const time = /^([01]\d|2[0-3]):[0-5]\d$/.test(d.notification_time) ? d.notification_time : '';
    const value = d.frequency_type === 'daily' || d.frequency_value.trim() === '' ? null : Number(d.frequency_value);
    const body = { frequency_type: d.frequency_type, frequency_value: value, notification_time: time, chain_item_id: itemId };
    const r = notificationBody.safeParse(body);
    if (r.success) return r.data;
    // a bad time stops the contract before its value check: check the rest again with a valid time
    const rest = time ? [] : (notificationBody.safeParse({ ...body, notification_time: '00:00' }).error?.issues ?? []);
    const fields = new Set([...r.error.issues, ...rest].map((issue) => String(issue.path[0] ?? '')));
    for (const field of fields) {
      const key = field === 'frequency_value' && d.frequency_value.trim() !== '' ? 'range' : 'required';
      ctx.addIssue({ code: 'custom', path: [field], message: key });
    }
    return z.NEVER;
  });
}

/** Whether the item at `index` of `count` items can move in the direction. */
export const canMove = (index: number, count: number, dir: 'up' | 'down') => (dir === 'up' ? index > 0 : index < count - 1);

/** Notification time shown as HH:mm UTC from "HH:mm", "HH:mm:ss" or an ISO instant. */
export function timeHHmm(v: string | null | undefined): string {
  if (!v) return '';
  const m = /^(\d{2}):(\d{2})/.exec(v);
  if (m) return `${m[1]}:${m[2]}`;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toISOString().slice(11, 16);
}
