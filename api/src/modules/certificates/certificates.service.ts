/**
 * Certificates (issue 16 item 3; spec 3 §3, §5, §7 Certificates; spec 1 §7 Users "Certificates of a user"):
 * - the catalogue: paged list (q: code, name), create, edit, delete; codes unique case-insensitively
 *   (409 certificate_code_taken); a certificate held by users is not deleted (409 certificate_in_use);
 * - certificates per user: GET/POST users/{id}/certificates, PATCH/DELETE users/{id}/certificates/{certId};
 *   the end date (optional: none = never expires) is not before the start (400 provided_invalid_data);
 * - the overview (GET users/certificates): every active user's certificates, paged in SQL, q matches the
 *   holder's name and surname, the code and the name (each word somewhere); ordered by holder, then start.
 * Rules by relation: certificates.policy.ts. Unknown ids: 404 certificate_not_found / user_certificate_not_found
 * / user_not_found.
 */
import { Brackets, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { CertificateBody, certificatesQuery, userCertificateBody, userCertificateUpdateBody } from '../../contracts/certificates';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { offsetOf, type Paged } from '../../http/paging';
import type { Actor } from '../approvals';
import { User } from '../users/users.entities';
import { likePattern } from '../users/users.service';
import { CertificateExpiryNotice, CertificateRequestRow, CertificateRow, UserCertificateRow } from './certificates.entities';
import { assertCanReadUserCertificates, assertCanWriteUserCertificates } from './certificates.policy';
import { presentCertificate, presentUserCertificate, type UserCertificateJoined } from './certificates.presenters';

type ListQuery = z.infer<typeof certificatesQuery>;

/**
 * Each word of `q` must match one of `fields` (LOWER … LIKE, `%`/`_` escaped). SQLite's LOWER folds ASCII
 * only, so the word as typed is tried too ("Žilinskaitė" finds Žilinskaitė there; SQL Server's collation
 * ignores case anyway).
 */
export function whereWords<T extends object>(qb: SelectQueryBuilder<T>, q: string | undefined, fields: string[]): SelectQueryBuilder<T> {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  words.forEach((word, i) => {
    const params = { [`w${i}`]: likePattern(word), [`r${i}`]: `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
    qb.andWhere(new Brackets((w) => fields.forEach((f) => w.orWhere(`(LOWER(${f}) LIKE :w${i} ESCAPE '\\' OR ${f} LIKE :r${i} ESCAPE '\\')`, params))));
  });
  return qb;
}

/** The catalogue certificate. @throws 404 certificate_not_found */
export async function requireCertificate(em: EntityManager, id: number): Promise<CertificateRow> {
  const c = await em.getRepository(CertificateRow).findOneBy({ id });
  if (!c) throw new AppError('certificate_not_found', 404);
  return c;
}

/** A catalogue certificate with this code (case-insensitive), other than `exceptId`. */
export async function certificateByCode(em: EntityManager, code: string, exceptId?: number): Promise<CertificateRow | null> {
  const qb = em.getRepository(CertificateRow).createQueryBuilder('c').where('LOWER(c.code) = :code', { code: code.trim().toLowerCase() });
  if (exceptId) qb.andWhere('c.id <> :exceptId', { exceptId });
  return qb.getOne();
}

const holdersOf = async (em: EntityManager, certificateId: number) => em.getRepository(UserCertificateRow).countBy({ certificate_id: certificateId });

/** GET certificates?page&pageSize&q: the catalogue by name, with how many users hold each. */
export async function listCertificates(ctx: AppContext, query: ListQuery): Promise<Paged<ReturnType<typeof presentCertificate>>> {
  const qb = whereWords(ctx.ds.getRepository(CertificateRow).createQueryBuilder('c'), query.q, ['c.code', 'c.name']);
  const totalCount = await qb.getCount();
  const rows = await qb
    .clone()
    .select(['c.id AS id', 'c.code AS code', 'c.name AS name', 'c.description AS description'])
    .addSelect((sub) => sub.select('COUNT(*)').from(UserCertificateRow, 'uc').where('uc.certificate_id = c.id'), 'holders')
    .orderBy('c.name', 'ASC')
    .addOrderBy('c.id', 'ASC')
    .offset(offsetOf(query.page, query.pageSize))
    .limit(query.pageSize)
    .getRawMany<CertificateRow & { holders: number }>();
  return { currentPage: query.page, totalCount, data: rows.map((r) => presentCertificate(r, r.holders)) };
}

/** POST certificates. @throws 409 certificate_code_taken */
export function createCertificate(ctx: AppContext, body: CertificateBody) {
  return inTransaction(ctx.ds, async (em) => {
    if (await certificateByCode(em, body.code)) throw new AppError('certificate_code_taken', 409);
    const saved = await em.getRepository(CertificateRow).save({ code: body.code, name: body.name, description: body.description });
    return { message: 'certificate_successfully_added', certificate: presentCertificate(saved, 0) };
  });
}

/** PUT certificates/{id}. @throws 404 certificate_not_found, 409 certificate_code_taken */
export function updateCertificate(ctx: AppContext, id: number, body: CertificateBody) {
  return inTransaction(ctx.ds, async (em) => {
    const c = await requireCertificate(em, id);
    if (await certificateByCode(em, body.code, id)) throw new AppError('certificate_code_taken', 409);
    Object.assign(c, { code: body.code, name: body.name, description: body.description });
    await em.getRepository(CertificateRow).save(c);
    return { message: 'certificate_successfully_modified', certificate: presentCertificate(c, await holdersOf(em, id)) };
  });
}

/** DELETE certificates/{id}. @throws 404 certificate_not_found, 409 certificate_in_use */
export function deleteCertificate(ctx: AppContext, id: number) {
  return inTransaction(ctx.ds, async (em) => {
    await requireCertificate(em, id);
    const holders = await holdersOf(em, id);
    if (holders) throw new AppError('certificate_in_use', 409, { holders });
    await em.getRepository(CertificateRequestRow).update({ certificate_id: id }, { certificate_id: null });
    await em.getRepository(CertificateRow).delete(id);
    return { message: 'certificate_successfully_deleted' };
  });
}

/** The joined select of user certificates (holder's name, certificate's code and name). */
export function userCertificatesQuery(em: EntityManager) {
  return em
    .getRepository(UserCertificateRow)
    .createQueryBuilder('uc')
    .innerJoin(CertificateRow, 'c', 'c.id = uc.certificate_id')
    .innerJoin(User, 'u', 'u.id = uc.user_id');
}

const JOINED = [
  'uc.id AS id', 'uc.user_id AS user_id', 'uc.certificate_id AS certificate_id', 'uc.start_date AS start_date', 'uc.end_date AS end_date',
  'c.code AS code', 'c.name AS cert_name', 'u.name AS user_first', 'u.surname AS user_surname',
];

/** A page of a joined query. */
async function page(qb: SelectQueryBuilder<UserCertificateRow>, caller: Actor, query: ListQuery) {
  const totalCount = await qb.getCount();
  const rows = await qb.clone().select(JOINED).offset(offsetOf(query.page, query.pageSize)).limit(query.pageSize).getRawMany<UserCertificateJoined>();
  return { currentPage: query.page, totalCount, data: rows.map((r) => presentUserCertificate(caller, r)) };
}

/** The user (not deleted). @throws 404 user_not_found */
async function requireHolder(em: EntityManager, userId: number): Promise<User> {
  const u = await em.getRepository(User).findOneBy({ id: userId });
  if (!u || u.deleted_at) throw new AppError('user_not_found', 404);
  return u;
}

/** GET users/{id}/certificates: the holder's certificates, latest start first; q: code or name. */
export async function listUserCertificates(ctx: AppContext, caller: Actor, userId: number, query: ListQuery) {
  assertCanReadUserCertificates(caller, userId);
  await requireHolder(ctx.ds.manager, userId);
  const qb = whereWords(userCertificatesQuery(ctx.ds.manager).where('uc.user_id = :userId', { userId }), query.q, ['c.code', 'c.name'])
    .orderBy('uc.start_date', 'DESC')
    .addOrderBy('uc.id', 'DESC');
  return page(qb, caller, query);
}

/** The overview's filter (active users, q over holder, code and name), shared by the list and the exports. */
export function overviewQuery(em: EntityManager, q: string | undefined) {
  return whereWords(userCertificatesQuery(em).where('u.deleted_at IS NULL'), q, ['u.name', 'u.surname', 'c.code', 'c.name'])
    .orderBy('u.surname', 'ASC')
    .addOrderBy('u.name', 'ASC')
    .addOrderBy('uc.start_date', 'ASC')
    .addOrderBy('uc.id', 'ASC');
}

/** GET users/certificates (user_certificates_read): the company-wide overview. */
export function listOverview(ctx: AppContext, caller: Actor, query: ListQuery) {
  return page(overviewQuery(ctx.ds.manager, query.q), caller, query);
}

/** Every overview row of a filter (the exports; at most 10,000 rows). */
export async function overviewRows(ctx: AppContext, caller: Actor, q: string | undefined) {
  const rows = await overviewQuery(ctx.ds.manager, q).select(JOINED).limit(10_000).getRawMany<UserCertificateJoined>();
  return rows.map((r) => presentUserCertificate(caller, r));
}

/** One user certificate as a reply row. */
async function presentOne(em: EntityManager, caller: Actor, id: number) {
  const row = await userCertificatesQuery(em).select(JOINED).where('uc.id = :id', { id }).getRawOne<UserCertificateJoined>();
  if (!row) throw new AppError('user_certificate_not_found', 404);
  return presentUserCertificate(caller, row);
}

/** Adds a user certificate inside `em` (also the request type's add_on_approve). @returns its id */
export async function insertUserCertificate(em: EntityManager, userId: number, certificateId: number, start: string, end: string | null): Promise<number> {
  const r = await em.getRepository(UserCertificateRow).insert({ user_id: userId, certificate_id: certificateId, start_date: start, end_date: end });
  return Number(r.identifiers[0].id);
}

/** POST users/{id}/certificates. @throws 400 provided_invalid_data (user_id of another user), 404 user_not_found / certificate_not_found */
export function addUserCertificate(ctx: AppContext, caller: Actor, userId: number, body: z.infer<typeof userCertificateBody>) {
  assertCanWriteUserCertificates(caller, userId);
  if (body.user_id !== undefined && body.user_id !== userId) {
    throw new AppError('provided_invalid_data', 400, { fields: [{ path: 'user_id', message: 'must be the user of the path' }] });
  }
  return inTransaction(ctx.ds, async (em) => {
    await requireHolder(em, userId);
    await requireCertificate(em, body.certificate_id);
    const id = await insertUserCertificate(em, userId, body.certificate_id, body.start_date, body.end_date);
    return { message: 'certificate_successfully_added', user_certificate: await presentOne(em, caller, id) };
  });
}

/** The user certificate `certId` of `userId`. @throws 404 user_certificate_not_found */
async function requireUserCertificate(em: EntityManager, userId: number, certId: number): Promise<UserCertificateRow> {
  const row = await em.getRepository(UserCertificateRow).findOneBy({ id: certId, user_id: userId });
  if (!row) throw new AppError('user_certificate_not_found', 404);
  return row;
}

/** PATCH users/{id}/certificates/{certId}: new dates (the expiry notice is sent again for a new end date). */
export function updateUserCertificate(ctx: AppContext, caller: Actor, userId: number, certId: number, body: z.infer<typeof userCertificateUpdateBody>) {
  assertCanWriteUserCertificates(caller, userId);
  return inTransaction(ctx.ds, async (em) => {
    await requireUserCertificate(em, userId, certId);
    await em.getRepository(UserCertificateRow).update(certId, { start_date: body.start_date, end_date: body.end_date });
    return { message: 'certificate_successfully_modified', user_certificate: await presentOne(em, caller, certId) };
  });
}

/** DELETE users/{id}/certificates/{certId}. */
export function deleteUserCertificate(ctx: AppContext, caller: Actor, userId: number, certId: number) {
  assertCanWriteUserCertificates(caller, userId);
  return inTransaction(ctx.ds, async (em) => {
    await requireUserCertificate(em, userId, certId);
    await em.getRepository(CertificateExpiryNotice).delete({ user_certificate_id: certId });
    await em.getRepository(UserCertificateRow).delete(certId);
    return { message: 'certificate_successfully_deleted' };
  });
}
