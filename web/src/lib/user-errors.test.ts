import { describe, expect, it } from 'vitest';
import { readApiError } from './graphql-error';
import { resultOf, UserErrorsRefused } from './user-errors';

describe('resultOf', () => {
  it('gives the result field of a payload without userErrors', () => {
    expect(resultOf({ post: { id: 'p1' }, userErrors: [] }, 'post')).toEqual({ id: 'p1' });
  });

  it('throws the userErrors, which readApiError reads like a refusal with field errors', () => {
    const payload = {
      post: null,
      userErrors: [
        { field: null, message: 'Please fill all fields correctly.', code: 'BAD_USER_INPUT' },
        { field: 'title', message: 'Required', code: 'BAD_USER_INPUT' },
      ],
    };
    let thrown: unknown;
    try {
      resultOf(payload, 'post');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UserErrorsRefused);
    expect(readApiError(thrown)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please fill all fields correctly.',
      extensions: { fieldErrors: [{ field: 'title', message: 'Required' }] },
    });
  });

  it('throws a plain error when there is no payload or no result', () => {
    expect(() => resultOf(null, 'post' as never)).toThrow('no payload');
    expect(() => resultOf({ post: null, userErrors: [] }, 'post')).toThrow('no post');
  });
});
