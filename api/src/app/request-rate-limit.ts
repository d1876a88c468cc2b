import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import { requestFacts } from '../rest/handler.js';
import { answerAppError } from './http-errors.js';
import { appErrorOfDatabase } from './database-errors.js';
import { rateLimited } from './errors.js';
import { REST_CHARGE, budgetOf, chargeOf, type Budget } from './budgets.js';
import type { RateRule, RateState } from './rate-limiter.js';
import type { RequestScope } from './request-scope.js';
import { createRequestScope } from './scope.js';
import type { AppServices } from './services.js';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a little and try again.';

/** `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds), as in the IETF RateLimit draft. */
export function setRateLimitHeaders(res: Response, state: RateState): void {
  res.set('RateLimit-Limit', String(state.limit));
  res.set('RateLimit-Remaining', String(state.remaining));
  res.set('RateLimit-Reset', String(state.resetSeconds));
}

/** Free requests have their own budget, so they cannot be sent without bound either. */
export const FREE_RULE: RateRule = { limit: 60, windowMs: 60 * 1000 };

/** Where a client stands in its budget, without charging anything (the `rateLimit` query). */
export const peekGeneralLimit = (scope: RequestScope): Promise<RateState> => {
  const budget = scope.budget ?? budgetOf(scope.services, scope);
  return scope.services.rateLimiter.peek(budget.key, budget.rule);
};

const refusal = (retryAfterSeconds: number) =>
  new GraphQLError(TOO_MANY_REQUESTS, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
    },
  });

/**
 * The rest of an operation's charge, once its cost is known: every request was charged 1 point at the door,
 * so an operation costing more takes the difference, or is refused RATE_LIMITED (charged nothing more) when
 * its budget has not that much left. One implementation for HTTP and WebSocket.
 */
export async function chargeRemainder(
  services: AppServices,
  budget: Budget,
  state: RateState,
  requested: number,
): Promise<{ error: GraphQLError | null; state: RateState; charged: number }> {
  const extra = chargeOf(requested) - 1;
  if (extra <= 0) return { error: null, state, charged: 1 };
  if (extra > state.remaining) return { error: refusal(state.resetSeconds), state, charged: 1 };
  try {
    const { allowed, ...after } = await services.rateLimiter.hit(budget.key, budget.rule, extra);
    if (!allowed) return { error: refusal(after.resetSeconds), state: after, charged: 1 + extra };
    return { error: null, state: after, charged: 1 + extra };
  } catch (caught) {
    // the counters live in PostgreSQL: while it is out of reach the operation is SERVICE_UNAVAILABLE
    const error = appErrorOfDatabase(caught);
    if (!error) throw caught;
    const retryAfterSeconds = error.details.retryAfterSeconds ?? 1;
    const unavailable = new GraphQLError(error.message, {
      extensions: {
        code: error.code,
        retryAfterSeconds,
        http: { status: 503, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
      },
    });
    return { error: unavailable, state, charged: 1 };
  }
}

/**
 * The budget in front of a door (`/graphql`, `/api`, OAuth's endpoints): identifies whose budget pays
 * (app/budgets.ts), charges the request 1 point in PostgreSQL (a GraphQL operation pays the rest of its cost
 * once it is measured: chargeRemainder), sets the RateLimit headers and answers 429 with `Retry-After` past it. CORS preflights are not counted, nor requests `free` says cost nothing
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
      const budget = budgetOf(services, scope);
      scope.budget = budget;
      if (options.free?.(req)) {
        const state = await services.rateLimiter.peek(budget.key, budget.rule);
        scope.charged = 0;
        scope.generalLimit = state;
        setRateLimitHeaders(res, state);
        const own = await services.rateLimiter.hit(`${budget.key}:free`, FREE_RULE);
        if (!own.allowed) return answerAppError(req, res, rateLimited(own.resetSeconds, TOO_MANY_REQUESTS));
        return next();
      }
      const { allowed, ...state } = await services.rateLimiter.hit(budget.key, budget.rule, REST_CHARGE);
      scope.generalLimit = state;
      scope.charged = REST_CHARGE;
      setRateLimitHeaders(res, state);
      if (!allowed) return answerAppError(req, res, rateLimited(state.resetSeconds, TOO_MANY_REQUESTS));
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The same door charge for one WebSocket operation (1 point; chargeRemainder takes the rest of its cost): a
 * RATE_LIMITED error on that operation, else where the client stands (`free` operations are not charged).
 */
export async function socketOperationLimit(
  services: AppServices,
  budget: Budget,
  free = false,
): Promise<{ error: GraphQLError | null; state: RateState }> {
  try {
    return await countSocketOperation(services, budget, free);
  } catch (caught) {
    // the counters live in PostgreSQL: while it is out of reach the operation gets SERVICE_UNAVAILABLE, not a 4500 close
    const error = appErrorOfDatabase(caught);
    if (!error) throw caught;
    const retryAfterSeconds = error.details.retryAfterSeconds ?? 1;
    return {
      error: new GraphQLError(error.message, { extensions: { code: error.code, retryAfterSeconds } }),
      state: {
        limit: budget.rule.limit,
        remaining: 0,
        resetSeconds: retryAfterSeconds,
        resetAt: new Date(Date.now() + retryAfterSeconds * 1000),
      },
    };
  }
}

async function countSocketOperation(
  services: AppServices,
  budget: Budget,
  free: boolean,
): Promise<{ error: GraphQLError | null; state: RateState }> {
  if (free) {
    const state = await services.rateLimiter.peek(budget.key, budget.rule);
    const own = await services.rateLimiter.hit(`${budget.key}:free`, FREE_RULE);
    if (own.allowed) return { error: null, state };
    const error = new GraphQLError(TOO_MANY_REQUESTS, {
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: own.resetSeconds },
    });
    return { error, state };
  }
  const { allowed, ...state } = await services.rateLimiter.hit(budget.key, budget.rule, 1);
  if (allowed) return { error: null, state };
  const error = new GraphQLError(TOO_MANY_REQUESTS, {
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds: state.resetSeconds },
  });
  return { error, state };
}
