import type { ApolloServerPlugin } from '@apollo/server';
import type { RateState } from '../app/rate-limiter.js';
import type { GraphQLContext } from './context.js';
import { QUERY_LIMITS, assessQueryCost } from './limits.js';

/**
 * `extensions.cost`: what the operation costs against the most one operation may cost, and how much of
 * that limit it left unused (0 when it asked for more).
 */
export interface CostExtension {
  requested: number;
  limit: number;
  remaining: number;
}

export const costExtension = (requested: number): CostExtension => ({
  requested,
  limit: QUERY_LIMITS.cost,
  remaining: Math.max(0, QUERY_LIMITS.cost - requested),
});

/** `extensions.rateLimit`: where the client stands in the general limit once this request was counted. */
export interface RateLimitExtension {
  limit: number;
  remaining: number;
  resetAt: string;
}

export const rateLimitExtension = (state: RateState): RateLimitExtension => ({
  limit: state.limit,
  remaining: state.remaining,
  resetAt: state.resetAt.toISOString(),
});

/**
 * The cost limit, which needs the variables' values, checked once the operation is known and before it
 * runs; and the limits made visible: every answer carries `extensions.cost` ({requested, limit, remaining};
 * requested 0 when no operation could be read) and `extensions.rateLimit` ({limit, remaining, resetAt}).
 */
export const visibleLimits: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    let cost = costExtension(0);
    return {
      async didResolveOperation({ schema, document, operation, request }) {
        if (!operation) return;
        const assessment = assessQueryCost(schema, document, operation, request.variables);
        cost = costExtension(assessment.requested);
        if (assessment.error) throw assessment.error;
      },
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        const state = contextValue?.generalLimit;
        result.extensions = {
          ...result.extensions,
          cost,
          ...(state ? { rateLimit: rateLimitExtension(state) } : {}),
        };
      },
    };
  },
};
