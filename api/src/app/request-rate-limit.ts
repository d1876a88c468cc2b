import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import { requestFacts } from '../rest/handler.js';
import { answerAppError } from './http-errors.js';
import { appErrorOfDatabase } from './database-errors.js';
import { rateLimited } from './errors.js';
import type { RateRule, RateState } from './rate-limiter.js';
import type { RequestScope } from './request-scope.js';
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

/** Free requests have their own budget, so they cannot be sent without bound either. */
export const FREE_RULE: RateRule = { limit: 60, windowMs: 60 * 1000 };

/** Where a client stands in the general limit, without counting anything (the `rateLimit` query). */
export const peekGeneralLimit = (scope: RequestScope): Promise<RateState> =>
  scope.services.rateLimiter.peek(generalKey(scope.viewer?.id, scope.ip), generalRule(scope.services));

/**
 * The general per-client limit in front of a door (`/graphql`, `/api`): identifies the client (member
 * or address), counts the request in PostgreSQL, sets the RateLimit headers and answers 429 with
 * `Retry-After` past the limit. CORS preflights are not counted, nor requests `free` says cost nothing
 * (asking for one's own limit): those are only told where they stand.
 */
export function requestRateLimit(
  services: AppServices,
  options: { free?: (req: Request) => boolean } = {},
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'OPTIONS') return next();
    try {
      const facts = requestFacts(services, req);
      // An invalid token is the door's to answer (checkedCredentials); such a request is counted by address.
      const scope = await createRequestScope(services, facts);
      res.locals.scope = scope;
      const key = generalKey(scope.viewer?.id, facts.ip);
      if (options.free?.(req)) {
        const state = await services.rateLimiter.peek(key, generalRule(services));
        scope.generalLimit = state;
        setRateLimitHeaders(res, state);
        const own = await services.rateLimiter.hit(`${key}:free`, FREE_RULE);
        if (!own.allowed) return answerAppError(req, res, rateLimited(own.resetSeconds, TOO_MANY_REQUESTS));
        return next();
      }
      const { allowed, ...state } = await services.rateLimiter.hit(key, generalRule(services));
      scope.generalLimit = state;
      setRateLimitHeaders(res, state);
      if (!allowed) return answerAppError(req, res, rateLimited(state.resetSeconds, TOO_MANY_REQUESTS));
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The same limit for one WebSocket operation: a RATE_LIMITED error on that operation, else where the
 * client stands (`free` operations are not counted).
 */
export async function socketOperationLimit(
  services: AppServices,
  client: { viewerId?: string | null; ip: string },
  free = false,
): Promise<{ error: GraphQLError | null; state: RateState }> {
  try {
    return await countSocketOperation(services, client, free);
  } catch (caught) {
    // the counters live in PostgreSQL: while it is out of reach the operation gets SERVICE_UNAVAILABLE, not a 4500 close
    const error = appErrorOfDatabase(caught);
    if (!error) throw caught;
    const retryAfterSeconds = error.details.retryAfterSeconds ?? 1;
    return {
      error: new GraphQLError(error.message, { extensions: { code: error.code, retryAfterSeconds } }),
      state: {
        limit: generalRule(services).limit,
        remaining: 0,
        resetSeconds: retryAfterSeconds,
        resetAt: new Date(Date.now() + retryAfterSeconds * 1000),
      },
    };
  }
}

async function countSocketOperation(
  services: AppServices,
  client: { viewerId?: string | null; ip: string },
  free: boolean,
): Promise<{ error: GraphQLError | null; state: RateState }> {
  const key = generalKey(client.viewerId, client.ip);
  if (free) {
    const state = await services.rateLimiter.peek(key, generalRule(services));
    const own = await services.rateLimiter.hit(`${key}:free`, FREE_RULE);
    if (own.allowed) return { error: null, state };
    const error = new GraphQLError(TOO_MANY_REQUESTS, {
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: own.resetSeconds },
    });
    return { error, state };
  }
  const { allowed, ...state } = await services.rateLimiter.hit(key, generalRule(services));
  if (allowed) return { error: null, state };
  const error = new GraphQLError(TOO_MANY_REQUESTS, {
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds: state.resetSeconds },
  });
  return { error, state };
}
