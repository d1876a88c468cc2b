import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, httpStatusOf, unauthenticated } from '../app/errors.js';
import { countError } from '../app/metrics.js';
import type { RequestScope } from '../app/request-scope.js';
import { checkedCredentials, createRequestScope, scopeBuiltFor } from '../app/scope.js';
import type { AppServices } from '../app/services.js';
import type { User } from '../features/accounts/user.entity.js';
import { publicOrigin } from '../kernel/public-url.js';
import { requireScopes, type TokenScope } from '../kernel/token-scopes.js';

export type RestHandler = (scope: RequestScope, req: Request, res: Response) => Promise<unknown>;

export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? '';

/** What every door passes to `createRequestScope` about the HTTP request. */
export const requestFacts = (services: AppServices, req: Request) => ({
  authorization: req.get('authorization'),
  ip: clientIp(req),
  origin: publicOrigin(services.config, { protocol: req.protocol, host: req.get('host') }),
});

/**
 * Wraps a REST compatibility handler: builds the request scope from the Authorization header, sends
 * what the handler returns as JSON (unless it answered itself), and maps AppError to its HTTP status.
 */
export function rest(services: AppServices, handler: RestHandler): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const facts = requestFacts(services, req);
      const scope = checkedCredentials(
        scopeBuiltFor(res) ?? (await createRequestScope(services, facts)),
        facts.authorization,
      );
      if (scope.accessToken) requireScopes(scope.scopes, [restScopeOf(req)]);
      const result = await handler(scope, req, res);
      if (!res.headersSent) res.json(result ?? { ok: true });
    } catch (error) {
      next(error);
    }
  };
}

/** A REST call's scope for a personal access token: notifications, else reads (GET, HEAD) and writes. */
export function restScopeOf(req: Request): TokenScope {
  if (/notification/i.test(req.path)) return 'NOTIFICATIONS';
  return req.method === 'GET' || req.method === 'HEAD' ? 'READ' : 'WRITE';
}

export function requireViewer(scope: RequestScope): User {
  if (!scope.viewer) throw unauthenticated();
  return scope.viewer;
}

/** The REST error body: `{ error, code }`, plus `fieldErrors` and, for the original's forms, `<field>_error` keys. */
export function restErrorBody(error: AppError): Record<string, unknown> {
  const body: Record<string, unknown> = { error: error.message, detail: error.message, code: error.code };
  if (error.details.fieldErrors?.length) {
    body.fieldErrors = error.details.fieldErrors;
    for (const { field, message } of error.details.fieldErrors) body[`${field}_error`] = message;
  }
  if (error.details.retryAfterSeconds) body.retryAfterSeconds = error.details.retryAfterSeconds;
  return body;
}

export function sendError(res: Response, error: AppError): void {
  countError(error.code, 'rest');
  if (error.details.retryAfterSeconds) res.set('Retry-After', String(error.details.retryAfterSeconds));
  res.status(httpStatusOf[error.code]).json(restErrorBody(error));
}
