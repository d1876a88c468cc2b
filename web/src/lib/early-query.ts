import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';

/** A query the page started less than this long ago is fresh enough for its screen's first render. */
const FRESH_MS = 10_000;
const startedAt = new Map<string, number>();

function key(document: TypedDocumentNode<unknown, never>, variables: OperationVariables): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return `${operation?.name?.value ?? ''} ${JSON.stringify(variables)}`;
}

/**
 * Starts a screen's first query as the page starts (app/start-route-queries.ts), alongside the viewer's, instead of
 * after the route's code has arrived and the sign-in guard has rendered the screen: about one round trip on a slow
 * phone.
 */
export function startEarlyQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): void {
  startedAt.set(key(document as TypedDocumentNode<unknown, never>, variables), Date.now());
  client.query({ query: document, variables } as ApolloClient.QueryOptions<TData, TVariables>).catch(() => undefined);
}

/**
 * The screen's first fetch policy: 'cache-first' just after startEarlyQuery asked for the same query (its answer is
 * in flight or cached, so it is not asked twice), else the screen's usual one.
 */
export function firstFetchPolicy<P extends string>(
  document: TypedDocumentNode<unknown, never>,
  variables: OperationVariables,
  usual: P,
  now = Date.now(),
): P | 'cache-first' {
  return now - (startedAt.get(key(document, variables)) ?? -Infinity) < FRESH_MS ? 'cache-first' : usual;
}
