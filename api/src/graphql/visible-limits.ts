import type { ApolloServerPlugin } from '@apollo/server';
import type { BudgetCredential } from '../app/budgets.js';
import type { RateState } from '../app/rate-limiter.js';
import { chargeRemainder } from '../app/request-rate-limit.js';
import type { GraphQLContext } from './context.js';
import { QUERY_LIMITS, assessQueryCost } from './limits.js';

/**
 * `extensions.cost`: what the operation costs against the most one operation may cost, how much of
 * that limit it left unused (0 when it asked for more), and the points its budget was actually charged
 * (`charged`: its cost, at least 1; 0 for a free query; 1 for one refused before it was measured).
 */
export interface CostExtension {
  requested: number;
  limit: number;
  remaining: number;
  charged: number;
}

export const costExtension = (requested: number, charged: number): CostExtension => ({
  requested,
  limit: QUERY_LIMITS.cost,
  remaining: Math.max(0, QUERY_LIMITS.cost - requested),
  charged,
});

/** `extensions.rateLimit`: where the client stands in its budget once this request was charged, and which budget. */
export interface RateLimitExtension {
  limit: number;
  remaining: number;
  resetAt: string;
  budget?: BudgetCredential;
}

export const rateLimitExtension = (state: RateState, budget?: BudgetCredential): RateLimitExtension => ({
  limit: state.limit,
  remaining: state.remaining,
  resetAt: state.resetAt.toISOString(),
  ...(budget ? { budget } : {}),
});

/**
 * The cost limit, which needs the variables' values, checked once the operation is known and before it
 * runs; and the limits made visible: every answer carries `extensions.cost` ({requested, limit, remaining};
 * requested 0 when no operation could be read) and `extensions.rateLimit` ({limit, remaining, resetAt}).
 */
export const visibleLimits: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    let requested = 0;
    return {
      async didResolveOperation({ schema, document, operation, request, contextValue }) {
        if (!operation) return;
        const assessment = assessQueryCost(schema, document, operation, request.variables);
        requested = assessment.requested;
        if (assessment.error) throw assessment.error;
        const { budget, generalLimit } = contextValue;
        if (!budget || !generalLimit || !contextValue.charged) return; // a free query is charged nothing
        const charge = await chargeRemainder(contextValue.services, budget, generalLimit, requested);
        contextValue.generalLimit = charge.state;
        contextValue.charged = charge.charged;
        if (charge.error) throw charge.error;
      },
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        const state = contextValue?.generalLimit;
        result.extensions = {
          ...result.extensions,
          cost: costExtension(requested, contextValue?.charged ?? 0),
          ...(state ? { rateLimit: rateLimitExtension(state, contextValue.budget?.credential) } : {}),
        };
        // the headers the door set said where the budget stood before the operation's cost was charged
        if (state) {
          response.http.headers.set('ratelimit-limit', String(state.limit));
          response.http.headers.set('ratelimit-remaining', String(state.remaining));
          response.http.headers.set('ratelimit-reset', String(state.resetSeconds));
        }
      },
    };
  },
};
