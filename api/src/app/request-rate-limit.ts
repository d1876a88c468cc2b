import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import { requestFacts, sendError } from '../rest/handler.js';
import { rateLimited } from './errors.js';
import type { RateRule, RateState } from './rate-limiter.js';
import { createRequestScope } from './scope.js';
import type { AppServices } from './services.js';

/** The general limit's window: `RATE_LIMIT_REQUESTS` (default 300) requests per client in 5 minutes. */
export const GENERAL_WINDOW_MS = 5 * 60 * 1000;
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a little and try again.';

export const generalRule = (services: AppServices): RateRule => ({
  limit: services.config.requestRateLimit,
  windowMs: GENERAL_WINDOW_MS,
});

/** A signed-in member is counted as one client wherever they connect from; a guest by address. */
export const generalKey = (viewerId: string | null | undefined, ip: string) =>
  viewerId ? `requests:member:${viewerId}` : `requests:ip:${ip}`;

/** `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds), as in the IETF RateLimit draft. */
export function setRateLimitHeaders(res: Response, state: RateState): void {
  res.set('RateLimit-Limit', String(state.limit));
  res.set('RateLimit-Remaining', String(state.remaining));
  res.set('RateLimit-Reset', String(state.resetSeconds));
}

/**
 * The general per-client limit in front of a door (`/graphql`, `/api`): identifies the client (member
 * or address), counts the request in PostgreSQL, sets the RateLimit headers and answers 429 with
 * `Retry-After` past the limit. CORS preflights are not counted.
 */
export function requestRateLimit(services: AppServices): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'OPTIONS') return next();
    try {
      const facts = requestFacts(services, req);
      // An invalid token is the door's to answer (checkedCredentials); such a request is counted by address.
      const scope = await createRequestScope(services, facts);
      res.locals.scope = scope;
      const state = await services.rateLimiter.hit(generalKey(scope.viewer?.id, facts.ip), generalRule(services));
      setRateLimitHeaders(res, state);
      if (!state.allowed) return sendError(res, rateLimited(state.resetSeconds, TOO_MANY_REQUESTS));
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The same limit for one WebSocket operation: a RATE_LIMITED error on that operation, or null. */
export async function socketOperationLimit(
  services: AppServices,
  client: { viewerId?: string | null; ip: string },
): Promise<GraphQLError | null> {
  const state = await services.rateLimiter.hit(generalKey(client.viewerId, client.ip), generalRule(services));
  if (state.allowed) return null;
  return new GraphQLError(TOO_MANY_REQUESTS, {
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds: state.resetSeconds },
  });
}
