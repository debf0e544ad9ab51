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
 *   | failed with attempts and the last error. Rows are claimed (inserted as pending) before anything is
 *   sent, and only pending rows are sent, so a second call, a second server copy (the item is also leased
 *   through job_leases) or a restart never posts a delivered card again. A card whose post succeeded but
 *   whose row could not be marked (the process died in between) is posted again on resume: Teams has no
 *   idempotency key, so that one window stays.
 * - Sending: batches of `batchSize` (default 8) in parallel; a 429 waits the Retry-After the channel asks
 *   for (seconds or an HTTP date, capped by `maxWaitMs`) and tries again; 5xx and network errors back off
 *   exponentially from `baseDelayMs`; other 4xx (bot blocked, conversation gone) fail at once; at most
 *   `maxAttempts` tries per user, then `failed`.
 * - The transport: mountTeams (teams.ts) hands the bot's `deliver` (CloudAdapter.continueConversationAsync)
 *   to {@link setBroadcastTransport}, which also resumes pending deliveries left by a previous process.
 *   Without a transport (no bot mounted) nothing is claimed and the call reports every user as skipped.
 */
import type { Activity, ConversationReference } from 'botbuilder';
import { Column, Entity, Index, PrimaryGeneratedColumn, In } from 'typeorm';
import type { AppContext } from '../../context';
import { takeLease } from '../../jobs';
import { JobLease } from '../system/system.entities';
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
}

export interface BroadcastResult {
  delivered: number[];
  failed: number[];
  /** Users without a transport or whose builder skipped them; already delivered users are not listed. */
  skipped: number[];
}

const DEFAULTS: BroadcastOptions = { batchSize: 8, maxAttempts: 5, baseDelayMs: 1000, maxWaitMs: 60_000 };
const kinds = new Map<string, BroadcastKind>();
const transports = new WeakMap<AppContext, { deliver: BroadcastDeliver; options: BroadcastOptions }>();

/** Registers (or replaces) what `kind` posts. */
export function registerBroadcastKind(kind: string, def: BroadcastKind): void {
  kinds.set(kind, def);
}

/** Plugs the bot's delivery into a context (mountTeams) and resumes pending deliveries in the background. */
export function setBroadcastTransport(ctx: AppContext, deliver: BroadcastDeliver, options: Partial<BroadcastOptions> = {}): Promise<void> {
  transports.set(ctx, { deliver, options: { ...DEFAULTS, ...options } });
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

/** Posts with retries; resolves to null when delivered, else the last error text. */
async function postWithRetries(deliver: BroadcastDeliver, ref: Partial<ConversationReference>, activity: Partial<Activity>, o: BroadcastOptions) {
  let attempts = 0;
  for (;;) {
    attempts++;
    try {
      await deliver(ref, activity);
      return { attempts, error: null };
    } catch (err) {
      const status = statusOf(err);
      const text = `${status ?? 'error'} ${err instanceof Error ? err.message : String(err)}`.slice(0, 255);
      const retriable = status === undefined || status === 429 || status >= 500;
      if (!retriable || attempts >= o.maxAttempts) return { attempts, error: text };
      const backoff = o.baseDelayMs * 2 ** (attempts - 1);
      const wait = status === 429 ? (retryAfterMs(err) ?? backoff) : backoff;
      await sleep(Math.min(wait, o.maxWaitMs));
    }
  }
}

/** Active, not deleted users with a stored conversation (among `userIds` when given; with `subscription` on when given). */
async function reachable(ctx: AppContext, userIds?: number[], subscription?: SubscriptionColumn) {
  const qb = ctx.ds
    .getRepository(TeamsConversation)
    .createQueryBuilder('tc')
    .innerJoin(User, 'u', 'u.id = tc.user_id')
    .select(['tc.user_id AS user_id', 'tc.reference AS reference', 'u.locale AS locale'])
    .where('u.deleted_at IS NULL AND u.disabled = :off', { off: false });
  if (userIds) qb.andWhere('tc.user_id IN (:...ids)', { ids: userIds.length ? userIds : [-1] });
  if (subscription) qb.andWhere(`u.${subscription} = :on`, { on: true });
  const rows = await qb.getRawMany<{ user_id: number; reference: string; locale: string }>();
  return new Map(rows.map((r) => [Number(r.user_id), { reference: JSON.parse(r.reference) as Partial<ConversationReference>, locale: r.locale === 'lt' ? 'lt' as const : 'en' as const }]));
}

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

/**
 * Posts item `itemId` of `kind` to every reachable user (or to `userIds` among them) who has not got it yet.
 * Waits until every post is delivered or has failed. @throws Error for an unregistered kind
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
  if (!(await takeLease(ctx, `broadcast:${kind}:${itemId}`, 900))) return result;
  try {
    await claim(ctx, kind, itemId, [...targets.keys()]);
    const repo = ctx.ds.getRepository(BroadcastDelivery);
    const pending = await repo.find({ where: { kind, item_id: itemId, status: 'pending' }, order: { id: 'ASC' } });
    const { deliver, options } = transport;
    for (let i = 0; i < pending.length; i += options.batchSize) {
      await Promise.all(
        pending.slice(i, i + options.batchSize).map(async (row) => {
          const target = targets.get(row.user_id);
          const activity = target && (await def.activity(ctx, itemId, { id: row.user_id, locale: target.locale }));
          if (!target || !activity) {
            await repo.update(row.id, { status: 'failed', last_error: target ? 'skipped by the builder' : 'no conversation or unsubscribed', updated_at: new Date() });
            return void result.skipped.push(row.user_id);
          }
          const sent = await postWithRetries(deliver, target.reference, activity, options);
          await repo.update(row.id, { status: sent.error ? 'failed' : 'delivered', attempts: row.attempts + sent.attempts, last_error: sent.error, updated_at: new Date() });
          (sent.error ? result.failed : result.delivered).push(row.user_id);
          if (sent.error) ctx.log.warn({ kind, itemId, userId: row.user_id, error: sent.error }, 'broadcast: not delivered');
        }),
      );
    }
  } finally {
    await ctx.ds.getRepository(JobLease).delete({ name: `broadcast:${kind}:${itemId}` }).catch(() => undefined);
  }
  return result;
}

/** Sends the pending deliveries of every item (left by a stopped process), without adding recipients. */
export async function resumeBroadcasts(ctx: AppContext): Promise<void> {
  const open = await ctx.ds
    .getRepository(BroadcastDelivery)
    .createQueryBuilder('d')
    .select(['d.kind AS kind', 'd.item_id AS item_id'])
    .where('d.status = :pending', { pending: 'pending' })
    .groupBy('d.kind')
    .addGroupBy('d.item_id')
    .getRawMany<{ kind: string; item_id: number }>();
  for (const o of open) {
    if (!kinds.has(o.kind)) continue;
    const users = await ctx.ds.getRepository(BroadcastDelivery).find({ select: { user_id: true }, where: { kind: o.kind, item_id: Number(o.item_id), status: 'pending' } });
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
