import { countRateLimitRefusal } from './metrics.js';

/** One error vocabulary for every door: GraphQL maps `code` to `extensions.code`, REST to an HTTP status. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'INSUFFICIENT_SCOPE'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  /** The database cannot be reached (outage, restart): retry after `retryAfterSeconds`. */
  | 'SERVICE_UNAVAILABLE'
  /** A live subscription's `after` cursor is older than the event log keeps: refetch, then subscribe afresh. */
  | 'CURSOR_EXPIRED'
  /** A live subscription's `after` is not a cursor this API sent, or is past the newest event of the log. */
  | 'CURSOR_INVALID';

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  INSUFFICIENT_SCOPE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  CURSOR_EXPIRED: 410,
  CURSOR_INVALID: 400,
};

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      fieldErrors?: FieldError[];
      retryAfterSeconds?: number;
      requiredScopes?: string[];
      /** OAuth authorize: where RFC 6749 §4.1.2.1 sends the browser with `error=` (the client's own redirect URI). */
      redirectTo?: string;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (message: string, fieldErrors?: FieldError[]) =>
  new AppError('BAD_USER_INPUT', message, { fieldErrors });
export const unauthenticated = (message = 'You need to sign in first.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
export const rateLimited = (retryAfterSeconds: number, message = 'Too many attempts. Please wait and try again.') => {
  countRateLimitRefusal();
  return new AppError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });
};
