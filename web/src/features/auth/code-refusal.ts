import type { CodeRejectionFieldsFragment } from '../../gql/graphql';
import type { UserErrorInfo } from '../../lib/user-errors';

/** A one-time code the server refused: in words, and whether it expired or how many tries are left. */
export interface CodeRefusal {
  message: string;
  expired: boolean;
  attemptsLeft?: number;
}

/**
 * The refusal of a code a payload reports in `codeRejection` (beside its userErrors), or null when the code was not
 * what was refused (then read the payload with resultOf).
 */
export function codeRefusalOf(
  payload:
    { codeRejection?: CodeRejectionFieldsFragment | null; userErrors: readonly UserErrorInfo[] } | null | undefined,
): CodeRefusal | null {
  const rejection = payload?.codeRejection;
  if (!rejection) return null;
  return {
    message: payload.userErrors[0]?.message ?? 'The code was refused.',
    expired: rejection.reason === 'CODE_EXPIRED',
    attemptsLeft: rejection.attemptsLeft ?? undefined,
  };
}
