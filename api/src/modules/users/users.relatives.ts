/**
 * Relatives of employees (spec 1 §3 Relative, §5, §7): the relationship types (reference data of
 * migration 1700000006700-Relatives), a user's relatives, and setting the whole list — directly with
 * PUT users/{id}/relatives (users_write_sensitive_info, users.relatives.policy.ts) or when a personal
 * info change of the field `relatives` is approved (user-info-change applies it with
 * {@link writeRelatives}). Rules (§5): name and surname required; the birth date and the contact
 * number when the relationship type requires them; a relationship given by name must be a known type.
 * A refusal is `AppError(code)` with `fields` (`<index>.<field>`): invalid_user_data for the PUT, the
 * info change's own code for a request.
 */
import { EntityManager, In } from 'typeorm';
import type { AppContext } from '../../context';
import { relativesBody, type RelativeView, type RelationshipTypeView } from '../../contracts/relatives';
import { inTransaction } from '../../db/tx';
import type { AuthUser } from '../../http/auth';
import { AppError, type FieldIssue } from '../../http/errors';
import { activeUser } from './users.relations';
import { Relative, RelationshipType } from './users.relatives.entities';
import { assertCanSetRelatives } from './users.relatives.policy';
import { presentRelationshipType, presentRelative } from './users.relatives.presenters';

/** A relative checked against the rules, ready to store. */
export interface ResolvedRelative {
  name: string;
  surname: string;
  relationship_id: number | null;
  contact_number: string | null;
  birth_date: string | null;
}

const types = (em: EntityManager) => em.getRepository(RelationshipType).find({ order: { order_number: 'ASC', id: 'ASC' } });

/** GET users/relatives_types: every relationship type, in display order. */
export async function relationshipTypes(em: EntityManager): Promise<RelationshipTypeView[]> {
  return (await types(em)).map(presentRelationshipType);
}

/**
 * Checks a list of relatives (spec 1 §5) and resolves each relationship to a type.
 * @throws AppError(code, 400, { fields }) naming every offending field
 */
export async function resolveRelatives(em: EntityManager, raw: unknown, code: string): Promise<ResolvedRelative[]> {
  const parsed = relativesBody.safeParse(raw);
  if (!parsed.success) throw new AppError(code, 400, { fields: parsed.error.issues.map((i) => ({ path: i.path.join('.') || '(body)', message: i.message })) });
  const all = await types(em);
  const fields: FieldIssue[] = [];
  const resolved = parsed.data.map((r, i) => {
    const rel = r.relationship;
    let type: RelationshipType | undefined;
    if (typeof rel === 'number' || (rel && typeof rel === 'object')) {
      const id = typeof rel === 'number' ? rel : rel.id;
      type = all.find((t) => t.id === id);
      if (!type) fields.push({ path: `${i}.relationship`, message: `relationship type ${id} does not exist` });
    } else if (typeof rel === 'string' && rel.trim()) {
      const key = rel.trim().toLowerCase();
      type = all.find((t) => [t.type_name, t.name_en, t.name_lt].some((n) => n.toLowerCase() === key));
      if (!type) fields.push({ path: `${i}.relationship`, message: `unknown relationship ${rel.trim()}` });
    }
    if (type?.is_birth_date_required && !r.birth_date) fields.push({ path: `${i}.birth_date`, message: `required for ${type.type_name}` });
    if (type?.is_contact_number_required && !r.contact_number) fields.push({ path: `${i}.contact_number`, message: `required for ${type.type_name}` });
    return { name: r.name, surname: r.surname, relationship_id: type?.id ?? null, contact_number: r.contact_number ?? null, birth_date: r.birth_date ?? null };
  });
  if (fields.length) throw new AppError(code, 400, { fields });
  return resolved;
}

/** Replaces the stored relatives of `userId` with `list` (in its order), inside the caller's transaction. */
export async function writeRelatives(em: EntityManager, userId: number, list: ResolvedRelative[]): Promise<void> {
  await em.getRepository(Relative).delete({ employee_id: userId });
  if (list.length) await em.getRepository(Relative).insert(list.map((r, order_number) => ({ ...r, employee_id: userId, order_number })));
}

/** The relatives of `userId`, in order (no permission check: callers decide with users.relatives.policy). */
export async function relativesOf(em: EntityManager, userId: number): Promise<RelativeView[]> {
  const rows = await em.getRepository(Relative).find({ where: { employee_id: userId }, order: { order_number: 'ASC', id: 'ASC' } });
  const typeIds = [...new Set(rows.map((r) => r.relationship_id).filter((x): x is number => x != null))];
  const byId = new Map((typeIds.length ? await em.getRepository(RelationshipType).findBy({ id: In(typeIds) }) : []).map((t) => [t.id, t]));
  return rows.map((r) => presentRelative(r, r.relationship_id == null ? undefined : byId.get(r.relationship_id)));
}

/**
 * PUT users/{id}/relatives: replaces the user's relatives (users_write_sensitive_info).
 * @throws missing_permissions | user_not_found | invalid_user_data (fields)
 */
export async function setRelatives(ctx: AppContext, caller: AuthUser, userId: number, body: unknown): Promise<RelativeView[]> {
  assertCanSetRelatives(caller);
  return inTransaction(ctx.ds, async (em) => {
    await activeUser(em, userId);
    await writeRelatives(em, userId, await resolveRelatives(em, body, 'invalid_user_data'));
    return relativesOf(em, userId);
  });
}
