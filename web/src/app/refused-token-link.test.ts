import { ApolloLink, execute } from '@apollo/client/link';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRefusedTokenLink } from './refused-token-link';
import { getToken, setToken } from '../lib/session';

afterEach(() => sessionStorage.clear());

/** A terminating link that answers like the server: `status`, with a GraphQL error. */
const answering = (status: number, code: string) =>
  new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        operation.setContext({ response: { status } });
        observer.next({ errors: [{ message: 'refused', extensions: { code } }] });
        observer.complete();
      }),
  );

function run(link: ApolloLink) {
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return new Promise<void>((resolve) => {
    execute(link, { query: parse('{ me { id } }') }, { client }).subscribe({
      next: () => undefined,
      error: () => resolve(),
      complete: () => resolve(),
    });
  });
}

describe('createRefusedTokenLink', () => {
  it('signs out when the server refuses the token with 401', async () => {
    setToken('stale-token');
    const onSignedOut = vi.fn();
    await run(ApolloLink.from([createRefusedTokenLink(onSignedOut), answering(401, 'UNAUTHENTICATED')]));
    expect(getToken()).toBeNull();
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it('keeps the token on other refusals (a wrong password is UNAUTHENTICATED with 200)', async () => {
    setToken('good-token');
    const onSignedOut = vi.fn();
    await run(ApolloLink.from([createRefusedTokenLink(onSignedOut), answering(200, 'UNAUTHENTICATED')]));
    expect(getToken()).toBe('good-token');
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});
