/**
 * Builds the Express app (no listen): security headers, the cross-site guard of http/csrf.ts, body limits, request logging with
 * correlation ids, /health, /api/v1 and /api/v2 routers of every module (and their `site` routes outside /api,
 * e.g. /ical), the OpenAPI document at /api/docs, and the tab's production build with SPA fallback. Tests use it with supertest.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import swaggerUi from 'swagger-ui-express';
import { REPO_ROOT } from './config';
import type { AppContext } from './context';
import { csrfGuard, TEAMS_HOSTS } from './http/csrf';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { COMPRESS_FROM } from './http/json-reply';
import { ApiRouter } from './http/route';
import { MODULES } from './modules';

export interface BuiltApp {
  app: Express;
  /** Every declared api route with its access rule. */
  routes: ApiRouter['routes'];
  openapi: object;
}

/** Where the tab's production build is looked for. */
export const TAB_DIST = path.join(REPO_ROOT, 'tab', 'dist');

/**
 * Calls whose request-log line keeps only method, path and id: a suggestion may be anonymous (spec 3 §5
 * "the server stores no user at all, not even in logs"), and an address or browser would point at its author.
 */
const ANONYMOUS_LOG_PATHS = new Set(['/api/v1/suggestion_cloud']);

/** Builds the app for a context. `extra` lets the composition root mount more (bot endpoint). */
export function createApp(ctx: AppContext, extra?: (app: Express) => void): BuiltApp {
  const app = express();
  app.disable('x-powered-by');
  // Whose X-Forwarded-For is believed comes from TRUST_PROXY (default none): req.ip is then the real client.
  app.set('trust proxy', ctx.config.trustProxy);
  app.use(
    pinoHttp({
      logger: ctx.log,
      genReqId: (req, res) => {
        const given = req.headers['x-correlation-id'];
        const id = typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
        res.setHeader('x-correlation-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: {
        req: (r: { id: unknown; method: string; url: string }) =>
          ANONYMOUS_LOG_PATHS.has(r.url.split('?')[0]) ? { id: r.id, method: r.method, url: r.url } : r,
      },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'frame-ancestors': ["'self'", ...TEAMS_HOSTS],
          'script-src': ["'self'", 'https://res.cdn.office.net'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'", 'https://res.cdn.office.net'],
          'upgrade-insecure-requests': ctx.config.publicUrl.startsWith('https://') ? [] : null,
        },
      },
      strictTransportSecurity: ctx.config.publicUrl.startsWith('https://'),
      frameguard: false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('/api', csrfGuard(ctx.config.publicUrl));
  // replies over 2 kB go out compressed (br, else gzip, as the client accepts): JSON up to 64 kB through
  // http/json-reply.ts at once, anything larger (the calendar month is ~1 MB of JSON) through this stream
  app.use(compression({ threshold: COMPRESS_FROM }));
  app.use(express.json({ limit: '45mb' }));
  app.use(cookieParser(ctx.secrets.cookieSecret));

  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: "A session's access token (JWT), or an integration API key (`pk_...`) with exactly the key's permissions.",
  });
  registry.registerComponent('securitySchemes', 'cookie', { type: 'apiKey', in: 'cookie', name: 'access_token' });
  const api = { v1: new ApiRouter(ctx, '/api/v1', registry, 'v1'), v2: new ApiRouter(ctx, '/api/v2', registry, 'v2'), site: express.Router() };
  for (const register of MODULES) register(api, ctx);

  app.get('/health', async (_req, res) => {
    let database = 'ok';
    try {
      await ctx.ds.query('SELECT 1');
    } catch {
      database = 'unreachable';
    }
    res.status(database === 'ok' ? 200 : 503).json({ status: database === 'ok' ? 'ok' : 'degraded', database, version: ctx.config.version });
  });

  const openapi = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Employee portal API',
      version: ctx.config.version,
      description:
        'The employee portal api (absences, requests and approval chains, HR modules). Sign in with the `access_token` cookie (browser, Teams) or ' +
        '`Authorization: Bearer` with an access token or an integration API key (`pk_...`, created under Administration → API keys; it carries ' +
        "exactly the key's permissions). Errors reply `{ message, error_code }`. Every operation has a stable `operationId` for client generators.",
      // SPDX: a company-internal licence has no SPDX id of its own, LicenseRef- names it
      license: { name: 'Proprietary: internal use of the company only', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: ctx.config.publicUrl }],
  });
  app.get('/api/docs/openapi.json', (_req, res) => res.json(openapi));
  app.use('/api/docs', swaggerUi.serve, swaggerUi.setup(openapi));

  app.use('/api/v1', api.v1.router);
  app.use('/api/v2', api.v2.router);
  extra?.(app);
  app.use('/api', notFoundHandler);
  app.use(api.site);

  if (fs.existsSync(path.join(TAB_DIST, 'index.html'))) {
    app.use(express.static(TAB_DIST, { index: false, maxAge: '1h' }));
    // SPA fallback: every client route of spec 1 §2 (and any other path) gets the shell.
    app.get('/{*splat}', (_req, res) => res.sendFile(path.join(TAB_DIST, 'index.html')));
  }
  app.use(notFoundHandler);
  app.use(errorHandler(ctx.log));
  return { app, routes: [...api.v1.routes, ...api.v2.routes], openapi };
}
