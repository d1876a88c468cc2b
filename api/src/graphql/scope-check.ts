import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { GraphQLError } from 'graphql';
import type { AppError } from '../app/errors.js';
import { requireScopes, type TokenScope } from '../kernel/token-scopes.js';
import type { GraphQLContext } from './context.js';
import { requiredScopes } from './required-scopes.js';

/** INSUFFICIENT_SCOPE as a GraphQL error (or null when the credential may run the operation). */
export function scopeError(
  schema: GraphQLSchema,
  held: ReadonlySet<TokenScope>,
  document: DocumentNode,
  operationName?: string | null,
): GraphQLError | null {
  try {
    requireScopes(held, requiredScopes(schema, document, operationName));
    return null;
  } catch (error) {
    const appError = error as AppError;
    return new GraphQLError(appError.message, {
      extensions: { code: appError.code, ...appError.details },
    });
  }
}

/** Checks the operation's scopes against the request's credential once the operation is known. */
export function scopeCheckPlugin(schema: GraphQLSchema): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, operationName }) {
          if (!contextValue.accessToken) return; // sessions and guests hold every scope they may hold
          const error = scopeError(schema, contextValue.scopes, document, operationName);
          if (error)
            throw new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: 403 } } });
        },
      };
    },
  };
}
