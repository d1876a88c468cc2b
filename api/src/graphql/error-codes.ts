import { type ErrorCode, httpStatusOf } from '../app/errors.js';

/**
 * Every `extensions.code` the API can answer (GraphQL) and every REST `code`, with its HTTP status.
 * docs/API.md's "Error codes" table lists exactly these (`error-codes.test.ts` compares them, and checks
 * that the source emits nothing else and that nothing here is no longer emitted).
 */
type GraphQLLayerCode =
  /** Past a query limit (tokens, aliases, directives, depth, cost). */
  | 'QUERY_TOO_COMPLEX'
  /** Anything unexpected; the details are logged, never sent. */
  | 'INTERNAL_SERVER_ERROR'
  /** Apollo Server's own: the document does not parse. */
  | 'GRAPHQL_PARSE_FAILED'
  /** Apollo Server's own: the document does not fit the schema. */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** Apollo Server's own: a malformed HTTP request (no query, bad JSON shape, a GET without the CSRF header...). */
  | 'BAD_REQUEST'
  /** Apollo Server's own: an automatic persisted query's hash the server does not know yet. */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /** Apollo Server's own: several operations and no (or an unknown) `operationName`. */
  | 'OPERATION_RESOLUTION_FAILURE';

export type ApiErrorCode = ErrorCode | GraphQLLayerCode;

export const apiErrorHttpStatus: Record<ApiErrorCode, number> = {
  ...httpStatusOf,
  QUERY_TOO_COMPLEX: 400,
  INTERNAL_SERVER_ERROR: 500,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  PERSISTED_QUERY_NOT_FOUND: 200,
  OPERATION_RESOLUTION_FAILURE: 400,
};

export const apiErrorCodes = Object.keys(apiErrorHttpStatus) as ApiErrorCode[];
