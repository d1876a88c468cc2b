import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from './context.js';

/** Refusals that are an HTTP status over REST keep it over GraphQL, the first listed winning. */
const REFUSAL_STATUS: [code: string, status: number][] = [
  ['SERVICE_UNAVAILABLE', 503],
  ['RATE_LIMITED', 429],
  ['PAYLOAD_TOO_LARGE', 413],
];

/**
 * A GraphQL answer refused by a rate limit (the general one or a specific one such as login) is HTTP 429
 * with `Retry-After`, as over REST, not a 200 carrying the error; an upload past its size is 413; a database outage 503
 * with `Retry-After`.
 */
export const rateLimitStatus: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        const codes = new Set(errors.map((error) => error.extensions?.code));
        const refusal = REFUSAL_STATUS.find(([code]) => codes.has(code));
        if (!refusal) return;
        response.http.status = refusal[1];
        let retryAfter = 0;
        for (const error of errors) {
          if (error.extensions?.code !== refusal[0] || error.extensions.retryAfterSeconds === undefined) continue;
          retryAfter = Math.max(retryAfter, Number(error.extensions.retryAfterSeconds) || 1);
        }
        if (retryAfter > 0) response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};
