/**
 * Test fixtures (tests only): a loopback Bot Connector service (what Teams' serviceUrl points to)
 * that records the activities the bot sends and answers roster look-ups, and a loopback Bot Framework
 * OpenID metadata + JWKS with a signer of channel tokens, so channel authentication runs for real.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';

export interface SentActivity {
  conversationId: string;
  replyToId: string | null;
  activity: { type: string; text?: string; summary?: string; attachments?: { contentType: string; content: Record<string, unknown> }[] } & Record<
    string,
    unknown
  >;
}

export interface FakeConnector {
  /** serviceUrl for activities, with a trailing slash like Teams sends it. */
  serviceUrl: string;
  sent: SentActivity[];
  /** Every request the connector received (`METHOD /path`), whatever it was. */
  hits: string[];
  /** Roster: Teams user id → member (e-mail used to link users). */
  members: Map<string, { id: string; name: string; aadObjectId?: string; email?: string; userPrincipalName?: string }>;
  close(): Promise<void>;
}

/** Starts a fake Bot Connector on `host` (default 127.0.0.1; an IPv6 host is bracketed in serviceUrl). */
export async function startFakeConnector(host = '127.0.0.1'): Promise<FakeConnector> {
  const sent: SentActivity[] = [];
  const hits: string[] = [];
  const members: FakeConnector['members'] = new Map();
  let n = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      hits.push(`${req.method} ${path}`);
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      let m = /^\/v3\/conversations\/([^/]+)\/activities(?:\/([^/]+))?$/.exec(path);
      if (req.method === 'POST' && m) {
        sent.push({ conversationId: m[1], replyToId: m[2] ?? null, activity: JSON.parse(raw || '{}') });
        return reply(200, { id: `sent-${++n}` });
      }
      m = /^\/v3\/conversations\/([^/]+)\/members\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && m) {
        const member = members.get(m[2]);
        return member ? reply(200, member) : reply(404, { error: { code: 'MemberNotFound', message: 'not found' } });
      }
      reply(404, { error: { code: 'NotFound', message: path } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    serviceUrl: `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}/`,
    sent,
    hits,
    members,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const BF_ISSUER = 'https://api.botframework.com';

export interface FakeBotFrameworkAuth {
  /** ToBotFromChannelOpenIdMetadataUrl for ConfigurationBotFrameworkAuthentication. */
  openIdUrl: string;
  /** The settings that make botbuilder validate channel tokens against this server. */
  authSettings: Record<string, string | boolean>;
  /**
   * Signs a channel token (issuer api.botframework.com unless `iss`) for `aud` with the `serviceurl`
   * claim (left out when undefined); `extra` adds claims (e.g. `appid`, `ver` of an emulator token).
   */
  sign(
    claims: { aud: string; serviceurl?: string; iss?: string; extra?: Record<string, unknown> },
    opts?: { key?: KeyLike; expiresIn?: string | number },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startFakeBotFrameworkAuth(): Promise<FakeBotFrameworkAuth> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bf-key-1', use: 'sig', endorsements: ['msteams', 'emulator'] };
  let base = '';
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url?.startsWith('/v1/.well-known/openidconfiguration')) {
      res.end(
        JSON.stringify({
          issuer: BF_ISSUER,
          jwks_uri: `${base}/v1/.well-known/keys`,
          id_token_signing_alg_values_supported: ['RS256'],
          token_endpoint_auth_methods_supported: ['private_key_jwt'],
        }),
      );
    } else {
      res.end(JSON.stringify({ keys: [jwk] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const openIdUrl = `${base}/v1/.well-known/openidconfiguration`;
  return {
    openIdUrl,
    authSettings: {
      ToBotFromChannelOpenIdMetadataUrl: openIdUrl,
      ToBotFromEmulatorOpenIdMetadataUrl: openIdUrl,
      ToBotFromChannelTokenIssuer: BF_ISSUER,
      ToChannelFromBotLoginUrl: 'https://login.microsoftonline.com/botframework.com',
      ToChannelFromBotOAuthScope: 'https://api.botframework.com',
      OAuthUrl: 'https://api.botframework.com',
      ValidateAuthority: true,
    },
    sign: (claims, opts = {}) =>
      new SignJWT({ ...(claims.serviceurl === undefined ? {} : { serviceurl: claims.serviceurl }), ...(claims.extra ?? {}) })
        .setProtectedHeader({ alg: 'RS256', kid: 'bf-key-1', typ: 'JWT' })
        .setIssuer(claims.iss ?? BF_ISSUER)
        .setAudience(claims.aud)
        .setIssuedAt()
        .setNotBefore('0s')
        .setExpirationTime(opts.expiresIn ?? '1h')
        .sign(opts.key ?? privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
