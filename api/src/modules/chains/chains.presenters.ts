/**
 * Reply shapes of the chain administration (spec 2 §3 Chain, Chain item, Chain item task, Chain
 * item notification, Mappings; §7 Chains admin v1), typed with the zod contracts of
 * api/src/contracts/chains.ts. Every reply object of the module is built here.
 */
import type { z } from 'zod';
import type { RequestType } from '../../contracts/approvals';
import type { chain, chainItem, chainMapping, notification, task } from '../../contracts/chains';
import type { Chain, ChainItem, ChainItemNotification, ChainItemTask } from './chains.entities';

export type ChainView = z.infer<typeof chain>;
export type ChainItemView = z.infer<typeof chainItem>;
export type TaskView = z.infer<typeof task>;
export type NotificationView = z.infer<typeof notification>;
export type MappingView = z.infer<typeof chainMapping>;

/** A chain (id, name, description). */
export const presentChain = (c: Chain): ChainView => ({ id: c.id, name: c.name, description: c.description });

/** A chain with its items in order (GET chains/{id}). */
export const presentChainWithItems = (c: Chain, items: ChainItemView[]) => ({ ...presentChain(c), items });

/** A chain item with its role's name (null when it has no role). */
export function presentChainItem(i: ChainItem, roleName: string | null): ChainItemView {
  return {
    id: i.id,
    chain_id: i.chain_id,
    name: i.name,
    description: i.description,
    role_id: i.role_id,
    role_name: roleName,
    order_number: i.order_number,
    can_edit: !!i.can_edit,
    only_spectator: !!i.only_spectator,
    can_view: !!i.can_view,
    notification_message: i.notification_message,
    assignee_type: i.assignee_type as ChainItemView['assignee_type'],
    skip_if_assigned_owner: !!i.skip_if_assigned_owner,
  };
}

/** A task of a chain item. */
export const presentTask = (t: ChainItemTask): TaskView => ({ id: t.id, chain_item_id: t.chain_item_id, name: t.name, description: t.description });

/** A notification schedule of a chain item (notification_time HH:mm UTC). */
export const presentNotification = (n: ChainItemNotification): NotificationView => ({
  id: n.id,
  chain_item_id: n.chain_item_id,
  frequency_type: n.frequency_type as NotificationView['frequency_type'],
  frequency_value: n.frequency_value,
  notification_time: n.notification_time,
});

/** Every request type with its chain (null when not configured), in the given type order. */
export const presentMappings = (types: readonly RequestType[], chainOf: ReadonlyMap<string, number | null>): MappingView[] =>
  types.map((request_name) => ({ request_name, chain_id: chainOf.get(request_name) ?? null }));
