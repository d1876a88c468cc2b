import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { IMAGE_MAX_BYTES } from '@culturalink/common/limits';
import { rateLimitMessage, waitSeconds } from './rate-limit-wait';
import { UploadFailed } from './upload-failed';
import { UserErrorsRefused } from './user-errors';

export interface ApiErrorInfo {
  /** extensions.code of the first GraphQL error (UNAUTHENTICATED, BAD_USER_INPUT, RATE_LIMITED ...), or NETWORK. */
  code: string;
  message: string;
  extensions: Record<string, unknown>;
}

/** Reads what the server said from any error an Apollo call throws or returns. */
export function readApiError(error: unknown): ApiErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
    return {
      code: typeof extensions.code === 'string' ? extensions.code : 'UNKNOWN',
      message: first?.message ?? error.message,
      extensions,
    };
  }
  if (error instanceof UploadFailed) return uploadError(error);
  if (error instanceof UserErrorsRefused) return userErrorsInfo(error);
  if (ServerError.is(error) && error.statusCode === 429) return rateLimitedInfo(error);
  return { code: 'NETWORK', message: networkErrorMessage(), extensions: {} };
}

/**
 * How long an HTTP 429 asks to wait, in seconds: its `Retry-After`, else the body's `retryAfterSeconds`;
 * null for any other answer. A 429 reaches the web either as a ServerError (the door's plain JSON refusal) or as
 * a GraphQL result with RATE_LIMITED whose response was 429 (Apollo Server's graphql-response+json): see
 * retryAfterOfResponse.
 */
export function retryAfterOf(error: unknown): number | null {
  if (!ServerError.is(error)) return null;
  let body: unknown;
  try {
    body = JSON.parse(error.bodyText);
  } catch {
    body = undefined;
  }
  return retryAfterOfResponse(error.response, body);
}

/** The wait a response asks for when it is a 429 (header first, then the first error's retryAfterSeconds); else null. */
export function retryAfterOfResponse(
  response: { status?: number; headers?: { get(name: string): string | null } } | undefined,
  body: unknown,
): number | null {
  if (response?.status !== 429) return null;
  const header = response.headers?.get('retry-after');
  if (header) return waitSeconds(header);
  const errors = (body as { errors?: { extensions?: { retryAfterSeconds?: unknown } }[] } | undefined)?.errors;
  return waitSeconds(errors?.[0]?.extensions?.retryAfterSeconds);
}

/** A 429 is the server asking to slow down (never "could not reach"): RATE_LIMITED with its wait. */
function rateLimitedInfo(error: ServerError): ApiErrorInfo {
  const retryAfterSeconds = retryAfterOf(error) ?? 1;
  return { code: 'RATE_LIMITED', message: rateLimitMessage(retryAfterSeconds), extensions: { retryAfterSeconds } };
}

/**
 * Refusals of a form's save whose message is already written for people (the server's, or the upload's own), so a
 * form shows it as it is rather than its generic "please try again". BAD_USER_INPUT is a form's own business.
 */
const WORDED_FOR_PEOPLE = new Set([
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'NETWORK',
  'SERVER_ERROR',
  'UPLOAD_CANCELLED',
]);
export const isWordedForPeople = (info: ApiErrorInfo): boolean => WORDED_FOR_PEOPLE.has(info.code);

const UPLOAD_ERRORS = {
  'too-large': {
    code: 'PAYLOAD_TOO_LARGE',
    message: () => `This image is too large (max ${IMAGE_MAX_BYTES / 1024 / 1024} MB).`,
  },
  server: {
    code: 'SERVER_ERROR',
    message: () => 'The server could not take the upload just now. Please try again in a moment.',
  },
  network: { code: 'NETWORK', message: networkErrorMessage },
  cancelled: { code: 'UPLOAD_CANCELLED', message: () => 'Upload cancelled.' },
} as const;

/**
 * A payload's userErrors as the same info a top-level error gives: the first one's code and message, and every one
 * that names a field as `extensions.fieldErrors` (what forms already read).
 */
function userErrorsInfo(error: UserErrorsRefused): ApiErrorInfo {
  const [first] = error.userErrors;
  const fieldErrors = error.userErrors.flatMap(({ field, message }) => (field ? [{ field, message }] : []));
  return { code: first?.code ?? 'BAD_USER_INPUT', message: error.message, extensions: { fieldErrors } };
}

/** An upload that got no GraphQL answer (a proxy's 413, a 5xx page, no connection, cancelled), in words. */
function uploadError(error: UploadFailed): ApiErrorInfo {
  const known = UPLOAD_ERRORS[error.kind];
  return { code: known.code, message: known.message(), extensions: { status: error.status } };
}

/**
 * What people read when the server could not be reached (never the browser's raw 'Failed to fetch' or
 * 'NetworkError when attempting to fetch resource').
 */
export function networkErrorMessage(): string {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline
    ? 'You are offline. Check your connection and try again.'
    : 'Could not reach CulturaLink. Check your connection and try again.';
}

/** Field errors as a map, from a payload's userErrors that name a field or an error's extensions.fieldErrors. */
export function fieldErrorMap(
  fieldErrors: ReadonlyArray<{ field: string; message: string }> | undefined | null,
): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { field, message } of fieldErrors ?? []) map[field] ??= message;
  return map;
}
