/**
 * Test fixture: a loopback stand-in for Microsoft Entra ID (tests only). Serves an Entra-shaped
 * OpenID configuration and JWKS for one tenant and a token endpoint for the authorization code flow
 * (PKCE checked), and signs Entra-shaped v1 / v2 tokens with its RSA key.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type KeyLike } from 'jose';
import type { INetworkModule, NetworkResponse } from '@azure/msal-node';

export const TENANT = '11111111-2222-3333-4444-555555555555';
export const CLIENT_ID = '99999999-8888-7777-6666-555555555555';
export const APP_ID_URI = `api://localhost/${CLIENT_ID}`;

/** What the token endpoint answers for an authorization code. */
export type CodeOutcome = { idClaims: Record<string, unknown> } | { error: string; status?: number };

export interface FakeEntra {
  url: string;
  /** Authority base as the api sees it in AAD_AUTHORITY (http, for the jose flow). */
  authority: string;
  /** Signs a token; `v` picks the issuer form; `key` another private key (wrong signature). */
  sign(claims: JWTPayload, opts?: { v?: 1 | 2; expiresIn?: string | number; key?: KeyLike; kid?: string }): Promise<string>;
  /** Signs an ID token as Entra v2 would. */
  idToken(claims: Record<string, unknown>): Promise<string>;
  /** Outcome per authorization code. */
  codes: Map<string, CodeOutcome>;
  /** Code challenges seen on authorize URLs, by state. */
  lastTokenRequest?: URLSearchParams;
  /** msal metadata JSON for AAD_AUTHORITY_METADATA / AAD_CLOUD_DISCOVERY_METADATA (https authority). */
  authorityMetadata: string;
  cloudDiscoveryMetadata: string;
  /** msal network client that sends https://login.microsoftonline.com/... to this server. */
  networkClient: INetworkModule;
  /** Registers the PKCE challenge the api put in an authorize URL, so the token endpoint can check the verifier. */
  expectChallenge(code: string, challenge: string, nonce: string): void;
  close(): Promise<void>;
}

export async function startFakeEntra(): Promise<FakeEntra> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', use: 'sig', alg: 'RS256' };
  const codes = new Map<string, CodeOutcome>();
  const challenges = new Map<string, { challenge: string; nonce: string }>();
  const v2Issuer = `https://login.microsoftonline.com/${TENANT}/v2.0`;
  let base = '';

  const sign: FakeEntra['sign'] = (claims, opts = {}) =>
    new SignJWT({ tid: TENANT, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'test-key-1', typ: 'JWT' })
      .setIssuer((claims.iss as string | undefined) ?? (opts.v === 1 ? `https://sts.windows.net/${TENANT}/` : v2Issuer))
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(opts.key ?? privateKey);
  const idToken = (claims: Record<string, unknown>) => sign({ aud: CLIENT_ID, ver: '2.0', ...claims }, { v: 2 });

  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'GET' && path === `/${TENANT}/v2.0/.well-known/openid-configuration`) {
      return send(200, {
        issuer: v2Issuer,
        jwks_uri: `${base}/${TENANT}/discovery/v2.0/keys`,
        authorization_endpoint: `${base}/${TENANT}/oauth2/v2.0/authorize`,
        token_endpoint: `${base}/${TENANT}/oauth2/v2.0/token`,
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (req.method === 'GET' && path === `/${TENANT}/discovery/v2.0/keys`) return send(200, { keys: [jwk] });
    if (req.method === 'POST' && path === `/${TENANT}/oauth2/v2.0/token`) {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        void (async () => {
          const form = new URLSearchParams(raw);
          fake.lastTokenRequest = form;
          const code = form.get('code') ?? '';
          const outcome = codes.get(code);
          const expected = challenges.get(code);
          const verifier = form.get('code_verifier') ?? '';
          const pkceOk = expected && createHash('sha256').update(verifier).digest('base64url') === expected.challenge;
          if (!outcome || !pkceOk || form.get('client_id') !== CLIENT_ID || form.get('grant_type') !== 'authorization_code') {
            return send(400, { error: 'invalid_grant', error_description: 'AADSTS70008: bad code or verifier', error_codes: [70008] });
          }
          if ('error' in outcome) return send(outcome.status ?? 400, { error: outcome.error, error_description: outcome.error });
          const oid = (outcome.idClaims.oid as string | undefined) ?? 'no-oid';
          return send(200, {
            token_type: 'Bearer',
            scope: 'openid profile email',
            expires_in: 3600,
            ext_expires_in: 3600,
            access_token: await sign({ aud: '00000003-0000-0000-c000-000000000000', oid }, { v: 1 }),
            id_token: await idToken({ nonce: expected.nonce, ...outcome.idClaims }),
            client_info: Buffer.from(JSON.stringify({ uid: oid, utid: TENANT })).toString('base64url'),
          });
        })();
      });
      return;
    }
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const https = `https://login.microsoftonline.com/${TENANT}`;
  const authorityMetadata = JSON.stringify({
    token_endpoint: `${https}/oauth2/v2.0/token`,
    authorization_endpoint: `${https}/oauth2/v2.0/authorize`,
    end_session_endpoint: `${https}/oauth2/v2.0/logout`,
    issuer: v2Issuer,
    jwks_uri: `${https}/discovery/v2.0/keys`,
    token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
    response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    http_logout_supported: true,
    frontchannel_logout_supported: true,
  });
  const cloudDiscoveryMetadata = JSON.stringify({
    tenant_discovery_endpoint: `${https}/v2.0/.well-known/openid-configuration`,
    'api-version': '1.1',
    metadata: [{ preferred_network: 'login.microsoftonline.com', preferred_cache: 'login.windows.net', aliases: ['login.microsoftonline.com', 'login.windows.net', 'login.microsoft.com', 'sts.windows.net'] }],
  });
  const route = (url: string) => url.replace(/^https:\/\/login\.microsoftonline\.com/, base);
  const toResponse = async <T>(r: globalThis.Response): Promise<NetworkResponse<T>> => {
    const headers: Record<string, string> = {};
    r.headers.forEach((v, k) => (headers[k] = v));
    const text = await r.text();
    return { status: r.status, headers, body: (text ? JSON.parse(text) : {}) as T };
  };
  const networkClient: INetworkModule = {
    async sendGetRequestAsync<T>(url: string, options?: { headers?: Record<string, string> }) {
      return toResponse<T>(await fetch(route(url), { headers: options?.headers }));
    },
    async sendPostRequestAsync<T>(url: string, options?: { headers?: Record<string, string>; body?: string }) {
      return toResponse<T>(await fetch(route(url), { method: 'POST', headers: options?.headers, body: options?.body }));
    },
  };

  const fake: FakeEntra = {
    url: base,
    authority: `${base}/${TENANT}`,
    sign,
    idToken,
    codes,
    authorityMetadata,
    cloudDiscoveryMetadata,
    networkClient,
    expectChallenge: (code, challenge, nonce) => void challenges.set(code, { challenge, nonce }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
