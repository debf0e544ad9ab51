/** Sign-in, tokens and password flows (spec 1 §4, §5, §7 Auth). */
import { z } from 'zod';
import { email } from './common';

export const loginBody = z.object({ email: z.string().trim().toLowerCase().max(255), password: z.string().min(1).max(256) });
export const loginReply = z.object({
  user_id: z.number().int(),
  is_first_sign_in: z.boolean(),
  /** The access token, for callers that use `Authorization: Bearer`; browsers use the cookie. */
  access_token: z.string(),
  /** Access token lifetime in seconds. */
  expires_in: z.number().int(),
});

/** GET /token/refresh: the rotated session. */
export const refreshReply = z.object({ user_id: z.number().int(), access_token: z.string(), expires_in: z.number().int() });

/** GET /auth/providers: single sign-on providers (empty when none) and the company's time zone (TIME_ZONE). */
export const providersReply = z.object({ providers: z.array(z.object({ id: z.string(), name: z.string() })), time_zone: z.string() });

/** Reset / activation request body; a bad format replies `bad_email_format_provided`. */
export const emailBody = z.object({ email });

export const linkStatusReply = z.object({
  /** 1 while the link can be used; 0 when expired or used (spec 1 §2 /users/password/{id}). */
  active: z.union([z.literal(0), z.literal(1)]),
  purpose: z.enum(['reset', 'activate']),
  email: z.string(),
});

/** Password set through an e-mailed link (guid = the link id). */
export const linkPasswordBody = z.object({ password: z.string().min(8).max(128), guid: z.string().min(16).max(64) });

export const changePasswordBody = z.object({ oldPassword: z.string().min(1).max(256), newPassword: z.string().min(8).max(128) });

/** The effective permission names of a user (union of both roles). */
export const permissionsReply = z.array(z.string());
