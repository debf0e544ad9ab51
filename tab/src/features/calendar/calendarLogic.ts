/**
 * Calendar view rules (spec 2 §2 Calendar, §3 Event, §4 Event status): request statuses shown as
 * event statuses, colours per type, canceled events struck through and translucent, own events
 * first, public holidays as all-day background items, flag emoji of holiday countries, and the
 * filter panel's "changed" detection.
 */

export type EventStatus = 'accepted' | 'waiting_for_approval' | 'canceled';

/** Calendar mapping of a request status (spec 2 §4). */
export function eventStatusOf(status: string | null | undefined): EventStatus {
  switch (status) {
    case 'approved':
    case 'accepted':
    case 'completed':
      return 'accepted';
    case 'canceled':
    case 'rejected':
      return 'canceled';
    default:
      return 'waiting_for_approval';
  }
}

/** The flag emoji of a two-letter country code ("LT" → 🇱🇹). */
export const flagEmoji = (code: string) =>
  code.length === 2 ? String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : '';

export interface FilterItem {
  value: string | number;
  name: string;
  checked: boolean;
  categoryName?: string | null;
  flag?: string;
}

export interface CalendarFilters {
  statuses: FilterItem[];
  types: FilterItem[];
  users: FilterItem[];
  groups: FilterItem[];
  countries: FilterItem[];
}
export const FILTER_GROUPS = ['statuses', 'types', 'users', 'groups', 'countries'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

const checkedSet = (items: FilterItem[] = []) => new Set(items.filter((i) => i.checked).map((i) => String(i.value)));

/** True when any checkbox differs from the saved filters (the Filter button enables). */
export function filtersChanged(saved: CalendarFilters | undefined, current: CalendarFilters | undefined): boolean {
  if (!saved || !current) return false;
  return FILTER_GROUPS.some((g) => {
    const a = checkedSet(saved[g]);
    const b = checkedSet(current[g]);
    return a.size !== b.size || [...a].some((v) => !b.has(v));
  });
}

/** Group checkbox state: all, none or mixed. */
export function groupState(items: FilterItem[]): boolean | 'mixed' {
  const n = items.filter((i) => i.checked).length;
  return n === 0 ? false : n === items.length ? true : 'mixed';
}

/** Sets every item of a group (group checkbox) or one item. */
export function setChecked(f: CalendarFilters, group: FilterGroup, checked: boolean, value?: string | number): CalendarFilters {
  return { ...f, [group]: f[group].map((i) => (value === undefined || String(i.value) === String(value) ? { ...i, checked } : i)) };
}

/** Types grouped by category name, pseudo types (negative ids, no category) last under `otherLabel`. */
export function typesByCategory(types: FilterItem[], otherLabel: string): [string, FilterItem[]][] {
  const m = new Map<string, FilterItem[]>();
  for (const t of types) {
    const k = t.categoryName || otherLabel;
    m.set(k, [...(m.get(k) ?? []), t]);
  }
  return [...m.entries()].sort(([a], [b]) => (a === otherLabel ? 1 : b === otherLabel ? -1 : a.localeCompare(b)));
}

/** The query of GET /api/v2/calendar/events: checked values of each group, comma-joined. */
export function eventsQuery(f: CalendarFilters | undefined, year: number, month: number) {
  const pick = (g: FilterGroup) => (f ? f[g].filter((i) => i.checked).map((i) => i.value) : undefined);
  return { year, month, statuses: pick('statuses'), types: pick('types'), users: pick('users'), groups: pick('groups'), countries: pick('countries') };
}

export interface TypeColour {
  id: number | string;
  backgroundColor?: string | null;
  borderColor?: string | null;
  textColor?: string | null;
}

/** Colour of an item: its event type's, else the colours list entry of its kind, else the fallback. */
export interface Colour {
  backgroundColor: string;
  borderColor: string;
  textColor: string;
}

export function colourOf(colours: TypeColour[], keys: (number | string | null | undefined)[], fallback: Colour): Colour {
  for (const k of keys) {
    if (k === null || k === undefined) continue;
    const c = colours.find((x) => String(x.id) === String(k));
    if (c?.backgroundColor) return { backgroundColor: c.backgroundColor, borderColor: c.borderColor || c.backgroundColor, textColor: c.textColor || fallback.textColor };
  }
  return fallback;
}

/**
 * The colours key of a conference item by its participation (spec 2 §3 isConfirmed, §9 colours):
 * `conference` when confirmed, `conferenceWaitingForApproval` while in its chain, `conferenceNotConfirmed`
 * when not submitted or sent back.
 */
export const conferenceKey = (i: { confirmation?: string | null }): string =>
  i.confirmation === 'waiting_for_approval' ? 'conferenceWaitingForApproval' : i.confirmation === 'not_confirmed' ? 'conferenceNotConfirmed' : 'conference';

/** Order key: own events first (0), then others (1), then by start. */
export const ownRank = (ownerId: number | null | undefined, me: number) => (ownerId === me ? 0 : 1);
