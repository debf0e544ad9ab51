/**
 * Messages to many people in Teams (DESIGN.md "Messages to many people"; issue 16 item 4): ONE sender for
 * announcements, reminders and anything else posted to every user who has the bot installed.
 *
 * - A module registers what it posts once: `registerBroadcastKind('announcement', { activity })`, where
 *   `activity(ctx, itemId, user)` builds the message (an Adaptive Card) for one user in their language,
 *   or null to skip that user; then calls `broadcast(ctx, 'announcement', id)` after its commit.
 * - Recipients: users with a stored personal conversation (modules/teams TeamsConversation) who are
 *   active and not deleted (or the given user ids among them) and, when the kind names a `subscription`
 *   (spec 1 §3 Subscriptions, e.g. announcements), have it on: an unsubscribed user gets neither the e-mail
 *   nor the Teams message. A pending row of a user who unsubscribed before it was sent is not sent (failed).
 * - Delivery record: `broadcast_deliveries`, unique (kind, item_id, user_id), status pending → delivered
 *   | failed with attempts and the last error. Rows are inserted as pending before anything is sent, and each
 *   row is claimed on its own right before its post (`claimed_by`, `claimed_until`: one UPDATE that succeeds
 *   only on a pending row nobody holds, or whose holder's time ran out), so a second call, a second server
 *   copy or a restart never posts a delivered card again, and two copies sending the same item share its
 *   rows instead of both posting them. A row held by a process that died becomes claimable once its
 *   `claimed_until` passed; the job `broadcast-resume` (every 3 minutes, and once when the transport is
 *   plugged in) sends such rows and every other pending one. The claim lasts `claimSeconds`; no try starts
 *   later than `claimMarginMs` before it ends (the row is left pending for the next resume instead), so a
 *   claim never runs out while its holder still posts unless one post hangs longer than that margin. A card
 *   whose post succeeded but whose row could not be marked (the process died in between) is posted again on
 *   resume: Teams has no idempotency key, so that one window stays.
 * - Sending: batches of `batchSize` (default 8) in parallel; a 429 waits the Retry-After the channel asks
 *   for (seconds or an HTTP date, capped by `maxWaitMs`) and tries again; 5xx and network errors back off
 *   exponentially from `baseDelayMs`; other 4xx (bot blocked, conversation gone) fail at once; at most
 *   `maxAttempts` tries per user (counted across resumes), then `failed`.
 * - The transport: mountTeams (teams.ts) hands the bot's `deliver` (CloudAdapter.continueConversationAsync)
 *   to {@link setBroadcastTransport}, which also resumes pending deliveries left by a previous process and
 *   registers the `broadcast-resume` job.
 *   Without a transport (no bot mounted) nothing is claimed and the call reports every user as skipped.
 */
import { randomUUID } from 'node:crypto';
import type { Activity, ConversationReference } from 'botbuilder';
import { Column, Entity, Index, PrimaryGeneratedColumn, In } from 'typeorm';
import type { AppContext } from '../../context';
import { JOBS, type Job } from '../../jobs';
import { User } from '../users/users.entities';
import { TeamsConversation } from './teams.entities';

/** Posts one activity into a stored conversation; throws the channel's error (statusCode, response headers). */
export type BroadcastDeliver = (reference: Partial<ConversationReference>, activity: Partial<Activity>) => Promise<void>;

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

@Entity('broadcast_deliveries')
@Index('UQ_broadcast_deliveries_once', ['kind', 'item_id', 'user_id'], { unique: true })
export class BroadcastDelivery {
  @PrimaryGeneratedColumn() id: number;
  /** What was posted, e.g. 'announcement'. */
  @Column({ type: String, length: 40 }) kind: string;
  @Column({ type: Number }) item_id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: String, length: 10 }) status: DeliveryStatus;
  @Column({ type: Number, default: 0 }) attempts: number;
  @Column({ type: String, length: 255, nullable: true }) last_error: string | null;
  @Column({ type: Date }) updated_at: Date;
  /** Who is posting this row now (one sender call); kept after the post. */
  @Column({ type: String, length: 64, nullable: true }) claimed_by: string | null;
  /** Until when `claimed_by` holds the row; after that (a dead holder) another sender may claim it. */
  @Column({ type: Date, nullable: true }) claimed_until: Date | null;
}

/** A user's subscription column (spec 1 §3 Subscriptions), e.g. `sub_announcements`. */
export type SubscriptionColumn = Extract<keyof User, `sub_${string}`>;

/** The recipient as a kind's builder sees it. */
export interface BroadcastRecipient {
  id: number;
  locale: 'en' | 'lt';
}

export interface BroadcastKind {
  /** The message for one user, or null to skip that user. */
  activity(ctx: AppContext, itemId: number, user: BroadcastRecipient): Promise<Partial<Activity> | null>;
  /** Only users with this subscription on get the kind (none: every reachable user). */
  subscription?: SubscriptionColumn;
}

export interface BroadcastOptions {
  /** Posts in flight at once (default 8). */
  batchSize: number;
  /** Tries per user (default 5). */
  maxAttempts: number;
  /** First back-off for 5xx/network errors and 429s without Retry-After, doubled each try (ms, default 1000). */
  baseDelayMs: number;
  /** Longest wait the sender accepts from Retry-After or back-off (ms, default 60000). */
  maxWaitMs: number;
  /** How long one row's claim lasts (s, default 900). */
  claimSeconds: number;
  /** No try starts later than this before the claim ends (ms, default 60000): the longest one post may take. */
  claimMarginMs: number;
}

export interface BroadcastResult {
  delivered: number[];
  failed: number[];
  /** Users without a transport or whose builder skipped them; already delivered users are not listed. */
  skipped: number[];
}

const DEFAULTS: BroadcastOptions = { batchSize: 8, maxAttempts: 5, baseDelayMs: 1000, maxWaitMs: 60_000, claimSeconds: 900, claimMarginMs: 60_000 };
const kinds = new Map<string, BroadcastKind>();
const transports = new WeakMap<AppContext, { deliver: BroadcastDeliver; options: BroadcastOptions }>();

/** Registers (or replaces) what `kind` posts. */
export function registerBroadcastKind(kind: string, def: BroadcastKind): void {
  kinds.set(kind, def);
}

/** The job that sends pending deliveries left by a stopped process or a sender that gave up in time (every 3 minutes). */
export const broadcastResumeJob: Job = { name: 'broadcast-resume', schedule: '*/3 * * * *', run: (ctx) => resumeBroadcasts(ctx) };

/**
 * Plugs the bot's delivery into a context (mountTeams), registers the `broadcast-resume` job (once) and resumes
 * pending deliveries in the background.
 */
export function setBroadcastTransport(ctx: AppContext, deliver: BroadcastDeliver, options: Partial<BroadcastOptions> = {}): Promise<void> {
  transports.set(ctx, { deliver, options: { ...DEFAULTS, ...options } });
  if (!JOBS.some((j) => j.name === broadcastResumeJob.name)) JOBS.push(broadcastResumeJob);
  return resumeBroadcasts(ctx).catch((err: unknown) => ctx.log.error({ err }, 'broadcast: resume failed'));
}

/** HTTP status of a channel error (botframework-connector RestError and alike). */
export function statusOf(err: unknown): number | undefined {
  const e = err as { statusCode?: number; status?: number; response?: { status?: number } } | null;
  return e?.statusCode ?? e?.status ?? e?.response?.status;
}

/** Retry-After of a channel error in ms (seconds or an HTTP date), or undefined. */
export function retryAfterMs(err: unknown, now = Date.now()): number | undefined {
  const headers = (err as { response?: { headers?: unknown } } | null)?.response?.headers as
    | { get?: (n: string) => string | null | undefined; [k: string]: unknown }
    | undefined;
  const raw = typeof headers?.get === 'function' ? headers.get('retry-after') : (headers?.['retry-after'] ?? headers?.['Retry-After']);
  if (raw == null || raw === '') return undefined;
  const s = String(raw).trim();
  if (/^\d+(\.\d+)?$/.test(s)) return Math.round(Number(s) * 1000);
  const at = Date.parse(s);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Posts with retries, counting `before` earlier tries; `error` null when delivered; `expired` when the next try
 * would start too close to `claimEnds` (the row stays pending for a later resume).
 */
async function postWithRetries(deliver: BroadcastDeliver, ref: Partial<ConversationReference>, activity: Partial<Activity>, o: BroadcastOptions, before: number, claimEnds: number) {
  let attempts = 0;
  for (;;) {
    attempts++;
    try {
      await deliver(ref, activity);
      return { attempts, error: null, expired: false };
    } catch (err) {
      const status = statusOf(err);
      const text = `${status ?? 'error'} ${err instanceof Error ? err.message : String(err)}`.slice(0, 255);
      const retriable = status === undefined || status === 429 || status >= 500;
      if (!retriable || before + attempts >= o.maxAttempts) return { attempts, error: text, expired: false };
      const backoff = o.baseDelayMs * 2 ** (attempts - 1);
      const wait = Math.min(status === 429 ? (retryAfterMs(err) ?? backoff) : backoff, o.maxWaitMs);
      if (Date.now() + wait > claimEnds - o.claimMarginMs) return { attempts, error: text, expired: true };
      await sleep(wait);
    }
  }
}

/** Active, not deleted users with a stored conversation (among `userIds` when given; with `subscription` on when given). */
async function reachable(ctx: AppContext, userIds?: number[], subscription?: SubscriptionColumn) {
  const out = new Map<number, { reference: Partial<ConversationReference>; locale: 'en' | 'lt' }>();
  // Ids go in chunks of 500 (SQL Server takes at most 2100 parameters).
  const chunks = userIds ? Array.from({ length: Math.ceil(userIds.length / 500) }, (_, i) => userIds.slice(i * 500, i * 500 + 500)) : [undefined];
  for (const ids of chunks) {
    const qb = ctx.ds
      .getRepository(TeamsConversation)
      .createQueryBuilder('tc')
      .innerJoin(User, 'u', 'u.id = tc.user_id')
      .select(['tc.user_id AS user_id', 'tc.reference AS reference', 'u.locale AS locale'])
      .where('u.deleted_at IS NULL AND u.disabled = :off', { off: false });
    if (ids) qb.andWhere('tc.user_id IN (:...ids)', { ids });
    if (subscription) qb.andWhere(`u.${subscription} = :on`, { on: true });
    for (const r of await qb.getRawMany<{ user_id: number; reference: string; locale: string }>()) {
      out.set(Number(r.user_id), { reference: JSON.parse(r.reference) as Partial<ConversationReference>, locale: r.locale === 'lt' ? 'lt' : 'en' });
    }
  }
  return out;
}

/** Pending rows nobody holds now (never claimed, or their holder's time ran out). */
const claimable = (ctx: AppContext) =>
  ctx.ds
    .getRepository(BroadcastDelivery)
    .createQueryBuilder('d')
    .where('d.status = :pending', { pending: 'pending' })
    .andWhere('(d.claimed_until IS NULL OR d.claimed_until < :now)', { now: new Date() });

/** Inserts pending rows for users without one (the unique key refuses doubles from a concurrent copy). */
async function claim(ctx: AppContext, kind: string, itemId: number, userIds: number[]): Promise<void> {
  const repo = ctx.ds.getRepository(BroadcastDelivery);
  const known = new Set<number>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await repo.find({ select: { user_id: true }, where: { kind, item_id: itemId, user_id: In(userIds.slice(i, i + 500)) } });
    rows.forEach((r) => known.add(r.user_id));
  }
  for (const userId of userIds.filter((id) => !known.has(id))) {
    try {
      await repo.insert({ kind, item_id: itemId, user_id: userId, status: 'pending', attempts: 0, last_error: null, updated_at: new Date() });
    } catch {
      // Claimed meanwhile by another copy.
    }
  }
}

/** Claims pending row `id` for `holder` until `until` when nobody holds it (or its holder's time ran out). */
async function claimRow(ctx: AppContext, id: number, holder: string, until: Date): Promise<boolean> {
  const taken = await ctx.ds
    .createQueryBuilder()
    .update(BroadcastDelivery)
    .set({ claimed_by: holder, claimed_until: until })
    .where('id = :id AND status = :pending', { id, pending: 'pending' })
    .andWhere('(claimed_until IS NULL OR claimed_until < :now)', { now: new Date() })
    .execute();
  return Boolean(taken.affected);
}

/** Records the outcome of a row `holder` claimed (nothing when its claim was lost); false when it was lost. */
async function finishRow(ctx: AppContext, id: number, holder: string, set: Partial<BroadcastDelivery>): Promise<boolean> {
  const done = await ctx.ds.getRepository(BroadcastDelivery).update({ id, claimed_by: holder, status: 'pending' }, { ...set, updated_at: new Date() });
  return Boolean(done.affected);
}

/**
 * Posts item `itemId` of `kind` to every reachable user (or to `userIds` among them) who has not got it yet.
 * Waits until every post this call claimed is delivered, has failed or was left pending for a resume (reported
 * as neither); rows another sender holds are left to it. @throws Error for an unregistered kind
 */
export async function broadcast(ctx: AppContext, kind: string, itemId: number, userIds?: number[]): Promise<BroadcastResult> {
  const def = kinds.get(kind);
  if (!def) throw new Error(`broadcast kind ${kind} is not registered`);
  const result: BroadcastResult = { delivered: [], failed: [], skipped: [] };
  const transport = transports.get(ctx);
  const targets = await reachable(ctx, userIds, def.subscription);
  if (!transport) {
    result.skipped.push(...targets.keys());
    return result;
  }
  await claim(ctx, kind, itemId, [...targets.keys()]);
  const holder = randomUUID();
  const pending = await claimable(ctx).andWhere('d.kind = :kind AND d.item_id = :itemId', { kind, itemId }).orderBy('d.id', 'ASC').getMany();
  const { deliver, options } = transport;
  for (let i = 0; i < pending.length; i += options.batchSize) {
    await Promise.all(
      pending.slice(i, i + options.batchSize).map(async (row) => {
        const claimEnds = Date.now() + options.claimSeconds * 1000;
        if (!(await claimRow(ctx, row.id, holder, new Date(claimEnds)))) return;
        const target = targets.get(row.user_id);
        const activity = target && (await def.activity(ctx, itemId, { id: row.user_id, locale: target.locale }));
        if (!target || !activity) {
          await finishRow(ctx, row.id, holder, { status: 'failed', last_error: target ? 'skipped by the builder' : 'no conversation or unsubscribed' });
          return void result.skipped.push(row.user_id);
        }
        const sent = await postWithRetries(deliver, target.reference, activity, options, row.attempts, claimEnds);
        const attempts = row.attempts + sent.attempts;
        if (sent.expired) {
          await finishRow(ctx, row.id, holder, { attempts, last_error: sent.error, claimed_until: null });
          return void ctx.log.info({ kind, itemId, userId: row.user_id, error: sent.error }, 'broadcast: left pending for a resume');
        }
        const status = sent.error ? 'failed' : 'delivered';
        if (!(await finishRow(ctx, row.id, holder, { status, attempts, last_error: sent.error }))) {
          ctx.log.error({ kind, itemId, userId: row.user_id }, 'broadcast: the claim ran out during the post');
        }
        (sent.error ? result.failed : result.delivered).push(row.user_id);
        if (sent.error) ctx.log.warn({ kind, itemId, userId: row.user_id, error: sent.error }, 'broadcast: not delivered');
      }),
    );
  }
  return result;
}

/** Sends the claimable pending deliveries of every item (left by a stopped process or for a resume), without adding recipients. */
export async function resumeBroadcasts(ctx: AppContext): Promise<void> {
  const open = await claimable(ctx)
    .select(['d.kind AS kind', 'd.item_id AS item_id'])
    .groupBy('d.kind')
    .addGroupBy('d.item_id')
    .getRawMany<{ kind: string; item_id: number }>();
  for (const o of open) {
    if (!kinds.has(o.kind)) continue;
    const users = await claimable(ctx).andWhere('d.kind = :kind AND d.item_id = :itemId', { kind: o.kind, itemId: Number(o.item_id) }).getMany();
    await broadcast(ctx, o.kind, Number(o.item_id), users.map((u) => u.user_id));
  }
}

/** Delivery counts of an item (status → users). */
export async function deliveryCounts(ctx: AppContext, kind: string, itemId: number): Promise<Record<DeliveryStatus, number>> {
  const rows = await ctx.ds.getRepository(BroadcastDelivery).find({ where: { kind, item_id: itemId } });
  const out: Record<DeliveryStatus, number> = { pending: 0, delivered: 0, failed: 0 };
  rows.forEach((r) => out[r.status]++);
  return out;
}
