/**
 * The calendar's side data (spec 2 §3 Filters, Viewers, Colours, Template; §7 Calendar): saved
 * filters per user (calendar_filters, JSON of the checked values), type colours, the new-event
 * template and the caller's calendar viewers (calendar_viewers, owner = caller).
 *
 * Filter defaults (nothing saved): every status and type checked, no user or group checked (= every
 * visible person), Lithuania checked among the holiday countries. The users list holds the people the
 * caller may see (everyone with all_events_read; else self, calendars shared with them and direct
 * subordinates).
 */
import { EntityManager, In, IsNull, Not } from 'typeorm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { CALENDAR_STATUSES, saveFiltersBody } from '../../contracts/calendar-v2';
import { DEFAULT_HOLIDAY_COUNTRY } from '../../contracts/holidays';
import { inTransaction } from '../../db/tx';
import type { Actor } from '../approvals';
import { CalendarFilter, CalendarGroup, CalendarViewer, EventCategory, EventType, EventTypeEditFields, PSEUDO_EVENT_TYPE_LIST } from '../calendar';
import { holidayCountries } from '../holidays/holidays.service';
import { User } from '../users/users.entities';
import { seesEveryone } from './calendar-v2.policy';
import { presentColour, presentFilterItem, presentPersonItem, presentTemplatePerson, presentTemplateType, presentViewer, presentViewersSaved } from './calendar-v2.presenters';
import { activeSubstitutionsOf } from './calendar-v2.substitutions';
import { fullName, subordinatesOf } from './people';

const GROUPS = ['statuses', 'types', 'users', 'groups', 'countries'] as const;
type Saved = Partial<Record<(typeof GROUPS)[number], string[]>>;

/** Default colours of the kinds without an event type (spec 2 §9: constants). */
export const DEFAULT_COLOURS = [
  { id: 'event', backgroundColor: '#0f6cbd', borderColor: '#0f548c', textColor: '#ffffff' },
  { id: 'holiday', backgroundColor: '#fde7e9', borderColor: '#d13438', textColor: '#751d1f' },
  { id: 'foreignHoliday', backgroundColor: '#f3f2f1', borderColor: '#8a8886', textColor: '#323130' },
  { id: 'conference', backgroundColor: '#e0d3f5', borderColor: '#8764b8', textColor: '#3b2c54' },
  // Conference colours (spec 2 §9): 'conference' is confirmed; not confirmed and waiting for approval (calendar item `confirmation`).
  { id: 'conferenceNotConfirmed', backgroundColor: '#f3f2f1', borderColor: '#8764b8', textColor: '#3b2c54' },
  { id: 'conferenceWaitingForApproval', backgroundColor: '#fff4ce', borderColor: '#8764b8', textColor: '#3d3100' },
  { id: -1, backgroundColor: '#fff4ce', borderColor: '#c19c00', textColor: '#3d3100' },
  { id: -2, backgroundColor: '#fed9cc', borderColor: '#ca5010', textColor: '#4f1f06' },
  { id: -3, backgroundColor: '#cdedf4', borderColor: '#038387', textColor: '#02393b' },
];

/** GET events/colors: every event type's colours (kind defaults where a type has none) and the kind defaults. */
export async function colours(em: EntityManager) {
  const types = await em.getRepository(EventType).find({ select: { id: true, background_color: true, border_color: true, text_color: true }, order: { id: 'ASC' } });
  const d = DEFAULT_COLOURS[0];
  return {
    data: [
      ...types.map((t) => presentColour(t.id, { backgroundColor: t.background_color ?? d.backgroundColor, borderColor: t.border_color ?? t.background_color ?? d.borderColor, textColor: t.text_color ?? d.textColor })),
      ...DEFAULT_COLOURS.map((c) => presentColour(c.id, c)),
    ],
  };
}

/** People the caller may see in the calendar, by surname (see module doc). */
export async function visiblePeople(em: EntityManager, actor: Actor): Promise<{ id: number; fullName: string }[]> {
  const qb = em.getRepository(User).createQueryBuilder('u').select(['u.id', 'u.name', 'u.surname']).where('u.deleted_at IS NULL').orderBy('u.surname', 'ASC').addOrderBy('u.name', 'ASC');
  if (!seesEveryone(actor)) {
    qb.andWhere('(u.id = :me OR u.id IN (SELECT cv.owner_id FROM calendar_viewers cv WHERE cv.viewer_id = :me) OR u.manager_id = :me)', { me: actor.id });
  }
  return (await qb.getMany()).map(presentPersonItem);
}

async function savedOf(em: EntityManager, userId: number): Promise<Saved | null> {
  const row = await em.getRepository(CalendarFilter).findOneBy({ user_id: userId });
  if (!row) return null;
  try {
    return JSON.parse(row.filters) as Saved;
  } catch {
    return null;
  }
}

/** GET filters: the five lists with `checked` from the saved selection (or the defaults). */
export async function filters(em: EntityManager, actor: Actor) {
  const saved = await savedOf(em, actor.id);
  const is = (g: (typeof GROUPS)[number], value: string | number, fallback: boolean) => (saved?.[g] ? saved[g].includes(String(value)) : fallback);
  const types = await em.getRepository(EventType).createQueryBuilder('t').innerJoin(EventCategory, 'c', 'c.id = t.event_category_id')
    .select(['t.id AS id', 't.name AS name', 'c.name AS category_name']).where('t.active = :on AND c.active = :on', { on: true })
    .orderBy('c.name', 'ASC').addOrderBy('t.name', 'ASC').getRawMany<{ id: number; name: string; category_name: string }>();
  const groups = await em.getRepository(CalendarGroup).find({ order: { name: 'ASC' } });
  return {
    statuses: CALENDAR_STATUSES.map((s) => presentFilterItem(s, s, is('statuses', s, true))),
    types: [
      ...types.map((t) => presentFilterItem(Number(t.id), t.name, is('types', Number(t.id), true), { categoryName: t.category_name })),
      ...PSEUDO_EVENT_TYPE_LIST.map((p) => presentFilterItem(p.id, p.name, is('types', p.id, true), { categoryName: null })),
    ],
    users: (await visiblePeople(em, actor)).map((p) => presentFilterItem(p.id, p.fullName, is('users', p.id, false))),
    groups: groups.map((g) => presentFilterItem(g.id, g.name, is('groups', g.id, false))),
    countries: holidayCountries().map((c) => presentFilterItem(c.code, c.name, is('countries', c.code, c.code === DEFAULT_HOLIDAY_COUNTRY), { flag: c.flag })),
  };
}

/** PUT filters: stores the checked values of each list given (others keep their saved state). */
export async function saveFilters(ctx: AppContext, actor: Actor, body: z.infer<typeof saveFiltersBody>) {
  await inTransaction(ctx.ds, async (em) => {
    const saved: Saved = (await savedOf(em, actor.id)) ?? {};
    for (const g of GROUPS) {
      const list = body[g];
      if (!list) continue;
      saved[g] = list.flatMap((x) => (typeof x === 'object' ? (x.checked ? [String(x.value)] : []) : [String(x)]));
    }
    await em.getRepository(CalendarFilter).save({ user_id: actor.id, filters: JSON.stringify(saved), updated_at: new Date() });
  });
  return filters(ctx.ds.manager, actor);
}

/**
 * GET events/template: categories with their active types, direct subordinates and possible
 * substitutes; the caller, each subordinate and each substitute carry `activeSubstitutions` (the
 * not-canceled, not-rejected, not-ended substitutions they do for others, one query for all).
 */
export async function template(em: EntityManager, actor: Actor) {
  const categories = await em.getRepository(EventCategory).find({ where: { active: true }, order: { name: 'ASC' } });
  const types = await em.getRepository(EventType).find({ where: { active: true, event_category_id: In(categories.map((c) => c.id).concat(-1)) }, order: { name: 'ASC' } });
  const edit = await em.getRepository(EventTypeEditFields).findBy({ event_type_id: In(types.map((t) => t.id).concat(-1)) });
  const canPast = new Map(edit.map((e) => [e.event_type_id, e.can_create_past_event]));
  const people = await em.getRepository(User).find({ select: { id: true, name: true, surname: true }, where: { deleted_at: IsNull(), disabled: false }, order: { surname: 'ASC', name: 'ASC' } });
  const subordinates = await subordinatesOf(em, actor.id);
  const subs = await activeSubstitutionsOf(em, [actor.id, ...subordinates.map((p) => p.id), ...people.map((u) => u.id)]);
  const activeSubstitutions = (id: number) => subs.get(id) ?? [];
  return {
    eventCategories: categories
      .map((c) => {
        const own = types.filter((t) => t.event_category_id === c.id);
        return {
          id: c.id, name: c.name, isForSubordinate: own.some((t) => t.can_manager_submit),
          eventTypes: own.map((t) => presentTemplateType(t, canPast.get(t.id) ?? false)),
        };
      })
      .filter((c) => c.eventTypes.length),
    subordinates: subordinates.map((p) => presentTemplatePerson(p, activeSubstitutions(p.id))),
    substitutes: people.map((u) => ({ ...presentTemplatePerson(presentPersonItem(u), activeSubstitutions(u.id)), isForMyself: u.id !== actor.id })),
    activeSubstitutions: activeSubstitutions(actor.id),
  };
}

/** GET viewers: every active colleague with whether they see the caller's calendar. */
export async function viewers(em: EntityManager, actor: Actor) {
  const people = await em.getRepository(User).find({ select: { id: true, name: true, surname: true }, where: { deleted_at: IsNull(), disabled: false, id: Not(actor.id) }, order: { surname: 'ASC', name: 'ASC' } });
  const current = new Set((await em.getRepository(CalendarViewer).findBy({ owner_id: actor.id })).map((v) => v.viewer_id));
  return { data: people.map((u) => presentViewer(u, fullName(u), current.has(u.id))) };
}

/** PUT viewers: the given users (active, not the caller) become the only viewers of the caller's calendar. */
export async function saveViewers(ctx: AppContext, actor: Actor, ids: number[]) {
  await inTransaction(ctx.ds, async (em) => {
    const wanted = [...new Set(ids)].filter((id) => id !== actor.id);
    const valid: number[] = [];
    for (let i = 0; i < wanted.length; i += 1000) {
      valid.push(...(await em.getRepository(User).find({ select: { id: true }, where: { id: In(wanted.slice(i, i + 1000)), deleted_at: IsNull() } })).map((u) => u.id));
    }
    await em.getRepository(CalendarViewer).delete({ owner_id: actor.id });
    for (let i = 0; i < valid.length; i += 500) await em.getRepository(CalendarViewer).insert(valid.slice(i, i + 500).map((viewer_id) => ({ owner_id: actor.id, viewer_id })));
  });
  return presentViewersSaved((await viewers(ctx.ds.manager, actor)).data);
}
