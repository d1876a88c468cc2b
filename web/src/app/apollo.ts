import { ApolloClient, HttpLink } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { SetContextLink } from '@apollo/client/link/context';
import { createClient, type Client } from 'graphql-ws';
import { createRateLimitLink } from './rate-limit-link';
import { createRefusedTokenLink } from './refused-token-link';
import { getToken, onTokenChange } from '../lib/session';
import { ResumableWsLink } from './resumable-ws-link';
import { createUploadLink } from './upload-link';
import { setWebSocketConnected } from '../lib/web-socket-status';
import { clientDefaults, createCache } from '../lib/apollo-cache';
import { clearPersistedCaches, createOfflineLink, persistCache, restoreCacheWhenOffline } from '../features/offline';
import { clearOutbox } from '../features/outbox';

const GRAPHQL_PATH = '/graphql';

function authorizationHeader(): Record<string, string> {
  const token = getToken();
  return token ? { authorization: `Token ${token}` } : {};
}

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_PATH}`;
}

/** One graphql-ws client for the tab: lazy, reconnecting, authenticated in connection_init. */
export function createWebSocketClient(): Client {
  const client = createClient({
    url: webSocketUrl(),
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    connectionParams: () => authorizationHeader(),
  });
  // A new identity needs a new connection: terminating makes the client reconnect with the current token.
  onTokenChange(() => client.terminate());
  client.on('connected', () => setWebSocketConnected(true));
  client.on('closed', () => setWebSocketConnected(false));
  return client;
}

export function createApolloClient(): ApolloClient {
  const auth = new SetContextLink((previous) => ({ headers: { ...previous.headers, ...authorizationHeader() } }));
  // A refused token signs the member out; the active queries then run again as a guest.
  const refusedToken = createRefusedTokenLink(() => void client.resetStore().catch(() => undefined));
  const http = ApolloLink.from([
    createRateLimitLink(),
    refusedToken,
    auth,
    createUploadLink(GRAPHQL_PATH),
    new HttpLink({ uri: GRAPHQL_PATH }),
  ]);
  // Subscriptions resume from their last cursor after a reconnect; a cursor too old to resume from means events
  // were lost, so the screens load their data again.
  const ws = new ResumableWsLink(createWebSocketClient(), () => {
    void client.refetchQueries({ include: 'active' }).catch(() => undefined);
  });
  // Offline: a page that starts without a connection shows the member's kept cache; queries wait for the connection.
  const cache = createCache();
  restoreCacheWhenOffline(cache, getToken() !== null);
  const kept = persistCache(cache);
  // Signing out leaves nothing of the member on the device: neither their kept data nor their unsent actions.
  onTokenChange(() => {
    if (getToken() !== null) return;
    clearPersistedCaches();
    void clearOutbox().catch(() => undefined);
  });
  const client = new ApolloClient({
    link: ApolloLink.from([
      createOfflineLink(kept.schedule),
      ApolloLink.split((operation) => operation.operationType === 'subscription', ws, http),
    ]),
    cache,
    defaultOptions: clientDefaults,
  });
  return client;
}
