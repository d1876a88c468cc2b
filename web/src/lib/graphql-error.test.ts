import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
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

  it("treats anything else as a network problem, in words people understand (never 'Failed to fetch')", () => {
    expect(readApiError(new TypeError('Failed to fetch'))).toEqual({
      code: 'NETWORK',
      message: 'Could not reach CulturaLink. Check your connection and try again.',
      extensions: {},
    });
    expect(readApiError('odd').message).toBe('Could not reach CulturaLink. Check your connection and try again.');
  });

  it('says so when the browser is offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(readApiError(new TypeError('Failed to fetch')).message).toBe(
      'You are offline. Check your connection and try again.',
    );
    online.mockRestore();
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
