import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { fieldErrorMap, readApiError, retryAfterOf } from './graphql-error';

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

describe('a 429', () => {
  const tooMany = (headers: Record<string, string>, bodyText: string, status = 429) =>
    new ServerError(`Response not successful: Received status code ${status}`, {
      response: new Response(bodyText, { status, headers }),
      bodyText,
    });
  const body = (retryAfterSeconds: number) =>
    JSON.stringify({
      errors: [{ message: 'Too many requests.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds } }],
    });

  it('is RATE_LIMITED with the wait of its Retry-After (never a network failure)', () => {
    expect(readApiError(tooMany({ 'retry-after': '7' }, body(60)))).toEqual({
      code: 'RATE_LIMITED',
      message: 'You are going faster than CulturaLink allows; trying again in 7 s.',
      extensions: { retryAfterSeconds: 7 },
    });
  });

  it("falls back on the body's retryAfterSeconds, then on 1 s; other statuses are no wait", () => {
    expect(readApiError(tooMany({}, body(5))).extensions).toEqual({ retryAfterSeconds: 5 });
    expect(retryAfterOf(tooMany({}, 'not json'))).toBe(1);
    expect(retryAfterOf(tooMany({ 'retry-after': '9999' }, ''))).toBe(300);
    expect(retryAfterOf(tooMany({ 'retry-after': '7' }, body(7), 503))).toBeNull();
    expect(retryAfterOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
