import type { Fetcher, FetcherOpts, FetcherParams } from '@graphiql/toolkit';
import { Kind, type DocumentNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';

/** Reads the Authorization header the explorer's Headers pane sets (any letter case). */
export function authorizationOf(headers: Record<string, unknown> | undefined): string | undefined {
  const entry = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization');
  return typeof entry?.[1] === 'string' ? entry[1] : undefined;
}

export function isSubscription(document: DocumentNode | undefined, operationName?: string | null): boolean {
  const operations = (document?.definitions ?? []).filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const chosen = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  return chosen?.operation === 'subscription';
}

/**
 * Queries and mutations over HTTP POST, subscriptions over graphql-ws. The Authorization header of the
 * Headers pane goes on every HTTP request and into `connection_init` (one socket per header value).
 */
export function createExplorerFetcher(httpUrl: string, wsUrl: string): Fetcher {
  const sockets = new Map<string, Client>();
  const socketFor = (authorization: string | undefined) => {
    const key = authorization ?? '';
    let client = sockets.get(key);
    if (!client) {
      client = createClient({ url: wsUrl, connectionParams: authorization ? { authorization } : {}, lazy: true });
      sockets.set(key, client);
    }
    return client;
  };

  return (params: FetcherParams, opts?: FetcherOpts) => {
    const headers = (opts?.headers ?? {}) as Record<string, string>;
    if (isSubscription(opts?.documentAST ?? undefined, params.operationName)) {
      return socketFor(authorizationOf(headers)).iterate({
        query: params.query,
        operationName: params.operationName ?? undefined,
        variables: params.variables ?? undefined,
      }) as ReturnType<Fetcher>;
    }
    return fetch(httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(params),
    }).then((response) => response.json());
  };
}
