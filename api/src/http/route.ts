/**
 * One declaration per api route: method, path, who may call it, zod contracts of params, query,
 * body and reply, and the handler. {@link ApiRouter} wires it into Express (authentication,
 * permission check, validation) and registers it in the OpenAPI document served at /api/docs, so
 * the document is generated from the same contracts that validate requests.
 *
 * `access`:
 * - `'public'`: no sign-in (login, password links, health).
 * - `'user'`: any signed-in user; finer checks (ownership, relations) are the service's job.
 * - `{ anyOf: [...] }` / `{ allOf: [...] }`: permissions of spec 1 §6; refusal is 403 `missing_permissions`.
 */
import { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import express, { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Permission } from '../contracts/permissions';
import { authenticate, AuthUser } from './auth';
import { AppError, type FieldIssue } from './errors';
import { sendJson } from './json-reply';
import { PreparedJson } from './reply-cache';
import { parse } from './validate';

export type Access = 'public' | 'user' | { anyOf: Permission[] } | { allOf: Permission[] };

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The caller; null only on public routes without a token. */
  user: AuthUser;
  req: Request;
  res: Response;
}

export interface RouteSpec<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express path relative to the router base, e.g. `/users/:id`. */
  path: string;
  summary: string;
  /**
   * Stable OpenAPI `operationId` for client generators; default {@link operationIdOf} (method + path,
   * e.g. `getV1UsersByIdPermissions`). Give one only where the derived name is ugly; unique across the api.
   */
  operationId?: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * Error code of a body that fails its schema (400 with `fields`), default `provided_invalid_data`;
   * a function picks it from the offending fields (e.g. the user form: email_incorrect_or_not_exists
   * or invalid_user_data, spec 1 §8).
   */
  invalidBody?: string | ((fields: FieldIssue[]) => string);
  /** Reply schema (documentation); `binary` for files. */
  response?: z.ZodType | 'binary';
  /** Success status, default 200 (201 for post is not implied: the spec's wrapper takes 200 or 201). */
  status?: number;
  handler: (input: RouteInput<Infer<P>, Infer<Q>, Infer<B>>) => Promise<unknown> | unknown;
}

/** Parses a body; a refusal carries the route's `invalidBody` code (default provided_invalid_data) with the same fields. */
function parseBody(schema: z.ZodType, data: unknown, code: RouteSpec<undefined, undefined, undefined>['invalidBody']): unknown {
  try {
    return parse(schema, data);
  } catch (err) {
    if (!code || !(err instanceof AppError)) throw err;
    const fields = (err.extra.fields ?? []) as FieldIssue[];
    throw new AppError(typeof code === 'string' ? code : code(fields), 400, { fields });
  }
}

/** Whether a set of permissions satisfies an access rule. */
export function allowed(access: Access, perms: ReadonlySet<Permission>): boolean {
  if (access === 'public' || access === 'user') return true;
  if ('anyOf' in access) return access.anyOf.some((p) => perms.has(p));
  return access.allOf.every((p) => perms.has(p));
}

/** Throws 403 `missing_permissions` unless the user holds one of the permissions. */
export function requireAny(user: AuthUser, ...perms: Permission[]): void {
  if (!perms.some((p) => user.permissions.has(p))) throw new AppError('missing_permissions');
}

/**
 * The default OpenAPI `operationId` of a route: the method, then the full path's words in camelCase,
 * a path parameter as `By<Name>`; e.g. `get /api/v1/users/{id}/permissions` → `getV1UsersByIdPermissions`,
 * `delete /api/v2/api-keys/{id}` → `deleteV2ApiKeysById`. Stable as long as the method and path are.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .replace(/\{(\w+)\}|:(\w+)/g, (_m, a: string | undefined, b: string | undefined) => ` by ${a ?? b} `)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** The two versioned routers every module declares its routes on, and the site router for the few addresses outside /api. */
export interface Api {
  v1: ApiRouter;
  v2: ApiRouter;
  /**
   * Routes outside /api (mounted at the root before the tab's SPA fallback), plain Express: no sign-in,
   * no CSRF guard, no request log line, not in the OpenAPI document; e.g. the calendar feed `/ical/{token}.ics`.
   */
  site: Router;
}

/** A module's registration: declares its routes (and may register request types, event subscribers). */
export type ModuleRegistration = (api: Api, ctx: AppContext) => void;

/** A router under one base path (`/api/v1`, `/api/v2`) that documents every route it serves. */
export class ApiRouter {
  readonly router: Router = express.Router();
  private auth;
  /** Every declared route, for the permission audit test. */
  readonly routes: { method: string; path: string; access: Access }[] = [];

  constructor(
    private ctx: AppContext,
    private base: string,
    private registry: OpenAPIRegistry,
    private tag: string,
  ) {
    this.auth = authenticate(ctx);
    this.checkReplies = !ctx.config.isProduction;
  }

  /** Outside production every reply is parsed with its route's `response` schema (see {@link checkReply}). */
  private readonly checkReplies: boolean;

  /**
   * Fails loudly when a handler's reply (as JSON, the form the client receives) does not match the
   * route's `response` schema, so the OpenAPI document never promises what the server does not send:
   * the mismatch is logged with the zod issues and answered 500 `internal_server_error`. Production
   * skips it for speed. Routes without a zod `response` (or `binary`) are not checked.
   */
  private checkReply(spec: { method: string; path: string; response?: z.ZodType | 'binary' }, result: unknown): void {
    if (!spec.response || spec.response === 'binary') return;
    const json: unknown = result === undefined ? { message: 'ok' } : JSON.parse(JSON.stringify(result));
    const parsed = spec.response.safeParse(json);
    if (parsed.success) return;
    const route = `${spec.method.toUpperCase()} ${this.base}${spec.path}`;
    this.ctx.log.error({ route, issues: parsed.error.issues.slice(0, 10) }, 'reply does not match the route response schema');
    throw new AppError('internal_server_error', 500, {
      reason: 'reply_contract_mismatch',
      route,
      issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`),
    });
  }

  add<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
    spec: RouteSpec<P, Q, B>,
  ): this {
    this.routes.push({ method: spec.method, path: this.base + spec.path, access: spec.access });
    this.document(spec);
    const handlers: express.RequestHandler[] = [];
    if (spec.access !== 'public') handlers.push(this.auth);
    handlers.push(async (req, res) => {
      const user = req.auth as AuthUser;
      if (spec.access !== 'public' && !allowed(spec.access, user.permissions)) throw new AppError('missing_permissions');
      const input = {
        params: spec.params ? parse(spec.params, req.params) : req.params,
        query: spec.query ? parse(spec.query, req.query) : req.query,
        body: spec.body ? parseBody(spec.body, req.body ?? {}, spec.invalidBody) : undefined,
        user,
        req,
        res,
      } as RouteInput<Infer<P>, Infer<Q>, Infer<B>>;
      const result = await spec.handler(input);
      if (res.headersSent) return;
      if (this.checkReplies) this.checkReply(spec, result instanceof PreparedJson ? result.value : result);
      const status = spec.status ?? 200;
      if (result === undefined) res.status(status).json({ message: 'ok' });
      else sendJson(req, res, status, result instanceof PreparedJson ? result.bytes : Buffer.from(JSON.stringify(result)));
    });
    this.router[spec.method](spec.path, ...handlers);
    return this;
  }

  private document(spec: RouteSpec<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>) {
    const path = (this.base + spec.path).replace(/:(\w+)/g, '{$1}');
    const access =
      spec.access === 'public'
        ? 'public'
        : spec.access === 'user'
          ? 'signed-in user'
          : 'anyOf' in spec.access
            ? `any of: ${spec.access.anyOf.join(', ')}`
            : `all of: ${spec.access.allOf.join(', ')}`;
    const params = spec.params instanceof z.ZodObject ? spec.params : undefined;
    const query = spec.query instanceof z.ZodObject ? spec.query : undefined;
    this.registry.registerPath({
      method: spec.method,
      path,
      operationId: spec.operationId ?? operationIdOf(spec.method, path),
      summary: spec.summary,
      description: `Access: ${access}.`,
      tags: [this.tag],
      security: spec.access === 'public' ? [] : [{ bearer: [] }, { cookie: [] }],
      request: {
        ...(params ? { params } : {}),
        ...(query ? { query } : {}),
        ...(spec.body ? { body: { content: { 'application/json': { schema: spec.body } } } } : {}),
      },
      responses: {
        [spec.status ?? 200]: {
          description: 'Success',
          content:
            spec.response === 'binary'
              ? { 'application/octet-stream': { schema: z.string() } }
              : { 'application/json': { schema: spec.response ?? z.object({ message: z.string() }) } },
        },
        400: { description: 'provided_invalid_data or a rule of the spec (error_code)' },
        ...(spec.access !== 'public' ? { 401: { description: 'token_expired | invalid_access_token' } } : {}),
        ...(typeof spec.access === 'object' ? { 403: { description: 'missing_permissions' } } : {}),
      },
    });
  }
}

/** Common path parameter `{ id }` as a positive integer. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
