import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOfflineLink } from './offline-link';
import { clearPersistedCaches, restoreCacheWhenOffline, saveCache } from './persisted-cache';
import { registerServiceWorker, resetServiceWorkerState } from './service-worker';
import { StatusBars } from './status-bars';

/**
 * Documents of a made-up schema (the cache and the link do not care which): read with `parse`, not the `doc` tag,
 * so GraphQL Code Generator does not check them against the real one.
 */
const doc = (text: TemplateStringsArray) => parse(text.join(''));

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

afterEach(() => {
  online = true;
  resetServiceWorkerState();
});

const ME = doc`
  query Me {
    me {
      id
      username
    }
  }
`;

describe('the offline indicator', () => {
  it('announces the loss and the return of the connection in a live region', () => {
    render(<StatusBars />);
    const regions = screen.getAllByRole('status');
    expect(regions.every((region) => region.getAttribute('aria-live') === 'polite')).toBe(true);
    expect(screen.queryByText('You are offline.')).toBeNull();
    goOnline(false);
    expect(screen.getByText('You are offline.').closest('[role="status"]')).not.toBeNull();
    goOnline(true);
    expect(screen.queryByText('You are offline.')).toBeNull();
  });
});

describe('a new version of the app', () => {
  it('is announced once it waits, and taken only when the member chooses Reload', async () => {
    const handlers = new Map<string, (event: { isUpdate?: boolean }) => void>();
    const worker = {
      addEventListener: (type: string, handler: (event: { isUpdate?: boolean }) => void) =>
        void handlers.set(type, handler),
      register: vi.fn(async () => undefined),
      update: vi.fn(async () => undefined),
      messageSkipWaiting: vi.fn(),
    };
    Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: {} });
    render(<StatusBars />);
    await registerServiceWorker(async () => worker as never);
    expect(worker.register).toHaveBeenCalledOnce();
    expect(screen.queryByText('A new version is available.')).toBeNull();
    act(() => handlers.get('waiting')?.({}));
    const banner = screen.getByText('A new version is available.').closest('[role="status"]') as HTMLElement;
    expect(banner).not.toBeNull();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
  });
});

describe("the member's kept cache", () => {
  function cacheWithMe(id: string) {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: ME, data: { me: { __typename: 'User', id, username: `member${id}` } } });
    return cache;
  }

  it('is put back only when the page starts offline, for a signed-in tab, and cleared on sign-out', () => {
    saveCache(cacheWithMe('7'));
    const onlineCache = new InMemoryCache();
    expect(restoreCacheWhenOffline(onlineCache, true)).toBe(false);
    expect(onlineCache.readQuery({ query: ME })).toBeNull();

    goOnline(false);
    expect(restoreCacheWhenOffline(new InMemoryCache(), false)).toBe(false);
    const offline = new InMemoryCache();
    expect(restoreCacheWhenOffline(offline, true)).toBe(true);
    expect(offline.readQuery({ query: ME })).toEqual({ me: { __typename: 'User', id: '7', username: 'member7' } });

    clearPersistedCaches();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('culturalink.cache.'))).toEqual([]);
    expect(restoreCacheWhenOffline(new InMemoryCache(), true)).toBe(false);
  });

  it("keeps what each of the member's page loads saw", () => {
    const first = cacheWithMe('7');
    first.writeQuery({
      query: doc`
        query A {
          a
        }
      `,
      data: { a: 'feed' },
    });
    saveCache(first);
    const second = cacheWithMe('7');
    second.writeQuery({
      query: doc`
        query B {
          b
        }
      `,
      data: { b: 'itinerary' },
    });
    saveCache(second);
    goOnline(false);
    const offline = new InMemoryCache();
    expect(restoreCacheWhenOffline(offline, true)).toBe(true);
    expect(
      offline.readQuery({
        query: doc`
          query A {
            a
          }
        `,
      }),
    ).toEqual({ a: 'feed' });
    expect(
      offline.readQuery({
        query: doc`
          query B {
            b
          }
        `,
      }),
    ).toEqual({ b: 'itinerary' });
  });

  it('keeps nothing of a guest', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: ME, data: { me: null } });
    saveCache(cache);
    expect(Object.keys(localStorage)).toEqual([]);
  });
});

describe('queries offline', () => {
  it('wait for the connection instead of failing; mutations go on at once', async () => {
    const sent: string[] = [];
    const server = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          sent.push(operation.operationName ?? '');
          observer.next({ data: { me: { __typename: 'User', id: '1', username: 'ana' }, ping: true } });
          observer.complete();
        }),
    );
    const answered = vi.fn();
    const client = new ApolloClient({
      link: ApolloLink.from([createOfflineLink(answered), server]),
      cache: new InMemoryCache(),
    });
    goOnline(false);
    const query = client.query({ query: ME });
    await client.mutate({
      mutation: doc`
        mutation Ping {
          ping
        }
      `,
    });
    expect(sent).toEqual(['Ping']);
    goOnline(true);
    await expect(query).resolves.toMatchObject({ data: { me: { username: 'ana' } } });
    expect(sent).toEqual(['Ping', 'Me']);
    expect(answered).toHaveBeenCalledTimes(2);
  });
});
