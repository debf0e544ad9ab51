/**
 * Pure rules of the requests page (spec 2 §4, §9): status colours, the row actions offered by a
 * row's flags and their split into at most two visible buttons plus an overflow menu, the sort
 * options, date formatting and the inspect / edit navigation targets.
 */
import { formatInstant } from '../../lib/dates';
import type { RequestOrder, RequestRow, RequestStatus } from '@contracts/approvals';

export type BadgeColor = 'danger' | 'success' | 'brand' | 'informative' | 'warning';

/** Request status colours: rejected and canceled red, approved and completed green, in progress blue, not initialized grey. */
export const STATUS_COLOR: Record<RequestStatus, BadgeColor> = {
  not_initialized: 'informative',
  in_progress: 'brand',
  approved: 'success',
  completed: 'success',
  rejected: 'danger',
  canceled: 'danger',
};

/** Colours of the chain timeline step statuses. */
export const STEP_COLOR: Record<string, BadgeColor> = {
  not_initialized: 'informative',
  in_progress: 'brand',
  approve: 'success',
  notification_sent: 'success',
  reject: 'danger',
  canceled: 'danger',
  send_back_request: 'warning',
  send_back_request_to_owner: 'warning',
  skipped: 'informative',
};

export const statusColor = (s: string): BadgeColor => STATUS_COLOR[s as RequestStatus] ?? 'informative';

/**
 * An instant as DD/MM/YYYY HH:mm on the company's clock `zone` (spec 1 §9 date format; the same wall
 * time for every reader, whatever the browser's zone); empty values as an empty string.
 */
export function formatDateTime(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  if (Number.isNaN(new Date(iso).getTime())) return iso;
  return formatInstant(iso, { zone, viewer: zone });
}

export type RequestAction = 'approve' | 'reject' | 'return' | 'returnToOwner' | 'submit' | 'edit' | 'inspect' | 'cancel' | 'delete' | 'chainInfo';
/** Row actions plus opening the request details from the type link. */
export type RowOpen = RequestAction | 'details';

/**
 * The actions a row offers, most important first; chain information is always offered. Whoever may
 * act on the current step may also return it to the previous approver or to the owner.
 */
export function rowActions(row: Pick<RequestRow, 'canSubmit' | 'canInspect' | 'canEdit' | 'canCancel' | 'canDelete' | 'canApprove'>): RequestAction[] {
  const out: RequestAction[] = [];
  if (row.canApprove) out.push('approve', 'reject', 'return', 'returnToOwner');
  if (row.canSubmit) out.push('submit');
  if (row.canEdit) out.push('edit');
  if (row.canInspect) out.push('inspect');
  if (row.canCancel) out.push('cancel');
  if (row.canDelete) out.push('delete');
  out.push('chainInfo');
  return out;
}

/** At most two visible actions; the rest go to the overflow menu (spec 2 §2). */
export function splitActions<T>(actions: readonly T[], visibleCount = 2): { visible: T[]; overflow: T[] } {
  if (actions.length <= visibleCount) return { visible: [...actions], overflow: [] };
  return { visible: actions.slice(0, visibleCount), overflow: actions.slice(visibleCount) };
}

export type RequestTableKind = 'my' | 'participated' | 'unapproved';

/** Sort fields offered by a table: owner only where rows belong to other people. */
export function sortFields(kind: RequestTableKind): string[] {
  const base = ['requestDate', 'lastAction', 'requestType', 'status'];
  return kind === 'my' ? base : [...base, 'owner'];
}

export const DEFAULT_ORDER: RequestOrder = 'requestDate_desc';

/** The list URL of each table. */
export const LIST_PATH: Record<RequestTableKind, string> = {
  my: '/api/v2/requests',
  participated: '/api/v2/requests/participated',
  unapproved: '/api/v2/requests/unapproved',
};

/** Where inspecting or editing a request goes (spec 2 §2); null when a modal is used instead. */
export function requestRoute(
  mode: 'inspect' | 'edit',
  r: { id: number; requestType: string; requestId: number | null; status: string },
): { to: string; state: Record<string, unknown> } | null {
  const readOnly = mode === 'inspect';
  // Trips: inspect → /trip/{tripId} read-only; edit → /trip with the trip id in `request_id` (the spec's name), the chain id and the edit-after-completion flag.
  if (r.requestType === 'business_trip' && r.requestId != null) {
    const editAfterCompletion = !readOnly && (r.status === 'approved' || r.status === 'completed');
    if (readOnly) return { to: `/trip/${r.requestId}`, state: { readOnly: true, request_id: r.requestId, chain_id: r.id, status: r.status } };
    return { to: '/trip', state: { readOnly, request_id: r.requestId, chain_id: r.id, editAfterCompletion, status: r.status, editor: 'user' } };
  }
  if (r.requestType === 'expense_claim' && r.requestId != null) {
    return { to: `/expense-claim/${r.requestId}`, state: { readOnly, chainID: r.id, requestId: r.requestId } };
  }
  return null;
}

/** The choices of the new-request chooser and where each goes (spec 2 §2). */
export const NEW_REQUEST_TARGETS: { key: string; to: string; state?: Record<string, unknown> }[] = [
  { key: 'expense_claim', to: '/expenses' },
  { key: 'business_trip', to: '/trip', state: { editor: 'user' } },
  { key: 'book_request', to: '/library', state: { openRequestBookForm: true } },
  { key: 'certificate', to: '/profile', state: { openCertificates: true, requestCertificate: true } },
  { key: 'event', to: '/agenda', state: { openEventForm: true } },
  { key: 'conference_participation', to: '/conferences' },
  { key: 'user_info_change', to: '/profile', state: { openPersonalInfoChangeForm: true } },
];

/**
 * A request's stored description — the summary lines the server joins with English labels ("Type: Travel;
 * Lines: 2", api engine.ts refreshSummary) — with each label `label(l)` knows in the reader's language.
 * Values and unknown labels stay as they are.
 */
export function localizeDescription(text: string, label: (english: string) => string | undefined): string {
  return text.replace(/(^|; )([^:;]{1,40}): /g, (whole, sep: string, english: string) => {
    const translated = label(english);
    return translated ? `${sep}${translated}: ` : whole;
  });
}

type Translate = (key: string, options: { defaultValue: string }) => string;

/** The reader's text of a summary label the server writes in English (requests namespace `summaryLabels`), or undefined. */
export const summaryLabel = (t: Translate, english: string): string | undefined => t(`summaryLabels.${english}`, { defaultValue: '' }) || undefined;

/** A request's stored description (or null) with every known label in the reader's language (`t` of the requests namespace). */
export const describeRequest = (t: Translate, description: string | null): string | null =>
  description ? localizeDescription(description, (l) => summaryLabel(t, l)) : null;

/**
 * A list row's title (eventName) and description in the reader's language (`lang`, i18n.language): the
 * Lithuanian ones the server stored (eventNameLt, descriptionLt), or, on rows saved before those were
 * kept, the English ones with every known label translated.
 */
export function rowTexts(
  t: Translate,
  row: Pick<RequestRow, 'eventName' | 'description' | 'eventNameLt' | 'descriptionLt'>,
  lang: string,
): { title: string | null; description: string | null } {
  if (lang === 'lt' && (row.eventNameLt != null || row.descriptionLt != null)) return { title: row.eventNameLt ?? null, description: row.descriptionLt ?? null };
  return { title: row.eventName, description: describeRequest(t, row.description) };
}

/** A request summary's title and lines in the reader's language (`lang`, i18n.language); labels of the English lines translated when known. */
export function summaryTexts(
  t: Translate,
  s: { title: string; lines: { label: string; value: string }[]; lt?: { title: string; lines: { label: string; value: string }[] } },
  lang: string,
): { title: string; lines: [string, string][] } {
  if (lang === 'lt' && s.lt) return { title: s.lt.title, lines: s.lt.lines.map((l) => [l.label, l.value]) };
  return { title: s.title, lines: s.lines.map((l) => [summaryLabel(t, l.label) ?? l.label, l.value]) };
}
