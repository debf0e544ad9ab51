/**
 * The single sign-on replies (spec 1 §7 Auth): the providers the login page offers and the
 * provider's authorize address. A signed-in session is answered like a password sign-in
 * (auth.presenters presentSession).
 */
import type { z } from 'zod';
import type { providersReply } from '../../contracts/auth';

/** GET /auth/providers: Microsoft when Entra SSO is configured, and the company's time zone. */
export const presentProviders = (ssoConfigured: boolean, timeZone: string): z.infer<typeof providersReply> => ({
  providers: ssoConfigured ? [{ id: 'microsoft', name: 'Microsoft' }] : [],
  time_zone: timeZone,
});

/** GET /auth/{sso}/login: the address to send the browser to. */
export const presentAuthorizeUrl = (url: string): { url: string } => ({ url });
