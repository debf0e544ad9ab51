/**
 * Personal info change requests (spec 1 §3 Info change request, §4 "User info change request", §5
 * Info change images) — the first request type, and the example of a module registering one.
 *
 * Flow: POST /api/v1/users/:id/edit (self only) stores the change and its images (file store, checked
 * by content: jpeg/jpg/png/pdf, at most 3, each under 10,000,000 bytes, images re-encoded, PDFs
 * without active content, names cleaned; else 400 `bad_file_type` with reason type | size | content
 * | count — same code for all; at least one image when the field's reference has image_required, else 400
 * `user_info_change_image_required`) and creates a `user_info_change` request, all in one
 * transaction, then submits it right away:
 * - the field's personal info change reference has a chain → the request goes through that chain;
 * - the reference has no chain → nothing to approve: the change is approved and applied at once
 *   (registration `withoutChain: 'approve'`, history `auto_approved`);
 * - no reference for the field → 400 `user_info_change_field_not_configured` (the profile form only
 *   offers configured fields).
 * On final approval the user's field is written (e-mail stays unique: `duplicate_user` otherwise).
 * `relatives`: the list is checked by the users module's rules when asked and edited (spec 1 §5:
 * name, surname; birth date / contact number when the relationship type requires them; 400
 * `user_info_change_invalid_value` with fields) and, when approved, replaces the user's relatives
 * (users.relatives.ts `writeRelatives`); the change keeps the asked list as JSON (GET
 * /api/v1/requests/:id/object). The owner may edit the value while the request is returned to them.
 * Rules: user-info-change.policy.ts; reply shapes: user-info-change.presenters.ts.
 */
import { EntityManager, Not } from 'typeorm';
import type { AppContext } from '../../context';
import type { ObjectChange } from '../../contracts/approvals';
import { INFO_CHANGE_FIELDS, INFO_CHANGE_LIMITS, InfoChangeField } from '../../contracts/user-info-change';
import { AppError } from '../../http/errors';
import { deleteFiles, IncomingFile, readFile, saveFiles } from '../../shared/files';
import { Actor, ApprovalRequest, codeText, createRequest, registerRequestType, submit, transact, type SummaryText } from '../approvals';
import { textIn } from '../approvals/summary-text';
import { referenceFor } from '../settings/settings.service';
import { User } from '../users/users.entities';
import { resolveRelatives, writeRelatives } from '../users/users.relatives';
import { UserInfoChange, UserInfoChangeImage } from './user-info-change.entities';
import { assertCanRequestInfoChange } from './user-info-change.policy';
import { presentInfoChange, presentInfoChangeReply, type InfoChangeImageFile } from './user-info-change.presenters';

/** The fields' names in the request summaries (the settings' reference name, when set, is the title's). */
const FIELD_TEXT: Record<string, { en: string; lt: string }> = {
  name: { en: 'Name', lt: 'Vardas' },
  surname: { en: 'Surname', lt: 'Pavardė' },
  email: { en: 'E-mail', lt: 'El. paštas' },
  phone_number: { en: 'Phone number', lt: 'Telefono numeris' },
  home_address: { en: 'Home address', lt: 'Namų adresas' },
  relatives: { en: 'Relatives', lt: 'Artimieji' },
  mailing_address: { en: 'Mailing address', lt: 'Korespondencijos adresas' },
};

export const TYPE = 'user_info_change';

const invalid = (reason: string) => new AppError('user_info_change_invalid_value', 400, { reason });

/** Validates and normalises a value for a field; returns the stored text (JSON for relatives). */
export function normaliseValue(field: InfoChangeField, value: unknown): string {
  const max = INFO_CHANGE_LIMITS.valueMax[field];
  if (field === 'relatives') {
    let list = value;
    if (typeof value === 'string') {
      try { list = JSON.parse(value); } catch { throw invalid('relatives must be a JSON list'); }
    }
    if (!Array.isArray(list)) throw invalid('relatives must be a list');
    for (const r of list as Record<string, unknown>[]) {
      if (typeof r !== 'object' || r == null || typeof r.name !== 'string' || !r.name.trim() || typeof r.surname !== 'string' || !r.surname.trim()) throw invalid('every relative needs a name and a surname');
    }
    const text = JSON.stringify(list);
    if (text.length > max) throw invalid(`at most ${max} characters`);
    return text;
  }
  if (typeof value !== 'string') throw invalid('must be text');
  const v = value.trim();
  if (!v) throw invalid('required');
  if (v.length > max) throw invalid(`at most ${max} characters`);
  if (field === 'email') {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) throw invalid('must be an e-mail address');
    return v.toLowerCase();
  }
  return v;
}

const COLUMN: Partial<Record<InfoChangeField, keyof User>> = {
  name: 'name', surname: 'surname', email: 'email', phone_number: 'phone_number', home_address: 'home_address', mailing_address: 'mailing_address',
};

async function requireChange(em: EntityManager, id: number) {
  const c = await em.getRepository(UserInfoChange).findOneBy({ id });
  if (!c) throw new AppError('request_not_found');
  return c;
}

async function emailFree(em: EntityManager, email: string, userId: number) {
  if (await em.getRepository(User).existsBy({ email, id: Not(userId) })) throw new AppError('duplicate_user');
}

/**
 * Stores a change with its images for `userId`. @returns the change id
 * @throws user_info_change_field_not_configured | user_info_change_invalid_value | bad_file_type |
 *   user_info_change_image_required | duplicate_user
 */
export async function createChange(em: EntityManager, userId: number, input: { type: InfoChangeField; value: unknown; images: IncomingFile[] }): Promise<number> {
  const ref = await referenceFor(em, input.type);
  if (!ref) throw new AppError('user_info_change_field_not_configured', 400, { type: input.type });
  const value = normaliseValue(input.type, input.value);
  if (input.type === 'relatives') await checkRelatives(em, value);
  if (input.images.length > INFO_CHANGE_LIMITS.maxImages) throw new AppError('bad_file_type', 400, { reason: 'count', max: INFO_CHANGE_LIMITS.maxImages });
  if (ref.image_required && !input.images.length) throw new AppError('user_info_change_image_required');
  if (input.type === 'email') await emailFree(em, value, userId);
  const user = await em.getRepository(User).findOneByOrFail({ id: userId });
  const column = COLUMN[input.type];
  const old = column ? ((user[column] as string | null) ?? null) : null;
  const stored = await saveFiles(em, input.images, { types: INFO_CHANGE_LIMITS.imageTypes, maxBytes: INFO_CHANGE_LIMITS.maxImageBytes, code: 'bad_file_type' }, userId);
  const fileIds = stored.map((f) => f.id);
  const r = await em.getRepository(UserInfoChange).insert({ user_id: userId, field: input.type, value, old_value: old });
  const changeId = Number(r.identifiers[0].id);
  if (fileIds.length) await em.getRepository(UserInfoChangeImage).insert(fileIds.map((file_id) => ({ change_id: changeId, file_id })));
  return changeId;
}

/** The change as approvers see it (images as base64). */
export async function loadChange(em: EntityManager, id: number) {
  const c = await em.getRepository(UserInfoChange).findOneBy({ id });
  if (!c) return null;
  const links = await em.getRepository(UserInfoChangeImage).find({ where: { change_id: id }, order: { id: 'ASC' } });
  const images: InfoChangeImageFile[] = [];
  for (const l of links) {
    const f = await readFile(em, l.file_id);
    if (f) images.push(f);
  }
  return presentInfoChange(c, images);
}

/** The users module's rules for a relatives list (stored JSON text). @throws user_info_change_invalid_value with fields */
const checkRelatives = (em: EntityManager, value: string) => resolveRelatives(em, JSON.parse(value), 'user_info_change_invalid_value');

/** Writes an approved change to the user (relatives: replaces the user's relatives). */
async function apply(em: EntityManager, request: ApprovalRequest) {
  const c = await requireChange(em, request.object_id!);
  if (c.field === 'relatives') {
    await writeRelatives(em, c.user_id, await checkRelatives(em, c.value));
    await em.getRepository(UserInfoChange).update(c.id, { applied_at: new Date() });
    return;
  }
  const column = COLUMN[c.field as InfoChangeField];
  if (!column) return;
  if (c.field === 'email') await emailFree(em, c.value, c.user_id);
  await em.getRepository(User).update(c.user_id, { [column]: c.value });
  await em.getRepository(UserInfoChange).update(c.id, { applied_at: new Date() });
}

/** Registers the user_info_change request type with the engine (called by the module's registration). */
export function registerUserInfoChangeType(): void {
  registerRequestType({
    type: TYPE,
    load: loadChange,
    owner: async (em, id) => (await em.getRepository(UserInfoChange).findOneBy({ id }))?.user_id ?? null,
    summary: async (em, request) => {
      const c = await requireChange(em, request.object_id!);
      const ref = await referenceFor(em, c.field);
      const field = codeText(FIELD_TEXT, c.field);
      const label = ref?.name ?? field;
      const count = c.field === 'relatives' ? (JSON.parse(c.value) as unknown[]).length : 0;
      const shown: SummaryText = c.field === 'relatives' ? { en: `${count} relative(s)`, lt: `Artimųjų: ${count}` } : c.value;
      return {
        title: { en: `${textIn(label, 'en')}: ${textIn(shown, 'en')}`, lt: `${textIn(label, 'lt')}: ${textIn(shown, 'lt')}` },
        lines: [{ label: 'Field', value: field }, { label: 'New value', value: shown }, ...(c.old_value && c.field !== 'relatives' ? [{ label: 'Current value' as const, value: c.old_value }] : [])],
      };
    },
    chainId: async (em, request) => (await referenceFor(em, (await requireChange(em, request.object_id!)).field))?.chain_id ?? null,
    withoutChain: 'approve',
    create: async (em, { actor, body }) => {
      const images = Array.isArray(body.images) ? (body.images as IncomingFile[]) : [];
      if (!INFO_CHANGE_FIELDS.includes(body.type as InfoChangeField)) throw invalid('type must be one of the personal-info fields');
      return { objectId: await createChange(em, actor.id, { type: body.type as InfoChangeField, value: body.value, images }) };
    },
    update: async (em, request, body): Promise<ObjectChange[]> => {
      const c = await requireChange(em, request.object_id!);
      const value = normaliseValue(c.field as InfoChangeField, body.value);
      if (c.field === 'relatives') await checkRelatives(em, value);
      if (c.field === 'email') await emailFree(em, value, c.user_id);
      if (value === c.value) return [];
      await em.getRepository(UserInfoChange).update(c.id, { value });
      return [{ field: 'value', old: c.value, new: value }];
    },
    onApproved: apply,
    onDeleted: async (em, request) => {
      const links = await em.getRepository(UserInfoChangeImage).findBy({ change_id: request.object_id! });
      await em.getRepository(UserInfoChange).delete(request.object_id!);
      await deleteFiles(em, links.map((l) => l.file_id));
    },
  });
}

/** POST /api/v1/users/:id/edit: creates the change and submits it (see module doc). Only for oneself. */
export async function requestInfoChange(ctx: AppContext, actor: Actor, userId: number, input: { type: InfoChangeField; value: unknown; images: IncomingFile[] }) {
  assertCanRequestInfoChange(actor, userId);
  return transact(ctx, async (em, out) => {
    const changeId = await createChange(em, userId, input);
    const request = await createRequest(em, { type: TYPE, objectId: changeId, ownerId: userId, actorId: actor.id });
    await submit(em, out, request, actor);
    return presentInfoChangeReply(changeId, request);
  });
}
