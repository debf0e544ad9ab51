/**
 * Sign-in, token rotation, lockout and password links (spec 1 §4 Session and Password flow,
 * §5 password rules, §8 auth errors).
 *
 * - Login: unknown e-mail or never-activated account → `account_not_activated_or_not_exists`;
 *   disabled → `account_disabled_by_system`; wrong password → `wrong_login_details`; after
 *   LOGIN_MAX_FAILED_ATTEMPTS (default 5) failures in a row the account is locked for
 *   LOGIN_LOCK_SECONDS (default 600) and every attempt, even with the right password, gets
 *   `account_is_disabled_for_10_minutes`.
 * - Refresh tokens are opaque, stored hashed, single use (rotation); a reused one revokes its family.
 * - Password links are single use and expire after PASSWORD_LINK_TTL_SECONDS (default 1 day).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EntityManager, IsNull } from 'typeorm';
import type { AppContext } from '../../context';
import { signAccessToken } from '../../http/auth';
import { AppError } from '../../http/errors';
import { inTransaction } from '../../db/tx';
import { hashPassword, isStrongPassword, verifyPassword } from '../../shared/passwords';
import { User } from '../users/users.entities';
import { PasswordLink, PasswordLinkPurpose, RefreshToken } from './auth.entities';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

async function issueTokens(ctx: AppContext, em: EntityManager, userId: number, familyId: string = randomUUID()): Promise<TokenPair> {
  const refreshToken = randomBytes(32).toString('base64url');
  await em.getRepository(RefreshToken).insert({
    user_id: userId,
    token_hash: sha256(refreshToken),
    family_id: familyId,
    expires_at: new Date(Date.now() + ctx.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
    revoked_at: null,
  });
  return { accessToken: await signAccessToken(ctx, userId), refreshToken };
}

/** Issues a fresh token pair for an already authenticated user (SSO sign-in). */
export function issueTokensFor(ctx: AppContext, userId: number): Promise<TokenPair> {
  return inTransaction(ctx.ds, (em) => issueTokens(ctx, em, userId));
}

/**
 * Checks e-mail and password and returns the user and a token pair.
 * @throws AppError account_not_activated_or_not_exists | account_disabled_by_system |
 *   account_is_disabled_for_10_minutes | wrong_login_details
 */
export async function login(ctx: AppContext, email: string, password: string): Promise<{ user: User; tokens: TokenPair }> {
  const users = ctx.ds.getRepository(User);
  const user = await users.findOneBy({ email: email.trim().toLowerCase(), deleted_at: IsNull() });
  if (!user || !user.password_hash) throw new AppError('account_not_activated_or_not_exists');
  if (user.disabled) throw new AppError('account_disabled_by_system');
  if (user.locked_until && user.locked_until.getTime() > Date.now()) throw new AppError('account_is_disabled_for_10_minutes');
  const ok = await verifyPassword(user.password_hash, password);
  if (!ok) {
    const locked = await inTransaction(ctx.ds, async (em) => {
      const fresh = await em.getRepository(User).findOneByOrFail({ id: user.id });
      const attempts = fresh.failed_login_attempts + 1;
      const lock = attempts >= ctx.config.LOGIN_MAX_FAILED_ATTEMPTS;
      await em.getRepository(User).update(user.id, {
        failed_login_attempts: lock ? 0 : attempts,
        locked_until: lock ? new Date(Date.now() + ctx.config.LOGIN_LOCK_SECONDS * 1000) : fresh.locked_until,
      });
      return lock;
    });
    if (locked) ctx.log.warn({ userId: user.id }, 'account locked after failed sign-ins');
    throw new AppError(locked ? 'account_is_disabled_for_10_minutes' : 'wrong_login_details');
  }
  const tokens = await inTransaction(ctx.ds, async (em) => {
    await em.getRepository(User).update(user.id, { failed_login_attempts: 0, locked_until: null });
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

/** Revokes the family of a refresh token (logout). Unknown tokens are ignored. */
export async function logout(ctx: AppContext, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const repo = ctx.ds.getRepository(RefreshToken);
  const row = await repo.findOneBy({ token_hash: sha256(refreshToken) });
  if (row) await repo.update({ family_id: row.family_id, revoked_at: IsNull() }, { revoked_at: new Date() });
}

/**
 * Creates a single-use link and e-mails it (reset: any existing account; activate: accounts that
 * never set a password).
 * @throws AppError email_not_found_or_not_exists (reset) | account_already_activated_or_missing (activate)
 */
export async function requestPasswordLink(ctx: AppContext, email: string, purpose: PasswordLinkPurpose): Promise<void> {
  const user = await ctx.ds.getRepository(User).findOneBy({ email, deleted_at: IsNull() });
  if (purpose === 'reset' && (!user || user.disabled)) throw new AppError('email_not_found_or_not_exists');
  if (purpose === 'activate' && (!user || user.disabled || user.password_hash)) throw new AppError('account_already_activated_or_missing');
  const guid = await createPasswordLink(ctx, user!.id, purpose);
  await sendPasswordLinkMail(ctx, user!, guid, purpose);
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

const isActive = (l: PasswordLink) => !l.used_at && l.expires_at.getTime() > Date.now();

/** Link status for /users/password/{id}. @throws AppError bad_token */
export async function linkStatus(ctx: AppContext, guid: string) {
  const link = await findLink(ctx.ds.manager, guid);
  const user = await ctx.ds.getRepository(User).findOneByOrFail({ id: link.user_id });
  return { active: (isActive(link) ? 1 : 0) as 0 | 1, purpose: link.purpose as PasswordLinkPurpose, email: user.email };
}

/**
 * Sets a password through a link: marks the link used, activates the account, clears lockout and
 * revokes every refresh token of the user.
 * @throws AppError bad_token | password_change_url_expired | bad_password (policy)
 */
export async function setPasswordByLink(ctx: AppContext, guid: string, password: string): Promise<void> {
  if (!isStrongPassword(password)) throw new AppError('bad_password');
  const hash = await hashPassword(password);
  await inTransaction(ctx.ds, async (em) => {
    const link = await findLink(em, guid);
    if (!isActive(link)) throw new AppError('password_change_url_expired');
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
  });
}

/**
 * Changes the caller's password (profile). Signs out every session.
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
  });
}
