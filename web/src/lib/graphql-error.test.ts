import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { fieldErrorMap, readApiError } from './graphql-error';

describe('readApiError', () => {
  it('reads the code, message and extensions of the first GraphQL error', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Wrong one-time password', extensions: { code: 'BAD_USER_INPUT', attemptsLeft: 3 } }],
    });
    expect(readApiError(error)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Wrong one-time password',
      extensions: { code: 'BAD_USER_INPUT', attemptsLeft: 3 },
    });
  });

  it('treats anything else as a network problem', () => {
    expect(readApiError(new TypeError('Failed to fetch'))).toMatchObject({
      code: 'NETWORK',
      message: 'Failed to fetch',
    });
    expect(readApiError('odd')).toMatchObject({ code: 'NETWORK', message: 'Unknown error' });
  });
});

describe('fieldErrorMap', () => {
  it('keeps the first message per field', () => {
    expect(
      fieldErrorMap([
        { field: 'email', message: 'That e-mail is taken.' },
        { field: 'email', message: 'second' },
        { field: 'username', message: 'Too short.' },
      ]),
    ).toEqual({ email: 'That e-mail is taken.', username: 'Too short.' });
  });
});
