/**
 * Last Express handlers: unknown api paths → 404 `not_found`; AppError → its status and code;
 * malformed JSON / oversize bodies → 400 `provided_invalid_data`; anything else → 500
 * `internal_server_error` with the correlation id (also logged with the stack). Replies never carry
 * stack traces, SQL or secrets.
 */
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppError } from './errors';

export function notFoundHandler(_req: Request, res: Response) {
  res.status(404).json({ message: 'not_found', error_code: 'not_found' });
}

export function errorHandler(log: Logger) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const correlationId = String(req.id ?? '');
    if (err instanceof AppError) {
      if (err.status >= 500) log.error({ err, correlationId }, err.code);
      res.status(err.status).json({ message: err.code, error_code: err.code, ...err.extra, ...(err.status >= 500 ? { correlation_id: correlationId } : {}) });
      return;
    }
    const e = err as { type?: string; status?: number; name?: string };
    if (e?.type === 'entity.parse.failed' || e?.type === 'entity.too.large' || e?.type === 'encoding.unsupported') {
      const status = e.type === 'entity.too.large' ? 413 : 400;
      res.status(status).json({ message: 'provided_invalid_data', error_code: 'provided_invalid_data', fields: [{ path: '(body)', message: e.type }] });
      return;
    }
    const isDb = e?.name === 'QueryFailedError';
    const code = isDb ? 'internal_database_error' : 'internal_server_error';
    log.error({ err, correlationId }, code);
    res.status(500).json({ message: code, error_code: code, correlation_id: correlationId });
  };
}
