import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import { print } from '@apollo/client/utilities';
import type { GraphQLFormattedError } from 'graphql';
import type { Client } from 'graphql-ws';
import { Observable } from 'rxjs';
import { cursorOf, declaresAfter, isCursorExpired, isNewer } from '../lib/live-cursor';

/**
 * The terminating link for subscriptions over graphql-ws, resuming where each one left off. graphql-ws sends the
 * same payload again after every reconnect, so keeping the last `extensions.cursor` in the payload's `after` makes
 * the server replay what happened during the outage; an event at or before the last cursor (a replay of one
 * already delivered) is dropped, so nothing arrives twice. Operations without an `$after` variable pass as they are.
 * A cursor older than the log keeps (CURSOR_EXPIRED) calls `onCursorExpired` (the app refetches its screens) and
 * subscribes again from now.
 */
export class ResumableWsLink extends ApolloLink {
  constructor(
    private readonly client: Pick<Client, 'subscribe'>,
    private readonly onCursorExpired: () => void = () => undefined,
  ) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    const { query, variables, operationName, extensions } = operation;
    const resumable = declaresAfter(query);
    const payload = { query: print(query), operationName, extensions, variables: { ...variables } };
    let last = typeof payload.variables.after === 'string' ? payload.variables.after : undefined;

    return new Observable<ApolloLink.Result>((observer) => {
      let stop = () => undefined as void;
      const start = () => {
        stop = this.client.subscribe<Record<string, unknown>, Record<string, unknown>>(payload, {
          next: (result) => {
            const cursor = cursorOf(result);
            if (resumable && cursor) {
              if (!isNewer(cursor, last)) return;
              last = cursor;
              payload.variables.after = cursor;
            }
            observer.next(result as ApolloLink.Result);
          },
          complete: () => observer.complete(),
          error: (error) => {
            if (resumable && last !== undefined && isCursorExpired(error)) {
              last = undefined;
              delete payload.variables.after;
              this.onCursorExpired();
              start();
              return;
            }
            observer.error(asLinkError(error));
          },
        });
      };
      start();
      return () => stop();
    });
  }
}

/** What Apollo expects from a failed subscription: GraphQL errors combined, anything else as an Error. */
function asLinkError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (Array.isArray(error)) return new CombinedGraphQLErrors({ errors: error as GraphQLFormattedError[] });
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code, reason } = error as { code: unknown; reason?: unknown };
    return new Error(`Socket closed with event ${String(code)} ${String(reason ?? '')}`.trim());
  }
  return new Error('Socket closed');
}
