/**
 * Chains and the request-type mapping (spec 2 §3 Chain, Mappings; §5 Chain administration, Chain
 * mapping; §7 Chains admin).
 *
 * A chain may not be deleted while something uses it: a chain mapping, a personal info change
 * reference, an expense claim or conference type, a request still in progress (finished requests keep
 * their own snapshot), or anything another module declares with {@link registerChainUsage}
 * (e.g. event types). Refusal: 409 `chain_is_in_use` with `used_by` (list of what uses it).
 * Errors: chain_not_found, chain_is_in_use, duplicate_chain_mapping.
 */
import { EntityManager, In, QueryFailedError } from 'typeorm';
import type { AppContext } from '../../context';
import { REQUEST_TYPES } from '../../contracts/approvals';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { ApprovalRequest } from '../approvals/approvals.entities';
import { requestTypeName } from '../approvals/registry';
import { ConferenceType, ExpenseClaimType, UserInfoChangeReference } from '../settings/settings.entities';
import { Chain, ChainMapping } from './chains.entities';
import { listItems } from './chains.items';
import { presentChain, presentChainWithItems, presentMappings, type ChainView, type MappingView } from './chains.presenters';

/** Answers whether (and as what) a chain is used, e.g. `'event_types'`; null when not. */
export type ChainUsageCheck = (em: EntityManager, chainId: number) => Promise<string | null>;
const usageChecks: ChainUsageCheck[] = [];

/** Lets another module (event types…) veto deleting a chain it references. */
export function registerChainUsage(check: ChainUsageCheck): void {
  if (!usageChecks.includes(check)) usageChecks.push(check);
}

/** Every chain by name. */
export async function listChains(ctx: AppContext): Promise<ChainView[]> {
  return (await ctx.ds.getRepository(Chain).find({ order: { name: 'ASC', id: 'ASC' } })).map(presentChain);
}

/** Loads a chain or throws 404 `chain_not_found`. */
export async function requireChain(em: EntityManager, id: number): Promise<Chain> {
  const c = await em.getRepository(Chain).findOneBy({ id });
  if (!c) throw new AppError('chain_not_found');
  return c;
}

/** A chain with its items in order (spec 2 §7 GET chains/{id}). */
export async function getChain(ctx: AppContext, id: number) {
  const c = await requireChain(ctx.ds.manager, id);
  return presentChainWithItems(c, await listItems(ctx.ds.manager, id));
}

/** Creates a chain; returns it. */
export async function createChain(ctx: AppContext, input: { name: string; description: string | null }): Promise<ChainView> {
  const r = await ctx.ds.getRepository(Chain).insert({ name: input.name, description: input.description });
  return presentChain(await requireChain(ctx.ds.manager, Number(r.identifiers[0].id)));
}

/** Renames / redescribes a chain. @throws chain_not_found */
export async function updateChain(ctx: AppContext, id: number, input: { name: string; description: string | null }): Promise<ChainView> {
  return inTransaction(ctx.ds, async (em) => {
    await requireChain(em, id);
    await em.getRepository(Chain).update(id, { name: input.name, description: input.description });
    return presentChain(await requireChain(em, id));
  });
}

/** What uses a chain (empty when it may be deleted). */
export async function chainUsage(em: EntityManager, id: number): Promise<string[]> {
  const used: string[] = [];
  if (await em.getRepository(ChainMapping).existsBy({ chain_id: id })) used.push('chain_mappings');
  if (await em.getRepository(UserInfoChangeReference).existsBy({ chain_id: id })) used.push('user_info_change_references');
  if (await em.getRepository(ExpenseClaimType).existsBy({ chain_id: id })) used.push('expense_claim_types');
  if (await em.getRepository(ConferenceType).existsBy({ chain_id: id })) used.push('conference_types');
  if (await em.getRepository(ApprovalRequest).existsBy({ chain_id: id, status: 'in_progress' })) used.push('requests_in_progress');
  for (const check of usageChecks) {
    const what = await check(em, id);
    if (what) used.push(what);
  }
  return used;
}

/** Deletes a chain with its items, tasks and notifications. @throws chain_not_found | chain_is_in_use */
export async function deleteChain(ctx: AppContext, id: number): Promise<void> {
  try {
    await inTransaction(ctx.ds, async (em) => {
      await requireChain(em, id);
      const used = await chainUsage(em, id);
      if (used.length) throw new AppError('chain_is_in_use', 409, { used_by: used });
      await em.getRepository(Chain).delete(id); // items, tasks and notifications cascade
    });
  } catch (err) {
    // A foreign key of a module that did not register a usage check.
    if (err instanceof QueryFailedError) throw new AppError('chain_is_in_use', 409, { used_by: ['foreign_key'] });
    throw err;
  }
}

/** Every request type with its chain (null when not configured), in REQUEST_TYPES order. */
export async function getMappings(ctx: AppContext): Promise<MappingView[]> {
  const rows = await ctx.ds.getRepository(ChainMapping).find();
  return presentMappings(REQUEST_TYPES, new Map(rows.map((r) => [r.request_name, r.chain_id])));
}

/**
 * Sets the chains of the listed request types (others stay). The same chain may not serve two
 * request types, counting the stored ones: 400 `duplicate_chain_mapping` with `chain_id` and
 * `request_names`. Type names in either spelling (approval registry). @throws chain_not_found
 */
export async function setMappings(ctx: AppContext, rows: { request_name: string; chain_id: number | null }[]) {
  await inTransaction(ctx.ds, async (em) => {
    const merged = new Map((await em.getRepository(ChainMapping).find()).map((r) => [r.request_name, r.chain_id]));
    rows = rows.map((r) => ({ ...r, request_name: requestTypeName(r.request_name) }));
    for (const r of rows) merged.set(r.request_name, r.chain_id);
    const byChain = new Map<number, string[]>();
    for (const [name, chainId] of merged) if (chainId != null) byChain.set(chainId, [...(byChain.get(chainId) ?? []), name]);
    for (const [chainId, names] of byChain) {
      if (names.length > 1) throw new AppError('duplicate_chain_mapping', 400, { chain_id: chainId, request_names: names.sort() });
    }
    const ids = [...new Set(rows.map((r) => r.chain_id).filter((x): x is number => x != null))];
    if (ids.length && (await em.getRepository(Chain).countBy({ id: In(ids) })) !== ids.length) throw new AppError('chain_not_found');
    for (const r of rows) await em.getRepository(ChainMapping).save({ request_name: r.request_name, chain_id: r.chain_id });
  });
  return getMappings(ctx);
}

/** The chain mapped to a request type, or null. */
export async function mappedChainId(em: EntityManager, requestName: string): Promise<number | null> {
  return (await em.getRepository(ChainMapping).findOneBy({ request_name: requestName }))?.chain_id ?? null;
}
