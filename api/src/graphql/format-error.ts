import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { appErrorOfDatabase } from '../app/database-errors.js';
import { AppError } from '../app/errors.js';
import { countError } from '../app/metrics.js';
import type { Logger } from '../logger.js';
import { isGraphQLLimitError } from './limits.js';

/**
 * Maps our AppError to `extensions.code` (+ fieldErrors / retryAfterSeconds), keeps GraphQL's own
 * validation errors, and hides everything unexpected behind a generic message (logged in full).
 */
export function createErrorFormatter(logger: Logger) {
  const format = formatWith(logger);
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const answer = format(formatted, error);
    const code = answer.extensions?.code;
    countError(typeof code === 'string' ? code : 'GRAPHQL_ERROR', 'graphql');
    return answer;
  };
}

function formatWith(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    const original = unwrapped instanceof AppError ? unwrapped : (appErrorOfDatabase(unwrapped) ?? unwrapped);
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: original.code, ...original.details },
      };
    }
    if (isGraphQLLimitError(formatted.message)) {
      return { message: formatted.message, locations: formatted.locations, extensions: { code: 'QUERY_TOO_COMPLEX' } };
    }
    if (isCodelessRefusal(error)) return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
    const code = formatted.extensions?.code;
    const known = typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR';
    if (known || (original instanceof GraphQLError && !(original.originalError instanceof Error))) {
      return { ...formatted, extensions: { ...formatted.extensions, stacktrace: undefined } };
    }
    logger.error('unexpected GraphQL error', original);
    return {
      message: 'Something went wrong on our side. Please try again.',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

/**
 * An error Apollo itself raises with an HTTP 4xx status but no code (a persisted query's hash that does not
 * match its text, an unknown persisted query version): the request is wrong, not the server.
 */
function isCodelessRefusal(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.originalError || error.extensions.code !== undefined) return false;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
