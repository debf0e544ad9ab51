/**
 * Sign-in, token rotation, lockout and password links (spec 1 §4 Session and Password flow,
 * §5 password rules, §8 auth errors).
 *
 * - Login (issue 9 item 6: a caller who does not know the password learns nothing about the
 *   account): an unknown or never-activated address, a wrong password and a locked account all
 *   reply 401 `wrong_login_details` after one argon2 verification (against a dummy hash when there
 *   is no real one), so the reply and its time are the same. After LOGIN_MAX_FAILED_ATTEMPTS
 *   (default 5) wrong passwords in a row the account is locked for LOGIN_LOCK_SECONDS (default 600):
 *   every attempt, even with the right password, gets `wrong_login_details` (telling the right
 *   password apart during the lock would undo it). Only the right password of a disabled account
 *   learns `account_disabled_by_system`. `account_not_activated_or_not_exists` and
 *   `account_is_disabled_for_10_minutes` stay in the catalogue but sign-in no longer answers them.
 * - Refresh tokens are opaque, stored hashed, single use (rotation); a reused one revokes its family.
 *   Each family is one sign-in session; its id is the access token's `sid` (see http/auth.ts).
 * - Password links are single use and expire after PASSWORD_LINK_TTL_SECONDS (default 1 day). Reset
 *   and activation requests always answer 200 at once; the link is looked up, stored and e-mailed
 *   after the reply (event `auth.password_link_requested`), only for a registered address.
 * The rules are auth.policy.ts; reply shapes auth.presenters.ts.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EntityManager, IsNull } from 'typeorm';
import type { AppContext } from '../../context';
import { bumpSessionVersion, signAccessToken, type AccessClaims } from '../../http/auth';
import { AppError } from '../../http/errors';
import { inTransaction } from '../../db/tx';
import { recordAudit } from '../audit/audit.record';
import { hashPassword, isStrongPassword, verifyPassword } from '../../shared/passwords';
import { User } from '../users/users.entities';
import { PasswordLink, PasswordLinkPurpose, RefreshToken } from './auth.entities';
import { isLinkActive, linkQualifies, signInRefusal } from './auth.policy';
import { presentLinkStatus } from './auth.presenters';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

declare module '../../shared/events' {
  interface DomainEvents {
    /** Someone asked for a reset or activation link for this (normalised) address; it may be unknown. */
    'auth.password_link_requested': { email: string; purpose: PasswordLinkPurpose };
  }
}

/** Issues an access token with the user's current session version and a refresh token in family `familyId` (the session). */
async function issueTokens(ctx: AppContext, em: EntityManager, userId: number, familyId: string = randomUUID()): Promise<TokenPair> {
  const { session_version: sv } = await em.getRepository(User).findOneOrFail({ select: { id: true, session_version: true }, where: { id: userId } });
  const refreshToken = randomBytes(32).toString('base64url');
  await em.getRepository(RefreshToken).insert({
    user_id: userId,
    token_hash: sha256(refreshToken),
    family_id: familyId,
    expires_at: new Date(Date.now() + ctx.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
    revoked_at: null,
  });
  return { accessToken: await signAccessToken(ctx, { userId, sv, sid: familyId }), refreshToken };
}

/** Issues a fresh token pair for an already authenticated user (SSO sign-in: audited auth.sign_in with `method`). */
export function issueTokensFor(ctx: AppContext, userId: number, method = 'sso'): Promise<TokenPair> {
  return inTransaction(ctx.ds, async (em) => {
    const tokens = await issueTokens(ctx, em, userId);
    await recordAudit(em, { actorId: userId, action: 'auth.sign_in', targetType: 'user', targetId: userId, details: { method }, client: 'tab' });
    return tokens;
  });
}

const dummyHashes = new WeakMap<AppContext, Promise<string>>();

/**
 * A hash of a random password made with the configured argon2 cost: sign-in verifies against it when
 * the address has no password hash, so every sign-in costs one verification. Computed once per context.
 */
export function dummyHash(ctx: AppContext): Promise<string> {
  let hash = dummyHashes.get(ctx);
  if (!hash) {
    hash = hashPassword(randomBytes(18).toString('base64url'));
    dummyHashes.set(ctx, hash);
  }
  return hash;
}

/** Counts a wrong password; locks the account when the count reaches LOGIN_MAX_FAILED_ATTEMPTS (audited: sign_in_failed, lockout). */
async function countFailedSignIn(ctx: AppContext, userId: number): Promise<void> {
  const locked = await inTransaction(ctx.ds, async (em) => {
    const fresh = await em.getRepository(User).findOneByOrFail({ id: userId });
    const attempts = fresh.failed_login_attempts + 1;
    const lock = attempts >= ctx.config.LOGIN_MAX_FAILED_ATTEMPTS;
    await em.getRepository(User).update(userId, {
      failed_login_attempts: lock ? 0 : attempts,
      locked_until: lock ? new Date(Date.now() + ctx.config.LOGIN_LOCK_SECONDS * 1000) : fresh.locked_until,
    });
    await recordAudit(em, { actorId: userId, action: 'auth.sign_in_failed', targetType: 'user', targetId: userId, details: { reason: 'wrong_login_details' }, client: 'tab' });
    if (lock) await recordAudit(em, { actorId: userId, action: 'auth.lockout', targetType: 'user', targetId: userId, details: { attempts }, client: 'tab' });
    return lock;
  });
  if (locked) ctx.log.warn({ userId }, 'account locked after failed sign-ins');
}

/** A refused sign-in that counts nothing (unknown address, locked, disabled, not activated): one audit entry, no address stored. */
async function recordFailedSignIn(ctx: AppContext, userId: number | null, reason: string): Promise<void> {
  await inTransaction(ctx.ds, (em) =>
    recordAudit(em, { actorId: userId, action: 'auth.sign_in_failed', targetType: userId ? 'user' : null, targetId: userId, details: { reason: userId ? reason : 'unknown_account' }, client: 'tab' }),
  );
}

/**
 * Checks e-mail and password and returns the user and a token pair. Whoever does not know the
 * password gets `wrong_login_details` in the same time, whether or not the account exists, is
 * activated, disabled or locked (issue 9 item 6).
 * @throws AppError wrong_login_details (401) | account_disabled_by_system (403, right password only)
 */
export async function login(ctx: AppContext, email: string, password: string): Promise<{ user: User; tokens: TokenPair }> {
  const user = await ctx.ds.getRepository(User).findOneBy({ email: email.trim().toLowerCase(), deleted_at: IsNull() });
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash(ctx)), password);
  const account = user ? { hasPassword: !!user.password_hash, lockedUntil: user.locked_until, disabled: user.disabled } : null;
  const refusal = signInRefusal(account, ok, new Date());
  if (refusal || !user) {
    if (refusal?.countFailure && user) await countFailedSignIn(ctx, user.id);
    else await recordFailedSignIn(ctx, user?.id ?? null, refusal?.code ?? 'wrong_login_details');
    throw new AppError(refusal?.code ?? 'wrong_login_details');
  }
  const tokens = await inTransaction(ctx.ds, async (em) => {
    await em.getRepository(User).update(user.id, { failed_login_attempts: 0, locked_until: null });
    await recordAudit(em, { actorId: user.id, action: 'auth.sign_in', targetType: 'user', targetId: user.id, details: { method: 'password' }, client: 'tab' });
    return issueTokens(ctx, em, user.id);
  });
  return { user, tokens };
}

/**
 * Rotates a refresh token. A token that was already used or revoked revokes its whole family.
 * @throws AppError invalid_access_token
 */
export async function refresh(ctx: AppContext, refreshToken: string | undefined): Promise<{ userId: number; tokens: TokenPair }> {
  if (!refreshToken) throw new AppError('invalid_access_token');
  const outcome = await inTransaction(ctx.ds, async (em) => {
    const repo = em.getRepository(RefreshToken);
    const row = await repo.findOneBy({ token_hash: sha256(refreshToken) });
    if (!row) throw new AppError('invalid_access_token');
    if (row.revoked_at) {
      // Reuse: revoke the family and commit it; throwing here would roll the revocation back.
      await repo.update({ family_id: row.family_id, revoked_at: IsNull() }, { revoked_at: new Date() });
      ctx.log.warn({ userId: row.user_id }, 'refresh token reused: family revoked');
      return null;
    }
    if (row.expires_at.getTime() <= Date.now()) throw new AppError('token_expired');
    const user = await em.getRepository(User).findOneBy({ id: row.user_id, deleted_at: IsNull(), disabled: false });
    if (!user) throw new AppError('invalid_access_token');
    await repo.update(row.id, { revoked_at: new Date() });
    return { userId: row.user_id, tokens: await issueTokens(ctx, em, row.user_id, row.family_id) };
  });
  if (!outcome) throw new AppError('invalid_access_token');
  return outcome;
}

/**
 * Logout: ends the session of the refresh cookie and the session named by a valid access token
 * (its `sid`), so that access token fails at its next call (the user's other sessions stay).
 * Unknown tokens are ignored.
 */
export async function logout(ctx: AppContext, refreshToken: string | undefined, access: AccessClaims | null): Promise<void> {
  const repo = ctx.ds.getRepository(RefreshToken);
  const now = new Date();
  const row = refreshToken ? await repo.findOneBy({ token_hash: sha256(refreshToken) }) : null;
  if (row) await repo.update({ family_id: row.family_id, revoked_at: IsNull() }, { revoked_at: now });
  if (access) await repo.update({ family_id: access.sid, user_id: access.userId, revoked_at: IsNull() }, { revoked_at: now });
}

/**
 * Accepts a reset or activation request: answers the same, at once, for any address (issue 9
 * item 6); the link is handled after the reply by {@link sendRequestedPasswordLink}.
 * `email_not_found_or_not_exists` and `account_already_activated_or_missing` are no longer answered.
 */
export function requestPasswordLink(ctx: AppContext, email: string, purpose: PasswordLinkPurpose): void {
  ctx.events.publish('auth.password_link_requested', { email: email.trim().toLowerCase(), purpose });
}

/**
 * Creates a single-use link and e-mails it when the address qualifies (reset: an account that is
 * not disabled; activate: such an account that never set a password); otherwise does nothing.
 */
export async function sendRequestedPasswordLink(ctx: AppContext, email: string, purpose: PasswordLinkPurpose): Promise<void> {
  const user = await ctx.ds.getRepository(User).findOneBy({ email, deleted_at: IsNull() });
  if (!user || !linkQualifies({ hasPassword: !!user.password_hash, disabled: user.disabled }, purpose)) {
    ctx.log.info({ purpose }, 'password link request for an address without a qualifying account');
    return;
  }
  const guid = await createPasswordLink(ctx, user.id, purpose);
  await sendPasswordLinkMail(ctx, user, guid, purpose);
}

/** Stores a new link for a user and returns its guid (also used when an admin creates a user). */
export async function createPasswordLink(ctx: AppContext, userId: number, purpose: PasswordLinkPurpose, em?: EntityManager): Promise<string> {
  const guid = randomBytes(24).toString('base64url');
  await (em ?? ctx.ds.manager).getRepository(PasswordLink).insert({
    user_id: userId,
    token_hash: sha256(guid),
    purpose,
    expires_at: new Date(Date.now() + ctx.config.PASSWORD_LINK_TTL_SECONDS * 1000),
    used_at: null,
  });
  return guid;
}

/** E-mails a password link in the user's locale (en / lt). */
export async function sendPasswordLinkMail(ctx: AppContext, user: Pick<User, 'email' | 'name' | 'locale'>, guid: string, purpose: PasswordLinkPurpose): Promise<void> {
  const url = `${ctx.config.publicUrl}/users/password/${guid}`;
  const hours = Math.round(ctx.config.PASSWORD_LINK_TTL_SECONDS / 3600);
  const lt = user.locale === 'lt';
  const subject =
    purpose === 'reset'
      ? lt ? 'Slaptažodžio atkūrimas' : 'Reset your password'
      : lt ? 'Paskyros aktyvavimas' : 'Activate your account';
  const text = lt
    ? `Sveiki, ${user.name},\n\nNorėdami nustatyti slaptažodį, atidarykite šią nuorodą (galioja ${hours} val., vieną kartą):\n${url}\n\nJei to neprašėte, šį laišką galite ignoruoti.`
    : `Hello ${user.name},\n\nOpen this link to set your password (valid for ${hours} hours, once):\n${url}\n\nIf you did not ask for this, you can ignore this e-mail.`;
  await ctx.mail.send({ to: user.email, subject, text });
}

async function findLink(em: EntityManager, guid: string): Promise<PasswordLink> {
  const link = await em.getRepository(PasswordLink).findOneBy({ token_hash: sha256(guid) });
  if (!link) throw new AppError('bad_token');
  return link;
}

/** Link status for /users/password/{id}. @throws AppError bad_token */
export async function linkStatus(ctx: AppContext, guid: string) {
  const link = await findLink(ctx.ds.manager, guid);
  const user = await ctx.ds.getRepository(User).findOneByOrFail({ id: link.user_id });
  return presentLinkStatus(isLinkActive(link, new Date()), link.purpose, user.email);
}

/**
 * Sets a password through a link: marks the link used, activates the account, clears lockout and
 * ends every session of the user (refresh tokens revoked, session version bumped).
 * @throws AppError bad_token | password_change_url_expired | bad_password (policy)
 */
export async function setPasswordByLink(ctx: AppContext, guid: string, password: string): Promise<void> {
  if (!isStrongPassword(password)) throw new AppError('bad_password');
  const hash = await hashPassword(password);
  await inTransaction(ctx.ds, async (em) => {
    const link = await findLink(em, guid);
    if (!isLinkActive(link, new Date())) throw new AppError('password_change_url_expired');
    const used = await em.getRepository(PasswordLink).update({ id: link.id, used_at: IsNull() }, { used_at: new Date() });
    if (!used.affected) throw new AppError('password_change_url_expired');
    const user = await em.getRepository(User).findOneByOrFail({ id: link.user_id });
    await em.getRepository(User).update(user.id, {
      password_hash: hash,
      activated_at: user.activated_at ?? new Date(),
      failed_login_attempts: 0,
      locked_until: null,
    });
    // Other open links of the same user stop working too.
    await em.getRepository(PasswordLink).update({ user_id: user.id, used_at: IsNull() }, { used_at: new Date() });
    await em.getRepository(RefreshToken).update({ user_id: user.id, revoked_at: IsNull() }, { revoked_at: new Date() });
    await bumpSessionVersion(em, user.id);
  });
}

/**
 * Changes the caller's password (profile). Ends every session, this one included (refresh tokens
 * revoked, session version bumped).
 * @throws AppError bad_password (old password wrong or new one too weak) | new_password_is_the_same_as_old_password
 */
export async function changePassword(ctx: AppContext, userId: number, oldPassword: string, newPassword: string): Promise<void> {
  const user = await ctx.ds.getRepository(User).findOneByOrFail({ id: userId });
  if (!(await verifyPassword(user.password_hash, oldPassword))) throw new AppError('bad_password', 400, { field: 'oldPassword' });
  if (oldPassword === newPassword) throw new AppError('new_password_is_the_same_as_old_password');
  if (!isStrongPassword(newPassword)) throw new AppError('bad_password', 400, { field: 'newPassword' });
  const hash = await hashPassword(newPassword);
  await inTransaction(ctx.ds, async (em) => {
    await em.getRepository(User).update(userId, { password_hash: hash });
    await em.getRepository(RefreshToken).update({ user_id: userId, revoked_at: IsNull() }, { revoked_at: new Date() });
    await bumpSessionVersion(em, userId);
  });
}
