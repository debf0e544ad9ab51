/**
 * Expense claims (spec 2 §3 Expense claim, §4 chain actions, §5 Expense claim, §6, §7 Expense claims;
 * issue 13 item 4): claims of a type with lines (date, description ≤ 255, cost in cents, receipts),
 * additional information ≤ 255, an optional link to one of the claimant's business trips and the
 * total in cents. Each claim is an `expense_claim` request of the approval engine:
 * - POST expense-claims (or POST /api/v2/chains with requestType expense_claim) saves the claim
 *   and its not_initialized request in one transaction; `?submit=true` then submits it in a second
 *   one (a failing submit keeps the saved draft; the error carries step 'submit' and request_id);
 * - submit: here with `?submit=true`, or the engine's calls (PATCH /api/v2/chains/{id}/submit, PATCH
 *   /api/v1/requests/object/{id}/init/expense_claim); a claim without lines is refused with 400
 *   cannot_initialize_empty_expense_claim;
 * - the chain is the claim type's chain (settings → chain mapping → expense claim); a type without
 *   one falls back to the request type's mapping; neither → 400 chain_mapping_not_configured;
 * - PUT / DELETE expense-claims/{id}: claimant with expense_claims_write while not_initialized
 *   (policy); chain items with can_edit edit through PUT /api/v2/chains/{id} (engine rules, audited);
 * - approved claims are listed for accounting (GET requests/accounting) until completed.
 * Who may read, list, edit: expense-claims.policy.ts. Receipts: expense-claims.attachments.ts.
 * Business trip link: a plain column without a foreign key (the business trips module is built in
 * parallel); when its `business_trips` table exists, the trip must be the claimant's
 * (traveler_id), else 400 expense_claim_business_trip_not_found.
 */
import { EntityManager, In } from 'typeorm';
import type { AppContext } from '../../context';
import type { ObjectChange } from '../../contracts/approvals';
import { expenseClaimBody, type ExpenseClaimInput } from '../../contracts/expense-claims';
import { rawRows } from '../../db/raw';
import { AppError } from '../../http/errors';
import { offsetOf, type Paged } from '../../http/paging';
import { parse } from '../../http/validate';
import { Actor, ApprovalRequest, createRequest, findRequestByObject, moneyText, recordEdit, submit, transact, type RequestSummary } from '../approvals';
import { textIn } from '../approvals/summary-text';
import { lockRequest } from '../approvals/engine';
import { assertCanView } from '../approvals/timeline';
import { User } from '../users/users.entities';
import { attachmentsOf, linesOf, removeLines, writeLines } from './expense-claims.attachments';
import { ExpenseClaim, ExpenseClaimAttachment, ExpenseClaimLine } from './expense-claims.entities';
import { assertCanChangeClaim, assertCanCreateClaim, assertCanListClaimsOf, canReadClaim, claimAbilities, type ClaimFacts } from './expense-claims.policy';
import { presentClaim, presentClaimRow, presentDeleted, type ClaimContext, type ClaimTypeInfo } from './expense-claims.presenters';

export const EXPENSE_CLAIM_TYPE = 'expense_claim';

const TYPE_SQL = 'SELECT id, name, name_en, name_lt, chain_id FROM expense_claim_types';

/** Every claim type (a small reference table) by id. */
export async function claimTypes(em: EntityManager): Promise<Map<number, ClaimTypeInfo>> {
  const rows = await rawRows<ClaimTypeInfo>(em, TYPE_SQL);
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id), chain_id: r.chain_id == null ? null : Number(r.chain_id) }]));
}

/** The type given by name or id. @throws 400 expense_claim_type_not_found */
export async function resolveType(em: EntityManager, type: string | number): Promise<ClaimTypeInfo> {
  const found = [...(await claimTypes(em)).values()].find((t) => (typeof type === 'number' ? t.id === type : t.name === type));
  if (!found) throw new AppError('expense_claim_type_not_found', 400, { type });
  return found;
}

/** When the business trips table exists, the trip must be the claimant's. @throws 400 expense_claim_business_trip_not_found */
async function checkTrip(em: EntityManager, tripId: number | null, ownerId: number): Promise<void> {
  if (tripId == null) return;
  const qr = em.queryRunner ?? em.connection.createQueryRunner();
  try {
    if (!(await qr.hasTable('business_trips'))) return;
  } finally {
    if (!em.queryRunner) await qr.release();
  }
  const rows = await rawRows<{ traveler_id: number }>(em, 'SELECT traveler_id FROM business_trips WHERE id = :id', { id: tripId });
  if (!rows.length || Number(rows[0].traveler_id) !== ownerId) throw new AppError('expense_claim_business_trip_not_found', 400, { business_trip_id: tripId });
}

const infoOf = (body: ExpenseClaimInput) => (body.additionalInformation !== undefined ? body.additionalInformation : body.description) || null;

/** Loads a claim. @throws 404 expense_claim_not_found */
async function requireClaim(em: EntityManager, id: number): Promise<ExpenseClaim> {
  const c = await em.getRepository(ExpenseClaim).findOneBy({ id });
  if (!c) throw new AppError('expense_claim_not_found');
  return c;
}

const factsOf = (c: ExpenseClaim, r: ApprovalRequest | null): ClaimFacts => ({ ownerId: c.user_id, filedById: c.created_by_user_id, status: r?.status ?? 'not_initialized' });

/** Validates and stores a new claim with its lines (one transaction: the caller's). */
export async function createClaim(em: EntityManager, actor: Actor, raw: unknown): Promise<{ objectId: number; ownerId: number }> {
  const body = parse(expenseClaimBody, raw);
  const ownerId = body.user_id ?? actor.id;
  assertCanCreateClaim(actor, ownerId);
  const type = await resolveType(em, body.type);
  await checkTrip(em, body.business_trip_id ?? null, ownerId);
  const r = await em.getRepository(ExpenseClaim).insert({
    user_id: ownerId, type_id: type.id, description: infoOf(body), business_trip_id: body.business_trip_id ?? null, cost_sum: 0, issue_date: new Date(),
    created_by_user_id: ownerId === actor.id ? null : actor.id,
  });
  const id = Number(r.identifiers[0].id);
  const sum = await writeLines(em, id, ownerId, body.object);
  await em.getRepository(ExpenseClaim).update(id, { cost_sum: sum });
  return { objectId: id, ownerId };
}

const lineText = (lines: { date: string; description: string; cost: number }[]) => lines.map((l) => `${l.date} ${l.description} ${l.cost}`).join('; ');

/** Rewrites a claim from a whole body (type, information, trip, lines). @returns the audit of what changed */
async function rewriteClaim(em: EntityManager, claim: ExpenseClaim, raw: unknown): Promise<ObjectChange[]> {
  const body = parse(expenseClaimBody, raw);
  const type = await resolveType(em, body.type);
  await checkTrip(em, body.business_trip_id ?? null, claim.user_id);
  const before = { lines: lineText(await linesOf(em, claim.id)), files: await em.getRepository(ExpenseClaimAttachment).countBy({ claim_id: claim.id }) };
  const sum = await writeLines(em, claim.id, claim.user_id, body.object);
  const after: Partial<ExpenseClaim> = { type_id: type.id, description: infoOf(body), business_trip_id: body.business_trip_id ?? null, cost_sum: sum };
  await em.getRepository(ExpenseClaim).update(claim.id, { ...after, updated_at: new Date() });
  const changes: ObjectChange[] = [];
  for (const k of ['type_id', 'description', 'business_trip_id', 'cost_sum'] as const) {
    if (String(claim[k] ?? '') !== String(after[k] ?? '')) changes.push({ field: k, old: claim[k], new: after[k] ?? null });
  }
  const lines = lineText(body.object);
  if (lines !== before.lines) changes.push({ field: 'lines', old: before.lines, new: lines });
  const files = body.object.reduce((s, l) => s + l.attachments.length, 0);
  if (files !== before.files || body.object.some((l) => l.attachments.some((a) => a.id == null))) changes.push({ field: 'attachments', old: before.files, new: files });
  return changes;
}

/** The reply context of one claim for `actor` (null: as the request object, no caller abilities). */
async function contextOf(em: EntityManager, c: ExpenseClaim, request: ApprovalRequest | null, actor: Actor | null): Promise<ClaimContext> {
  const type = (await claimTypes(em)).get(c.type_id)!;
  const u = await em.getRepository(User).findOneByOrFail({ id: c.user_id });
  const facts = factsOf(c, request);
  const can = actor ? claimAbilities(actor, facts) : { edit: false, delete: false, submit: false, report: facts.status === 'approved' || facts.status === 'completed' };
  return { type, user: { id: u.id, name: u.name, surname: u.surname }, request: request && { id: request.id, status: request.status }, can };
}

/** The claim with lines and receipts (base64), as the caller sees it; null when gone. */
export async function claimReply(em: EntityManager, id: number, actor: Actor | null) {
  const c = await em.getRepository(ExpenseClaim).findOneBy({ id });
  if (!c) return null;
  const request = await findRequestByObject(em, EXPENSE_CLAIM_TYPE, id);
  return presentClaim(c, await contextOf(em, c, request, actor), await linesOf(em, id), await attachmentsOf(em, id));
}

/**
 * Loads a claim the caller may read: the claimant with expense_claims_read, accounting, or anyone the
 * engine lets read its request (approvers, the owner). @throws expense_claim_not_found | missing_permissions
 */
export async function readableClaim(em: EntityManager, id: number, actor: Actor): Promise<{ claim: ExpenseClaim; request: ApprovalRequest | null }> {
  const claim = await requireClaim(em, id);
  const request = await findRequestByObject(em, EXPENSE_CLAIM_TYPE, id);
  if (canReadClaim(actor, factsOf(claim, request))) return { claim, request };
  if (!request) throw new AppError('missing_permissions');
  await assertCanView(em, request, actor);
  return { claim, request };
}

/** GET expense-claims/{id}. */
export async function getClaim(ctx: AppContext, id: number, actor: Actor) {
  const em = ctx.ds.manager;
  await readableClaim(em, id, actor);
  return (await claimReply(em, id, actor))!;
}

/** Submits a saved claim's request in its own transaction; errors carry step 'submit' and request_id. */
async function submitSaved(ctx: AppContext, claimId: number, actor: Actor): Promise<void> {
  await transact(ctx, async (em, out) => {
    const request = await findRequestByObject(em, EXPENSE_CLAIM_TYPE, claimId);
    if (request) await submit(em, out, request, actor);
  }).catch(async (err: unknown) => {
    if (!(err instanceof AppError)) throw err;
    const request = await findRequestByObject(ctx.ds.manager, EXPENSE_CLAIM_TYPE, claimId);
    throw new AppError(err.code, err.status, { ...err.extra, step: 'submit', request_id: request?.id, expense_claim_id: claimId });
  });
}

/** POST expense-claims: saves a claim and its draft request; with `submitNow` submits it too. */
export async function saveNewClaim(ctx: AppContext, actor: Actor, body: ExpenseClaimInput, submitNow: boolean) {
  const id = await transact(ctx, async (em) => {
    const made = await createClaim(em, actor, body);
    await createRequest(em, { type: EXPENSE_CLAIM_TYPE, objectId: made.objectId, ownerId: made.ownerId, actorId: actor.id });
    return made.objectId;
  });
  if (submitNow) await submitSaved(ctx, id, actor);
  return (await claimReply(ctx.ds.manager, id, actor))!;
}

/** PUT expense-claims/{id}: the claimant rewrites a not_initialized claim (audited); `submitNow` submits it. */
export async function updateClaim(ctx: AppContext, id: number, actor: Actor, body: ExpenseClaimInput, submitNow: boolean) {
  await transact(ctx, async (em) => {
    const claim = await requireClaim(em, id);
    const request = await findRequestByObject(em, EXPENSE_CLAIM_TYPE, id);
    assertCanChangeClaim(actor, factsOf(claim, request));
    if (request) await lockRequest(em, request, ['not_initialized']);
    const changes = await rewriteClaim(em, claim, body);
    if (request) await recordEdit(em, request, actor.id, changes, null);
  });
  if (submitNow) await submitSaved(ctx, id, actor);
  return (await claimReply(ctx.ds.manager, id, actor))!;
}

/** Removes a claim, its lines, receipts and files (the request is the caller's). */
async function removeClaim(em: EntityManager, id: number): Promise<void> {
  await removeLines(em, id);
  await em.getRepository(ExpenseClaim).delete(id);
}

/** DELETE expense-claims/{id}: the claimant deletes a not_initialized claim and its request. */
export async function deleteClaim(ctx: AppContext, id: number, actor: Actor) {
  await transact(ctx, async (em) => {
    const claim = await requireClaim(em, id);
    const request = await findRequestByObject(em, EXPENSE_CLAIM_TYPE, id);
    assertCanChangeClaim(actor, factsOf(claim, request));
    if (request) await lockRequest(em, request, ['not_initialized']);
    await removeClaim(em, id);
    if (request) await em.getRepository(ApprovalRequest).delete(request.id);
  });
  return presentDeleted();
}

/** GET users/{id}/expense-claims: the user's claims, newest first, paged, without file bodies. */
export async function listClaimsOf(ctx: AppContext, actor: Actor, userId: number, q: { page: number; pageSize: number }): Promise<Paged<ReturnType<typeof presentClaimRow>>> {
  assertCanListClaimsOf(actor, userId);
  const em = ctx.ds.manager;
  const [claims, totalCount] = await em.getRepository(ExpenseClaim).findAndCount({
    where: { user_id: userId }, order: { issue_date: 'DESC', id: 'DESC' }, skip: offsetOf(q.page, q.pageSize), take: q.pageSize,
  });
  const ids = claims.map((c) => c.id);
  if (!ids.length) return { currentPage: q.page, data: [], totalCount };
  const types = await claimTypes(em);
  const users = new Map((await em.getRepository(User).findBy({ id: userId })).map((u) => [u.id, { id: u.id, name: u.name, surname: u.surname }]));
  const requests = new Map((await em.getRepository(ApprovalRequest).findBy({ request_name: EXPENSE_CLAIM_TYPE, object_id: In(ids) })).map((r) => [r.object_id!, r]));
  const count = async (entity: typeof ExpenseClaimLine | typeof ExpenseClaimAttachment) =>
    new Map(
      (await em.getRepository(entity).createQueryBuilder('x').select('x.claim_id', 'claim_id').addSelect('COUNT(*)', 'n').where('x.claim_id IN (:...ids)', { ids }).groupBy('x.claim_id').getRawMany<{ claim_id: number; n: number }>())
        .map((r) => [Number(r.claim_id), Number(r.n)]),
    );
  const [lines, files] = [await count(ExpenseClaimLine), await count(ExpenseClaimAttachment)];
  const data = claims.map((c) => {
    const request = requests.get(c.id) ?? null;
    const x: ClaimContext = { type: types.get(c.type_id)!, user: users.get(c.user_id)!, request: request && { id: request.id, status: request.status }, can: claimAbilities(actor, factsOf(c, request)) };
    return presentClaimRow(c, x, { lines: lines.get(c.id) ?? 0, attachments: files.get(c.id) ?? 0 });
  });
  return { currentPage: q.page, data, totalCount };
}

/** The engine's update hook (chain editors, the claimant's draft through PUT /api/v2/chains/{id}). */
export async function updateThroughEngine(em: EntityManager, request: ApprovalRequest, body: Record<string, unknown>, actor: Actor): Promise<ObjectChange[]> {
  if (request.status === 'not_initialized' && !actor.permissions.has('expense_claims_write')) throw new AppError('missing_permissions');
  return rewriteClaim(em, await requireClaim(em, request.object_id!), body);
}

/** The engine's delete hook: a not_initialized request is deleted with its claim. */
export const removeThroughEngine = (em: EntityManager, request: ApprovalRequest) => removeClaim(em, request.object_id!);

/** The engine's beforeSubmit hook. @throws 400 cannot_initialize_empty_expense_claim */
export async function assertHasLines(em: EntityManager, request: ApprovalRequest): Promise<void> {
  if (!(await em.getRepository(ExpenseClaimLine).existsBy({ claim_id: request.object_id! }))) throw new AppError('cannot_initialize_empty_expense_claim');
}

/** The claim's chain: its type's, else undefined (the request type's mapping). */
export async function chainOfClaim(em: EntityManager, request: ApprovalRequest): Promise<number | undefined> {
  const c = await requireClaim(em, request.object_id!);
  return (await claimTypes(em)).get(c.type_id)?.chain_id ?? undefined;
}

/** Summary for lists, PDFs and chat cards: type, lines count, total (spec: card summary of a claim). */
export async function claimSummary(em: EntityManager, request: ApprovalRequest): Promise<RequestSummary> {
  const c = await requireClaim(em, request.object_id!);
  const type = (await claimTypes(em)).get(c.type_id)!;
  const lines = await em.getRepository(ExpenseClaimLine).countBy({ claim_id: c.id });
  const total = moneyText(Number(c.cost_sum));
  const name = { en: type.name_en ?? type.name, lt: type.name_lt ?? type.name_en ?? type.name };
  return {
    title: { en: `${name.en}: ${textIn(total, 'en')}`, lt: `${name.lt}: ${textIn(total, 'lt')}` },
    lines: [{ label: 'Type', value: name }, { label: 'Lines', value: String(lines) }, { label: 'Total', value: total }],
    amountCents: Number(c.cost_sum),
  };
}

/** The claim's owner (PATCH requests/object/{id}/init/expense_claim). */
export const ownerOfClaim = async (em: EntityManager, id: number) => (await em.getRepository(ExpenseClaim).findOneBy({ id }))?.user_id ?? null;
