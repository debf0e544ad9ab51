/**
 * External accounting system sync (issue 13 item 5; spec 1 §6–§7 POST navision/sync, spec 2 §7).
 *
 * {@link syncNavision}: refreshes the users from the external system (match by navision id, then by
 * e-mail; new people get the default role, no password and no e-mail — they sign in with Microsoft;
 * synced users keep their navision id and are locked, see users.policy), then sends every approved
 * document of the registered sources not sent yet (navision_sent_documents: once per document).
 * Errors: missing_permissions (route), default_role_not_configured (400), failed_to_retrieve_data
 * when the external system cannot be read; a document whose owner has no navision id is reported
 * as user_has_no_navision_id in the reply's `documents.failed`, the others still go.
 */
import type { EntityManager } from 'typeorm';
import type { ExternalEmployee, NavisionSyncReply } from '../../contracts/navision';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/tx';
import { AppError } from '../../http/errors';
import { Role } from '../roles/roles.entities';
import { SUBSCRIPTION_KEYS, User } from '../users/users.entities';
import { connectorFor, type NavisionConnector } from './navision.connector';
import { NavisionSentDocument } from './navision.entities';
import { navisionSources } from './navision.sources';

/** The fields the external system owns (copied on every sync). */
const SYNCED = ['name', 'surname', 'email', 'position', 'phone_number', 'start_work_date', 'birth_date'] as const;

type UserCounts = NavisionSyncReply['users'];

/** A username free among `taken` (lower case), from the e-mail's local part. */
function freeUsername(email: string, taken: Set<string>): string {
  const base = email.split('@')[0].toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 240) || 'user';
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  taken.add(name);
  return name;
}

/** The patch that brings `u` up to `e` (only the fields that differ). */
function patchFor(u: User, e: ExternalEmployee): Partial<User> {
  const patch: Partial<User> = {};
  for (const k of SYNCED) {
    const v = e[k] ?? null;
    if (v !== undefined && (k === 'name' || k === 'surname' || k === 'email' ? v !== u[k] : v !== (u[k] ?? null))) {
      (patch as Record<string, unknown>)[k] = v;
    }
  }
  if (u.navision_id !== e.navision_id) patch.navision_id = e.navision_id;
  return patch;
}

/** Applies the employees to the users table in one transaction. */
async function applyEmployees(em: EntityManager, employees: ExternalEmployee[], invalid: number): Promise<UserCounts> {
  const defaultRole = await em.getRepository(Role).findOneBy({ default_role: true });
  if (!defaultRole) throw new AppError('default_role_not_configured');
  const users = await em.getRepository(User).createQueryBuilder('u').where('u.deleted_at IS NULL').getMany();
  const byNavision = new Map(users.filter((u) => u.navision_id).map((u) => [u.navision_id!, u]));
  const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u]));
  const usernames = new Set((await em.getRepository(User).find({ select: { username: true } })).map((u) => u.username.toLowerCase()));
  const counts: UserCounts = { created: 0, updated: 0, unchanged: 0, skipped: invalid };
  const seen = new Set<string>();
  for (const e of employees) {
    const email = e.email.toLowerCase();
    if (seen.has(e.navision_id) || seen.has(`@${email}`)) {
      counts.skipped++; // the same person twice in the feed
      continue;
    }
    seen.add(e.navision_id).add(`@${email}`);
    const user = byNavision.get(e.navision_id) ?? (byEmail.get(email)?.navision_id ? undefined : byEmail.get(email));
    const owner = byEmail.get(email);
    if (owner && owner !== user) {
      counts.skipped++; // the e-mail belongs to someone else
      continue;
    }
    if (user) {
      const patch = patchFor(user, e);
      if (Object.keys(patch).length === 0) counts.unchanged++;
      else {
        await em.getRepository(User).update(user.id, patch);
        counts.updated++;
      }
      continue;
    }
    await em.getRepository(User).insert({
      name: e.name,
      surname: e.surname,
      email: e.email,
      username: freeUsername(e.email, usernames),
      role_id: defaultRole.id,
      navision_id: e.navision_id,
      position: e.position ?? null,
      phone_number: e.phone_number ?? null,
      start_work_date: e.start_work_date ?? null,
      birth_date: e.birth_date ?? null,
      password_hash: null,
      activated_at: null,
      // They sign in with Microsoft: no activation e-mail is sent here, and e-mails reach them (subscriptions decide).
      should_send_email: true,
      ...Object.fromEntries(SUBSCRIPTION_KEYS.map((k) => [`sub_${k}`, true])),
    });
    counts.created++;
  }
  return counts;
}

/** Sends the approved documents not sent yet; each delivery is recorded at once, so a failure midway loses nothing. */
async function sendDocuments(ctx: AppContext, connector: NavisionConnector): Promise<NavisionSyncReply['documents']> {
  const out: NavisionSyncReply['documents'] = { sent: 0, failed: [] };
  const repo = ctx.ds.getRepository(NavisionSentDocument);
  for (const source of navisionSources()) {
    const sent = new Set((await repo.find({ where: { kind: source.kind }, select: { document_id: true } })).map((r) => r.document_id));
    const docs = (await source.approved(ctx.ds.manager)).filter((d) => !sent.has(d.id));
    for (const doc of docs) {
      const fail = (error_code: string) => out.failed.push({ kind: doc.kind, id: doc.id, user_id: doc.userId, error_code });
      if (!doc.navisionId) {
        fail('user_has_no_navision_id');
        continue;
      }
      try {
        await connector.pushDocument(doc);
      } catch (e) {
        ctx.log.warn({ err: e, kind: doc.kind, id: doc.id }, 'navision: document not delivered');
        fail('failed_to_update_data');
        continue;
      }
      await repo.createQueryBuilder().insert().values({ kind: doc.kind, document_id: doc.id, sent_at: new Date() }).orIgnore().execute();
      out.sent++;
    }
  }
  return out;
}

/**
 * POST navision/sync: users first (one transaction), then the documents.
 * @throws default_role_not_configured | failed_to_retrieve_data (external system unreadable)
 */
export async function syncNavision(ctx: AppContext, connector: NavisionConnector = connectorFor(ctx.config)): Promise<NavisionSyncReply> {
  const hasDefault = await ctx.ds.getRepository(Role).existsBy({ default_role: true });
  if (!hasDefault) throw new AppError('default_role_not_configured');
  let pulled: Awaited<ReturnType<NavisionConnector['pullEmployees']>>;
  try {
    pulled = await connector.pullEmployees();
  } catch (e) {
    ctx.log.warn({ err: e }, 'navision: employees not read');
    throw new AppError('failed_to_retrieve_data');
  }
  const users = await inTransaction(ctx.ds, (em) => applyEmployees(em, pulled.employees, pulled.invalid));
  const documents = await sendDocuments(ctx, connector);
  return { message: 'navision_synced', users, documents };
}
