/**
 * Settings (spec 2 §2 Settings page, §5 Settings, §7 Settings; spec 1 §3 User info change field).
 *
 * Personal info change references and user info chain mappings are one table: a reference
 * (request_type = the field, name, chain_id, image_required) is what the profile form offers, and the
 * "user info" chain mapping screen edits the same rows' chain_id (PUT creates a reference named
 * after the field when none exists). So a field has exactly one chain, whichever screen set it.
 * Expense claim types are upserted by name (never deleted: claims refer to them).
 * Rules: settings.policy.ts; reply shapes: settings.presenters.ts.
 * Errors: chain_not_found, duplicate_user_info_change_reference, user_info_change_reference_not_found,
 * seniority_level_not_found, seniority_level_is_in_use, conference_type_not_found.
 */
import { EntityManager, In, QueryFailedError } from 'typeorm';
import type { AppContext } from '../../context';
import { INFO_CHANGE_FIELDS, InfoChangeField } from '../../contracts/user-info-change';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { Chain } from '../chains/chains.entities';
import { ConferenceType, ExpenseClaimType, SeniorityLevel, UserInfoChangeReference } from './settings.entities';
import { assertNoReferenceYet, assertSameField } from './settings.policy';
import { presentConferenceType, presentExpenseClaimType, presentInfoChainMapping, presentReference, presentSeniorityLevel } from './settings.presenters';


/** Throws 404 `chain_not_found` unless every given chain exists. */
export async function checkChains(em: EntityManager, ids: (number | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(ids.filter((x): x is number => x != null))];
  if (wanted.length && (await em.getRepository(Chain).countBy({ id: In(wanted) })) !== wanted.length) throw new AppError('chain_not_found');
}

// ---- personal info change references and user info chain mappings ----

const FIELD_LABELS: Record<InfoChangeField, string> = {
  name: 'Name', surname: 'Surname', email: 'E-mail', phone_number: 'Phone number', home_address: 'Home address', relatives: 'Relatives', mailing_address: 'Mailing address',
};

/** Every reference with its chain name, in field order. */
export async function listReferences(em: EntityManager) {
  const rows = await em.getRepository(UserInfoChangeReference).createQueryBuilder('r')
    .leftJoin(Chain, 'c', 'c.id = r.chain_id').addSelect('c.name', 'chain_name').getRawAndEntities();
  return rows.entities
    .map((r, i) => presentReference(r, (rows.raw[i].chain_name as string | null) ?? null))
    .sort((a, b) => INFO_CHANGE_FIELDS.indexOf(a.request_type) - INFO_CHANGE_FIELDS.indexOf(b.request_type));
}

/** The reference of a field, or null. */
export function referenceFor(em: EntityManager, field: string) {
  return em.getRepository(UserInfoChangeReference).findOneBy({ request_type: field });
}

interface ReferenceInput { request_type?: InfoChangeField; name: string; chain_id: number | null; image_required: boolean }

/** Adds a reference; one per field. @throws duplicate_user_info_change_reference | chain_not_found */
export async function createReference(ctx: AppContext, input: ReferenceInput & { request_type: InfoChangeField }) {
  return inTransaction(ctx.ds, async (em) => {
    assertNoReferenceYet(await referenceFor(em, input.request_type));
    await checkChains(em, [input.chain_id]);
    const r = await em.getRepository(UserInfoChangeReference).insert({ request_type: input.request_type, name: input.name, chain_id: input.chain_id, image_required: input.image_required });
    return (await listReferences(em)).find((x) => x.id === Number(r.identifiers[0].id))!;
  });
}

/** Edits name, chain and image flag; the field itself is fixed. @throws user_info_change_reference_not_found | provided_invalid_data | chain_not_found */
export async function updateReference(ctx: AppContext, id: number, input: ReferenceInput) {
  return inTransaction(ctx.ds, async (em) => {
    const ref = await em.getRepository(UserInfoChangeReference).findOneBy({ id });
    if (!ref) throw new AppError('user_info_change_reference_not_found');
    assertSameField(ref.request_type, input.request_type);
    await checkChains(em, [input.chain_id]);
    await em.getRepository(UserInfoChangeReference).update(id, { name: input.name, chain_id: input.chain_id, image_required: input.image_required });
    return (await listReferences(em)).find((x) => x.id === id)!;
  });
}

/** @throws user_info_change_reference_not_found */
export async function deleteReference(ctx: AppContext, id: number) {
  const r = await ctx.ds.getRepository(UserInfoChangeReference).delete(id);
  if (!r.affected) throw new AppError('user_info_change_reference_not_found');
}

/** User info chain mappings: every field with its chain (null when none or no reference). */
export async function getInfoChainMappings(em: EntityManager) {
  const refs = await listReferences(em);
  return INFO_CHANGE_FIELDS.map((field) => presentInfoChainMapping(field, refs.find((r) => r.request_type === field)?.chain_id ?? null));
}

/** Sets the chain of each listed field (creating its reference when missing). @throws chain_not_found */
export async function setInfoChainMappings(ctx: AppContext, rows: { request_type: InfoChangeField; chain_id: number | null }[]) {
  return inTransaction(ctx.ds, async (em) => {
    await checkChains(em, rows.map((r) => r.chain_id));
    for (const r of rows) {
      const ref = await referenceFor(em, r.request_type);
      if (ref) await em.getRepository(UserInfoChangeReference).update(ref.id, { chain_id: r.chain_id });
      else await em.getRepository(UserInfoChangeReference).insert({ request_type: r.request_type, name: FIELD_LABELS[r.request_type], chain_id: r.chain_id, image_required: false });
    }
    return getInfoChainMappings(em);
  });
}

// ---- expense claim types ----

/** Every expense claim type by name. */
export async function listExpenseClaimTypes(em: EntityManager) {
  return (await em.getRepository(ExpenseClaimType).find({ order: { id: 'ASC' } })).map(presentExpenseClaimType);
}

/** Upserts types by name: sets the chain of existing ones, adds new names. @throws chain_not_found */
export async function putExpenseClaimTypes(ctx: AppContext, rows: { name: string; chain_id: number | null }[]) {
  return inTransaction(ctx.ds, async (em) => {
    await checkChains(em, rows.map((r) => r.chain_id));
    for (const r of rows) {
      const found = await em.getRepository(ExpenseClaimType).findOneBy({ name: r.name });
      if (found) await em.getRepository(ExpenseClaimType).update(found.id, { chain_id: r.chain_id });
      else await em.getRepository(ExpenseClaimType).insert({ name: r.name, chain_id: r.chain_id });
    }
    return listExpenseClaimTypes(em);
  });
}

// ---- conference types ----

/** Conference types with their chain names. */
export async function listConferenceTypes(em: EntityManager) {
  const rows = await em.getRepository(ConferenceType).createQueryBuilder('t')
    .leftJoin(Chain, 'c', 'c.id = t.chain_id').addSelect('c.name', 'chain_name').orderBy('t.id', 'ASC').getRawAndEntities();
  return rows.entities.map((t, i) => presentConferenceType(t, (rows.raw[i].chain_name as string | null) ?? null));
}

/** Sets (or clears) the chain of a conference type. @throws conference_type_not_found | chain_not_found */
export async function assignConferenceChain(ctx: AppContext, id: number, chainId: number | null) {
  return inTransaction(ctx.ds, async (em) => {
    if (!(await em.getRepository(ConferenceType).existsBy({ id }))) throw new AppError('conference_type_not_found');
    await checkChains(em, [chainId]);
    await em.getRepository(ConferenceType).update(id, { chain_id: chainId });
    return (await listConferenceTypes(em)).find((t) => t.id === id)!;
  });
}

// ---- seniority levels ----

/** Every seniority level in creation order. */
export async function listSeniorityLevels(em: EntityManager) {
  return (await em.getRepository(SeniorityLevel).find({ order: { id: 'ASC' } })).map(presentSeniorityLevel);
}

async function requireLevel(em: EntityManager, id: number) {
  const s = await em.getRepository(SeniorityLevel).findOneBy({ id });
  if (!s) throw new AppError('seniority_level_not_found');
  return presentSeniorityLevel(s);
}
/** One seniority level. @throws seniority_level_not_found */
export const getSeniorityLevel = (ctx: AppContext, id: number) => requireLevel(ctx.ds.manager, id);

/** Adds a seniority level (name ≤255). */
export async function createSeniorityLevel(ctx: AppContext, name: string) {
  const r = await ctx.ds.getRepository(SeniorityLevel).insert({ name });
  return requireLevel(ctx.ds.manager, Number(r.identifiers[0].id));
}

/** @throws seniority_level_not_found */
export async function updateSeniorityLevel(ctx: AppContext, id: number, name: string) {
  await requireLevel(ctx.ds.manager, id);
  await ctx.ds.getRepository(SeniorityLevel).update(id, { name });
  return requireLevel(ctx.ds.manager, id);
}

/** @throws seniority_level_not_found | seniority_level_is_in_use (another module's rows refer to it) */
export async function deleteSeniorityLevel(ctx: AppContext, id: number) {
  await requireLevel(ctx.ds.manager, id);
  try {
    await ctx.ds.getRepository(SeniorityLevel).delete(id);
  } catch (err) {
    if (err instanceof QueryFailedError) throw new AppError('seniority_level_is_in_use', 409);
    throw err;
  }
}
