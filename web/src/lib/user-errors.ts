import { graphql } from '../gql';

export const UserErrorFieldsFragment = graphql(`
  fragment UserErrorFields on UserError {
    field
    message
    code
  }
`);

/** An expected failure a mutation's payload reported (`userErrors { field message code }`). */
export interface UserErrorInfo {
  field: string | null;
  message: string;
  code: string;
}

/**
 * A mutation refused the request with `userErrors`: thrown by `resultOf` so forms handle it where they handle every
 * other failure; `readApiError` reads it as `{ code, message, extensions.fieldErrors }`.
 */
export class UserErrorsRefused extends Error {
  constructor(readonly userErrors: readonly UserErrorInfo[]) {
    super(userErrors[0]?.message ?? 'The request was refused.');
    this.name = 'UserErrorsRefused';
  }
}

/**
 * A mutation payload's result field (`resultOf(data?.createPost, 'post')`): the value when the mutation succeeded;
 * UserErrorsRefused when its payload carries userErrors; an Error when there is no payload or no value.
 */
export function resultOf<P extends { userErrors: readonly UserErrorInfo[] }, K extends keyof P>(
  payload: P | null | undefined,
  field: K,
): NonNullable<P[K]> {
  if (!payload) throw new Error('The mutation answered no payload.');
  if (payload.userErrors.length > 0) throw new UserErrorsRefused(payload.userErrors);
  const value = payload[field];
  if (value === null || value === undefined) throw new Error(`The mutation answered no ${String(field)}.`);
  return value as NonNullable<P[K]>;
}
