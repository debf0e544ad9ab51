/**
 * Subscriptions, the consent/settings history and the first-sign-in flag (spec 1 §3 Subscriptions,
 * Setting-history entry; §4 First sign in; §7 users/{id}/subscribe, users/settings, end-entry-page).
 */
import { IsNull } from 'typeorm';
import type { AppContext } from '../../context';
import { LOCALE_SETTING, SettingBody, SettingEntry, SUBSCRIPTION_KEYS, Subscriptions } from '../../contracts/users';
import { inTransaction } from '../../db/tx';
import type { AuthUser } from '../../http/auth';
import { assertEntryPageSigned } from '../policy-documents/policy-documents.entry';
import { User, UserSettingHistory, type SubscriptionKey } from './users.entities';
import { assertCanEditSubscriptions } from './users.policy';
import { presentSettingEntry, presentSubscriptions, subColumn } from './users.presenters';
import { activeUser } from './users.relations';

const isSubscriptionKey = (k: string): k is SubscriptionKey => (SUBSCRIPTION_KEYS as readonly string[]).includes(k);

/**
 * PUT /users/{id}/subscribe: sets the given subscriptions (partial); self or users_write.
 * Returns the whole subscriptions object. @throws missing_permissions | user_not_found
 */
export async function subscribe(ctx: AppContext, caller: AuthUser, id: number, subs: Partial<Subscriptions>): Promise<Subscriptions> {
  assertCanEditSubscriptions(caller, id);
  return inTransaction(ctx.ds, async (em) => {
    await activeUser(em, id);
    const patch: Record<string, boolean> = {};
    for (const k of SUBSCRIPTION_KEYS) if (subs[k] !== undefined) patch[subColumn(k)] = subs[k]!;
    if (Object.keys(patch).length) await em.getRepository(User).update(id, patch as Partial<User>);
    return presentSubscriptions((await activeUser(em, id)) as unknown as Record<string, unknown>);
  });
}

/**
 * POST /users/settings: appends the caller's choice to their settings history; a subscription key
 * also sets that subscription to `checked`, the key `locale` (value en | lt, checked by the contract)
 * the language of the caller's e-mails and Teams messages. Returns the stored entry.
 */
export async function addSetting(ctx: AppContext, caller: AuthUser, body: SettingBody): Promise<SettingEntry> {
  return inTransaction(ctx.ds, async (em) => {
    const row = em.getRepository(UserSettingHistory).create({
      user_id: caller.id,
      setting_key: body.id,
      checked: body.checked,
      value: body.value,
      time: new Date(body.time),
    });
    await em.getRepository(UserSettingHistory).insert(row);
    if (isSubscriptionKey(body.id)) await em.getRepository(User).update(caller.id, { [subColumn(body.id)]: body.checked } as Partial<User>);
    if (body.id === LOCALE_SETTING) await em.getRepository(User).update(caller.id, { locale: body.value! });
    return presentSettingEntry(row);
  });
}

/** GET /users/settings/{key}?value=: the caller's latest entry of `key` (with that value when given), or null. */
export async function latestSetting(ctx: AppContext, caller: AuthUser, key: string, value?: string): Promise<SettingEntry | null> {
  const row = await ctx.ds.getRepository(UserSettingHistory).findOne({
    where: { user_id: caller.id, setting_key: key, ...(value !== undefined ? { value } : {}) },
    order: { time: 'DESC', id: 'DESC' },
  });
  return row ? presentSettingEntry(row) : null;
}

/** GET /users/settings/{id}/all: the caller's whole history of one key, newest first. */
export async function settingHistory(ctx: AppContext, caller: AuthUser, key: string): Promise<SettingEntry[]> {
  const rows = await ctx.ds.getRepository(UserSettingHistory).find({
    where: { user_id: caller.id, setting_key: key },
    order: { time: 'DESC', id: 'DESC' },
  });
  return rows.map(presentSettingEntry);
}

/**
 * POST /users/end-entry-page: the caller has seen the first-sign-in page (is_first_sign_in becomes
 * false). Refused while an entry-page policy document is unsigned (spec 3 §5 Entry page).
 * @throws 409 policy_documents_not_signed (`documents`: the unsigned ids)
 */
export async function endEntryPage(ctx: AppContext, caller: AuthUser): Promise<void> {
  await inTransaction(ctx.ds, async (em) => {
    await assertEntryPageSigned(em, caller.id);
    await em.getRepository(User).update({ id: caller.id, deleted_at: IsNull() }, { is_first_sign_in: false });
  });
}
