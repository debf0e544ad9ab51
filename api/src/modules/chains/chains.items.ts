/**
 * Chain items, their tasks and notification schedules (spec 2 §3 Chain item, task, notification;
 * §4 Chain items; §5 Chain administration).
 *
 * Order numbers are 1-based and unique per chain. Create: `order_number` absent or -1 → last; n in
 * 1…count+1 → inserted there, the rest move down. Update: absent → keep; -1 → last; otherwise the
 * item moves to n (±1 is the swap with the neighbour of the up/down arrows); a place outside
 * 1…count (the first moving up, the last moving down) → 400 `chain_item_order_number_not_found`.
 * Deleting an item renumbers the rest. Shifts run in two phases through negative numbers so the
 * unique index holds at every row on both engines.
 * Errors: chain_not_found, chain_item_not_found, chain_item_task_not_found,
 * chain_item_notification_not_found, chain_item_order_number_not_found, role_not_found.
 */
import { EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import type { ChainItemInput } from '../../contracts/chains';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { Role } from '../roles/roles.entities';
import { Chain, ChainItem, ChainItemNotification, ChainItemTask } from './chains.entities';
import { presentChainItem, presentNotification, presentTask, type ChainItemView } from './chains.presenters';

/** Items of a chain in order, with role names. */
export async function listItems(em: EntityManager, chainId: number): Promise<ChainItemView[]> {
  const rows = await em.getRepository(ChainItem).createQueryBuilder('i')
    .leftJoin(Role, 'r', 'r.id = i.role_id').addSelect('r.name', 'role_name')
    .where('i.chain_id = :chainId', { chainId }).orderBy('i.order_number', 'ASC').getRawAndEntities();
  return rows.entities.map((i, n) => presentChainItem(i, rows.raw[n].role_name ?? null));
}

/** Loads an item or throws 404 `chain_item_not_found`. */
export async function requireItem(em: EntityManager, id: number): Promise<ChainItem> {
  const i = await em.getRepository(ChainItem).findOneBy({ id });
  if (!i) throw new AppError('chain_item_not_found');
  return i;
}

/** One item with its role name. */
export async function getItem(em: EntityManager, id: number): Promise<ChainItemView> {
  const i = await requireItem(em, id);
  return (await listItems(em, i.chain_id)).find((x) => x.id === id)!;
}

/** Adds `delta` to the order numbers in [from, to] of a chain, keeping the unique index valid throughout. */
async function shift(em: EntityManager, chainId: number, from: number, to: number, delta: 1 | -1) {
  if (from > to) return;
  const qb = () => em.createQueryBuilder().update(ChainItem).where('chain_id = :chainId', { chainId });
  await qb().set({ order_number: () => `-(order_number + ${delta})` }).andWhere('order_number BETWEEN :from AND :to', { from, to }).execute();
  await qb().set({ order_number: () => '-order_number' }).andWhere('order_number < 0').execute();
}

const countItems = (em: EntityManager, chainId: number) => em.getRepository(ChainItem).countBy({ chain_id: chainId });
const orderNotFound = (order: number, count: number) => new AppError('chain_item_order_number_not_found', 400, { order_number: order, items_count: count });

async function checkRole(em: EntityManager, roleId: number | null) {
  if (roleId != null && !(await em.getRepository(Role).existsBy({ id: roleId }))) throw new AppError('role_not_found');
}

function fields(input: ChainItemInput) {
  return {
    name: input.name, description: input.description, role_id: input.role_id, can_edit: input.can_edit, only_spectator: input.only_spectator,
    can_view: input.can_view, notification_message: input.notification_message, assignee_type: input.assignee_type,
    skip_if_assigned_owner: input.skip_if_assigned_owner,
  };
}

/** Adds an item to a chain at `order_number` (-1/absent = last). @throws chain_not_found | chain_item_order_number_not_found | role_not_found */
export async function createItem(ctx: AppContext, chainId: number, input: ChainItemInput): Promise<ChainItemView> {
  return inTransaction(ctx.ds, async (em) => {
    if (!(await em.getRepository(Chain).existsBy({ id: chainId }))) throw new AppError('chain_not_found');
    await checkRole(em, input.role_id);
    const count = await countItems(em, chainId);
    const at = input.order_number == null || input.order_number === -1 ? count + 1 : input.order_number;
    if (at < 1 || at > count + 1) throw orderNotFound(at, count);
    await shift(em, chainId, at, count, 1);
    const r = await em.getRepository(ChainItem).insert({ ...fields(input), chain_id: chainId, order_number: at });
    return getItem(em, Number(r.identifiers[0].id));
  });
}

/** Edits an item and moves it when `order_number` changes. @throws chain_item_not_found | chain_item_order_number_not_found | role_not_found */
export async function updateItem(ctx: AppContext, id: number, input: ChainItemInput, chainId?: number): Promise<ChainItemView> {
  return inTransaction(ctx.ds, async (em) => {
    const item = await requireItem(em, id);
    if (chainId != null && item.chain_id !== chainId) throw new AppError('chain_item_not_found');
    await checkRole(em, input.role_id);
    const count = await countItems(em, item.chain_id);
    const from = item.order_number;
    const to = input.order_number == null ? from : input.order_number === -1 ? count : input.order_number;
    if (to < 1 || to > count) throw orderNotFound(to, count);
    if (to !== from) {
      await em.getRepository(ChainItem).update(id, { order_number: 0 });
      if (to < from) await shift(em, item.chain_id, to, from - 1, 1);
      else await shift(em, item.chain_id, from + 1, to, -1);
    }
    await em.getRepository(ChainItem).update(id, { ...fields(input), order_number: to });
    return getItem(em, id);
  });
}

/** Deletes an item (with its tasks and notifications) and closes the gap. @throws chain_item_not_found */
export async function deleteItem(ctx: AppContext, id: number, chainId?: number): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    const item = await requireItem(em, id);
    if (chainId != null && item.chain_id !== chainId) throw new AppError('chain_item_not_found');
    await em.getRepository(ChainItem).delete(id);
    await shift(em, item.chain_id, item.order_number + 1, Number.MAX_SAFE_INTEGER, -1);
  });
}

// ---- tasks ----

/** Tasks of an item by id. @throws chain_item_not_found */
export async function listTasks(ctx: AppContext, itemId: number) {
  await requireItem(ctx.ds.manager, itemId);
  return (await ctx.ds.getRepository(ChainItemTask).find({ where: { chain_item_id: itemId }, order: { id: 'ASC' } })).map(presentTask);
}

async function requireTask(em: EntityManager, id: number) {
  const t = await em.getRepository(ChainItemTask).findOneBy({ id });
  if (!t) throw new AppError('chain_item_task_not_found');
  return t;
}

/** One task. @throws chain_item_task_not_found */
export async function getTask(ctx: AppContext, id: number) {
  return presentTask(await requireTask(ctx.ds.manager, id));
}

/** @throws chain_item_not_found */
export async function createTask(ctx: AppContext, itemId: number, input: { name: string; description: string | null }) {
  await requireItem(ctx.ds.manager, itemId);
  const r = await ctx.ds.getRepository(ChainItemTask).insert({ chain_item_id: itemId, name: input.name, description: input.description });
  return getTask(ctx, Number(r.identifiers[0].id));
}

/** @throws chain_item_task_not_found */
export async function updateTask(ctx: AppContext, id: number, input: { name: string; description: string | null }, itemId?: number) {
  const t = await requireTask(ctx.ds.manager, id);
  if (itemId != null && t.chain_item_id !== itemId) throw new AppError('chain_item_task_not_found');
  await ctx.ds.getRepository(ChainItemTask).update(id, { name: input.name, description: input.description });
  return getTask(ctx, id);
}

/** @throws chain_item_task_not_found */
export async function deleteTask(ctx: AppContext, id: number) {
  await requireTask(ctx.ds.manager, id);
  await ctx.ds.getRepository(ChainItemTask).delete(id);
}

// ---- notifications ----

export interface NotificationInput {
  frequency_type: 'week_day' | 'month_day' | 'daily';
  frequency_value: number | null;
  notification_time: string;
}

/** Notification schedules of an item. @throws chain_item_not_found */
export async function listNotifications(ctx: AppContext, itemId: number) {
  await requireItem(ctx.ds.manager, itemId);
  return (await ctx.ds.getRepository(ChainItemNotification).find({ where: { chain_item_id: itemId }, order: { id: 'ASC' } })).map(presentNotification);
}

async function requireNotification(em: EntityManager, id: number) {
  const n = await em.getRepository(ChainItemNotification).findOneBy({ id });
  if (!n) throw new AppError('chain_item_notification_not_found');
  return n;
}

/** @throws chain_item_not_found */
export async function createNotification(ctx: AppContext, itemId: number, input: NotificationInput) {
  await requireItem(ctx.ds.manager, itemId);
  const r = await ctx.ds.getRepository(ChainItemNotification).insert({ chain_item_id: itemId, ...pickNotification(input) });
  return presentNotification(await requireNotification(ctx.ds.manager, Number(r.identifiers[0].id)));
}

const pickNotification = (i: NotificationInput) => ({ frequency_type: i.frequency_type, frequency_value: i.frequency_value, notification_time: i.notification_time });

/** @throws chain_item_notification_not_found */
export async function updateNotification(ctx: AppContext, id: number, input: NotificationInput, itemId?: number) {
  const n = await requireNotification(ctx.ds.manager, id);
  if (itemId != null && n.chain_item_id !== itemId) throw new AppError('chain_item_notification_not_found');
  await ctx.ds.getRepository(ChainItemNotification).update(id, pickNotification(input));
  return presentNotification(await requireNotification(ctx.ds.manager, id));
}

/** @throws chain_item_notification_not_found */
export async function deleteNotification(ctx: AppContext, id: number) {
  await requireNotification(ctx.ds.manager, id);
  await ctx.ds.getRepository(ChainItemNotification).delete(id);
}
