/**
 * Event categories and event types (spec 2 §3 Event type, Event category; §4 Event types and
 * categories; §5 Event type, Event category).
 *
 * - A type's chain is required when it needs approval and stored null otherwise (contract); the
 *   chain must exist (404 chain_not_found) and the category too (404 event_category_not_found).
 * - Every type has one edit-fields row (created with defaults, PUT /event-types/:id/edit-fields).
 * - Active events of a type: its events that are not canceled. A type is deleted only without
 *   active events (409 event_type_has_active_events); its canceled events go with it. A category is
 *   deleted only without types (409 event_category_has_event_types).
 * - A chain used by a type cannot be deleted (chains' registerChainUsage, `used_by: event_types`).
 */
import { EntityManager, In, Not } from 'typeorm';
import type { AppContext } from '../../context';
import { EditFieldsInput, EventTypeInput, KNOWN_UNATTENDANCE_CODES } from '../../contracts/event-types';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { Chain } from '../chains/chains.entities';
import { registerChainUsage } from '../approvals';
import { CalendarEvent, EventCategory, EventType, EventTypeEditFields } from './calendar.entities';
import { presentCategory, presentEventType } from './calendar.presenters';

/** Loads a category. @throws 404 event_category_not_found */
export async function requireCategory(em: EntityManager, id: number): Promise<EventCategory> {
  const c = await em.getRepository(EventCategory).findOneBy({ id });
  if (!c) throw new AppError('event_category_not_found');
  return c;
}

/** Loads a type. @throws 404 event_type_not_found */
export async function requireEventType(em: EntityManager, id: number): Promise<EventType> {
  const t = await em.getRepository(EventType).findOneBy({ id });
  if (!t) throw new AppError('event_type_not_found', 404, { event_type_id: id });
  return t;
}

/** The edit-fields row of a type (defaults when missing). */
export async function editFieldsOf(em: EntityManager, typeId: number): Promise<EventTypeEditFields> {
  return (await em.getRepository(EventTypeEditFields).findOneBy({ event_type_id: typeId })) ?? Object.assign(new EventTypeEditFields(), defaultEditFields(typeId));
}

/** The edit rights of a type that has no edit-fields row (spec 2 §3 defaults). */
export const DEFAULT_EDIT_FIELDS = {
  edit_name: true, edit_description: true, edit_date: true, can_delete: true,
  can_create_past_event: false, can_edit_past_event_date: false, can_delete_past_event: false,
};

const defaultEditFields = (event_type_id: number) => ({ event_type_id, ...DEFAULT_EDIT_FIELDS });

const categoryView = presentCategory;

/** GET /event-categories: by name; disabled ones only when asked. */
export async function listCategories(ctx: AppContext, includeDisabled: boolean) {
  const rows = await ctx.ds.getRepository(EventCategory).find({ where: includeDisabled ? {} : { active: true }, order: { name: 'ASC', id: 'ASC' } });
  const counts: { id: number; n: number }[] = await ctx.ds.getRepository(EventType).createQueryBuilder('t')
    .select('t.event_category_id', 'id').addSelect('COUNT(*)', 'n').groupBy('t.event_category_id').getRawMany();
  return rows.map((c) => categoryView(c, Number(counts.find((x) => Number(x.id) === c.id)?.n ?? 0)));
}

/** GET /event-categories/:id. @throws event_category_not_found */
export async function getCategory(ctx: AppContext, id: number) {
  const c = await requireCategory(ctx.ds.manager, id);
  return categoryView(c, await ctx.ds.getRepository(EventType).countBy({ event_category_id: id }));
}

/** POST /event-categories. */
export async function createCategory(ctx: AppContext, input: { name: string; description: string | null; active?: boolean }) {
  const c = await ctx.ds.getRepository(EventCategory).save({ name: input.name, description: input.description, active: input.active ?? true });
  return categoryView(c, 0);
}

/** PUT /event-categories/:id. @throws event_category_not_found */
export async function updateCategory(ctx: AppContext, id: number, input: { name: string; description: string | null; active?: boolean }) {
  return inTransaction(ctx.ds, async (em) => {
    const c = await requireCategory(em, id);
    Object.assign(c, { name: input.name, description: input.description, ...(input.active === undefined ? {} : { active: input.active }) });
    await em.getRepository(EventCategory).save(c);
    return categoryView(c, await em.getRepository(EventType).countBy({ event_category_id: id }));
  });
}

/** PATCH /event-categories/:id/active. @throws event_category_not_found */
export async function setCategoryActive(ctx: AppContext, id: number, active: boolean) {
  return inTransaction(ctx.ds, async (em) => {
    const c = await requireCategory(em, id);
    await em.getRepository(EventCategory).update(id, { active });
    return categoryView({ ...c, active }, await em.getRepository(EventType).countBy({ event_category_id: id }));
  });
}

/** DELETE /event-categories/:id. @throws event_category_not_found | event_category_has_event_types */
export async function deleteCategory(ctx: AppContext, id: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    await requireCategory(em, id);
    const n = await em.getRepository(EventType).countBy({ event_category_id: id });
    if (n) throw new AppError('event_category_has_event_types', 409, { event_types_count: n });
    await em.getRepository(EventCategory).delete(id);
  });
}

/** The type as the api shows it (with category name, active events count and edit fields). */
async function typeViews(em: EntityManager, types: EventType[]) {
  if (!types.length) return [];
  const ids = types.map((t) => t.id);
  const cats = await em.getRepository(EventCategory).findBy({ id: In([...new Set(types.map((t) => t.event_category_id))]) });
  const fields = await em.getRepository(EventTypeEditFields).findBy({ event_type_id: In(ids) });
  const counts: { id: number; n: number }[] = await em.getRepository(CalendarEvent).createQueryBuilder('e')
    .select('e.event_type_id', 'id').addSelect('COUNT(*)', 'n').where('e.event_type_id IN (:...ids)', { ids }).andWhere('e.status <> :c', { c: 'canceled' })
    .groupBy('e.event_type_id').getRawMany();
  return types.map((t) => {
    const f = fields.find((x) => x.event_type_id === t.id) ?? defaultEditFields(t.id);
    const categoryName = cats.find((c) => c.id === t.event_category_id)?.name ?? '';
    return presentEventType(t, categoryName, Number(counts.find((x) => Number(x.id) === t.id)?.n ?? 0), { ...defaultEditFields(t.id), ...f });
  });
}

/** GET /event-types: by category then name; disabled ones only when asked; optionally one category. */
export async function listEventTypes(ctx: AppContext, q: { categoryId?: number; includeDisabled: boolean }) {
  const where = { ...(q.categoryId ? { event_category_id: q.categoryId } : {}), ...(q.includeDisabled ? {} : { active: true }) };
  const rows = await ctx.ds.getRepository(EventType).find({ where, order: { event_category_id: 'ASC', name: 'ASC', id: 'ASC' } });
  return typeViews(ctx.ds.manager, rows);
}

/** GET /event-types/:id. @throws event_type_not_found */
export async function getEventType(ctx: AppContext, id: number) {
  return (await typeViews(ctx.ds.manager, [await requireEventType(ctx.ds.manager, id)]))[0];
}

async function checkRefs(em: EntityManager, input: EventTypeInput) {
  await requireCategory(em, input.event_category_id);
  if (input.chain_id != null && !(await em.getRepository(Chain).existsBy({ id: input.chain_id }))) throw new AppError('chain_not_found', 404, { chain_id: input.chain_id });
  if (input.needs_approval && input.chain_id == null) throw new AppError('event_type_chain_required');
}

const typeFields = (i: EventTypeInput) => {
  const { id: _id, ...rest } = i;
  return rest;
};

/** POST /event-types (with default edit fields). @throws event_category_not_found | chain_not_found */
export async function createEventType(ctx: AppContext, input: EventTypeInput) {
  return inTransaction(ctx.ds, async (em) => {
    await checkRefs(em, input);
    const t = await em.getRepository(EventType).save(typeFields(input));
    await em.getRepository(EventTypeEditFields).insert(defaultEditFields(t.id));
    return (await typeViews(em, [t]))[0];
  });
}

/** PUT /event-types/:id. @throws event_type_not_found | event_category_not_found | chain_not_found */
export async function updateEventType(ctx: AppContext, id: number, input: EventTypeInput) {
  return inTransaction(ctx.ds, async (em) => {
    const t = await requireEventType(em, id);
    await checkRefs(em, input);
    Object.assign(t, typeFields(input));
    await em.getRepository(EventType).save(t);
    return (await typeViews(em, [t]))[0];
  });
}

/** PATCH /event-types/:id/active. @throws event_type_not_found */
export async function setEventTypeActive(ctx: AppContext, id: number, active: boolean) {
  return inTransaction(ctx.ds, async (em) => {
    const t = await requireEventType(em, id);
    await em.getRepository(EventType).update(id, { active });
    return (await typeViews(em, [{ ...t, active }]))[0];
  });
}

/** DELETE /event-types/:id (with its canceled events). @throws event_type_not_found | event_type_has_active_events */
export async function deleteEventType(ctx: AppContext, id: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    await requireEventType(em, id);
    const n = await em.getRepository(CalendarEvent).countBy({ event_type_id: id, status: Not('canceled') });
    if (n) throw new AppError('event_type_has_active_events', 409, { active_events_count: n });
    await em.getRepository(CalendarEvent).delete({ event_type_id: id });
    await em.getRepository(EventTypeEditFields).delete({ event_type_id: id });
    await em.getRepository(EventType).delete(id);
  });
}

/** GET /event-types/:id/edit-fields. @throws event_type_not_found */
export async function getEditFields(ctx: AppContext, id: number) {
  await requireEventType(ctx.ds.manager, id);
  return { ...defaultEditFields(id), ...(await editFieldsOf(ctx.ds.manager, id)) };
}

/** PUT /event-types/:id/edit-fields. @throws event_type_not_found */
export async function setEditFields(ctx: AppContext, id: number, input: EditFieldsInput) {
  return inTransaction(ctx.ds, async (em) => {
    await requireEventType(em, id);
    await em.getRepository(EventTypeEditFields).save({ ...input, event_type_id: id });
    return { ...input, event_type_id: id };
  });
}

/** GET /event-types/unattendance: the known Lithuanian timesheet codes plus any other code a type uses, with in_use. */
export async function unattendanceCodes(ctx: AppContext) {
  const rows: { code: string }[] = await ctx.ds.getRepository(EventType).createQueryBuilder('t')
    .select('DISTINCT t.unattendance_code', 'code').where('t.unattendance_code IS NOT NULL').getRawMany();
  const used = new Set(rows.map((r) => r.code));
  const known = KNOWN_UNATTENDANCE_CODES.map((k) => ({ ...k, in_use: used.has(k.code) }));
  const other = [...used].filter((c) => !KNOWN_UNATTENDANCE_CODES.some((k) => k.code === c)).sort().map((code) => ({ code, name: code, in_use: true }));
  return [...known, ...other];
}

/** Declares that chains used by event types cannot be deleted (called once at registration). */
export function registerEventTypeChainUsage(): void {
  registerChainUsage(async (em, chainId) => ((await em.getRepository(EventType).existsBy({ chain_id: chainId })) ? 'event_types' : null));
}
