import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from './context.js';

/**
 * A GraphQL answer refused by a rate limit (the general one or a specific one such as login) is HTTP 429
 * with `Retry-After`, as over REST, not a 200 carrying the error.
 */
export const rateLimitStatus: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        let retryAfter = 0;
        for (const error of response.body.singleResult.errors ?? []) {
          if (error.extensions?.code !== 'RATE_LIMITED') continue;
          retryAfter = Math.max(retryAfter, Number(error.extensions.retryAfterSeconds) || 1);
        }
        if (retryAfter === 0) return;
        response.http.status = 429;
        response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};
