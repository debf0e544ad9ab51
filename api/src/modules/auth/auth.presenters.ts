/**
 * The auth module's reply shapes (spec 1 §4 Session, §7 Auth), typed by api/src/contracts/auth.ts.
 * Password sign-in (auth.routes) and single sign-on (sso.routes) answer a new session the same way
 * ({@link presentSession}).
 */
import type { z } from 'zod';
import type { linkStatusReply, loginReply, refreshReply } from '../../contracts/auth';
import type { PasswordLinkPurpose } from './auth.entities';

/** A new session: `{ user_id, is_first_sign_in, access_token, expires_in (seconds) }`. */
export const presentSession = (
  user: { id: number; is_first_sign_in: boolean },
  tokens: { accessToken: string },
  expiresIn: number,
): z.infer<typeof loginReply> => ({
  user_id: user.id,
  is_first_sign_in: user.is_first_sign_in,
  access_token: tokens.accessToken,
  expires_in: expiresIn,
});

/** A rotated session: `{ user_id, access_token, expires_in (seconds) }`. */
export const presentRefresh = (userId: number, tokens: { accessToken: string }, expiresIn: number): z.infer<typeof refreshReply> => ({
  user_id: userId,
  access_token: tokens.accessToken,
  expires_in: expiresIn,
});

/** State of an e-mailed password link: active 1 or 0, its purpose and the account's e-mail. */
export const presentLinkStatus = (active: boolean, purpose: PasswordLinkPurpose, email: string): z.infer<typeof linkStatusReply> => ({
  active: active ? 1 : 0,
  purpose,
  email,
});
