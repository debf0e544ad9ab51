/**
 * Readable texts of audit entries (issue 18 item 4): an action's label is `audit:actions.<subject>.<verb>`
 * (the action's own dots nest the keys), a transition's `audit:transitions.<name>`, a client's
 * `audit:clients.<client>`. A short summary line of the details names fields and permissions, never values.
 */
import type { TFunction } from 'i18next';
import type { AuditEntry } from '@contracts/audit';

/** The label of an action, e.g. "Signed in". */
export const actionLabel = (t: TFunction, action: string): string => t(`audit:actions.${action}`, { defaultValue: action });

const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** A one-line reading of the entry's details (target and what changed). */
export function detailsLine(t: TFunction, e: Pick<AuditEntry, 'action' | 'details' | 'target_type' | 'target_id' | 'target_name' | 'actor_id'>): string {
  const d = e.details ?? {};
  const parts: string[] = [];
  // the person acted on, unless it is the actor (signing in, one's own settings): the "who" column names them
  if (e.target_type === 'user' && e.target_id && e.target_id !== String(e.actor_id)) {
    parts.push(e.target_name ? t('audit:details.userNamed', { name: e.target_name }) : t('audit:details.user', { id: e.target_id }));
  }
  if (e.target_type === 'role' && e.target_name && typeof d.name !== 'string') parts.push(e.target_name);
  if (typeof d.transition === 'string') parts.push(t(`audit:transitions.${d.transition}`, { defaultValue: d.transition }));
  if (e.target_type === 'request' && e.target_id) parts.push(t('audit:details.request', { id: e.target_id }));
  if (typeof d.what === 'string') parts.push(t(`audit:exports.${d.what}`, { defaultValue: d.what }));
  if (typeof d.name === 'string') parts.push(d.name);
  const fields = list(d.fields);
  if (fields.length) parts.push(t('audit:details.fields', { fields: fields.join(', ') }));
  const added = list(d.permissions_added);
  if (added.length) parts.push(t('audit:details.added', { list: added.join(', ') }));
  const removed = list(d.permissions_removed);
  if (removed.length) parts.push(t('audit:details.removed', { list: removed.join(', ') }));
  if (typeof d.reason === 'string') parts.push(t(`audit:reasons.${d.reason}`, { defaultValue: d.reason }));
  if (typeof d.rows === 'number') parts.push(t('audit:details.rows', { count: d.rows }));
  return parts.join(' · ');
}
