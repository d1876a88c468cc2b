import type { ApolloServerPlugin } from '@apollo/server';
import type { RateState } from '../app/rate-limiter.js';
import type { GraphQLContext } from './context.js';
import { QUERY_LIMITS, assessQueryCost } from './limits.js';

/** `extensions.cost`: what the operation costs against the most one operation may cost. */
export interface CostExtension {
  requested: number;
  limit: number;
}

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
 * runs; and the limits made visible: every answer carries `extensions.cost` ({requested, limit}; requested
 * 0 when no operation could be read) and `extensions.rateLimit` ({limit, remaining, resetAt}).
 */
export const visibleLimits: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    const cost: CostExtension = { requested: 0, limit: QUERY_LIMITS.cost };
    return {
      async didResolveOperation({ schema, document, operation, request }) {
        if (!operation) return;
        const assessment = assessQueryCost(schema, document, operation, request.variables);
        cost.requested = assessment.requested;
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
