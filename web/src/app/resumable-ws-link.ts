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
 * A cursor older than the log keeps (CURSOR_EXPIRED) or not in it (CURSOR_INVALID) calls `onCursorExpired` (the app refetches its screens) and
 * subscribes again from now.
 *
 * A subscription that starts without `after` while another of the same operation runs, or ended less than
 * HANDOFF_MS ago, continues from that one's cursor. That is a screen changing its variables (a post left the feed,
 * so the list of watched posts changed): Apollo ends the old subscription and starts a new one, and without the
 * handoff whatever happened before the server registered the new one would be lost. Until a subscription has a
 * cursor of its own, a newer one reached by a sibling of the same operation is what it resumes from.
 */
export class ResumableWsLink extends ApolloLink {
  private readonly handoffs = new Map<string, Handoff>();

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
      const handoff = resumable ? this.handoffOf(payload.query) : undefined;
      let sibling: string | undefined; // the cursor the other subscriptions of this operation had when this one began
      if (handoff) {
        const continues = handoff.running > 0 || Date.now() - handoff.endedAt < HANDOFF_MS;
        if (last === undefined && continues) last = handoff.cursor;
        sibling = handoff.cursor;
        handoff.running += 1;
        if (last !== undefined && isNewer(last, handoff.cursor)) handoff.cursor = last;
        // graphql-ws serializes the payload again on every reconnect: `after` is read then. Until this subscription
        // has a cursor of its own, a newer one reached by another subscription of the operation will do (this one
        // saw nothing since, so nothing is replayed twice, and what it missed before it was registered is not lost).
        Object.defineProperty(payload.variables, 'after', {
          enumerable: true,
          configurable: true,
          get: () => last ?? (handoff.cursor !== sibling ? handoff.cursor : undefined),
        });
      }
      let stop = () => undefined as void;
      const start = () => {
        stop = this.client.subscribe<Record<string, unknown>, Record<string, unknown>>(payload, {
          next: (result) => {
            const cursor = cursorOf(result);
            if (resumable && cursor) {
              if (!isNewer(cursor, last)) return;
              last = cursor;
              if (handoff && isNewer(cursor, handoff.cursor)) handoff.cursor = cursor;
            }
            observer.next(result as ApolloLink.Result);
          },
          complete: () => observer.complete(),
          error: (error) => {
            if (resumable && last !== undefined && isCursorExpired(error)) {
              last = undefined;
              if (handoff) handoff.cursor = sibling = undefined;
              this.onCursorExpired();
              start();
              return;
            }
            observer.error(asLinkError(error));
          },
        });
      };
      start();
      return () => {
        stop();
        if (handoff) {
          handoff.running -= 1;
          handoff.endedAt = Date.now();
        }
      };
    });
  }

  private handoffOf(query: string): Handoff {
    let handoff = this.handoffs.get(query);
    if (!handoff) {
      handoff = { cursor: undefined, running: 0, endedAt: 0 };
      this.handoffs.set(query, handoff);
    }
    return handoff;
  }
}

/** How long after a subscription ends a new one of the same operation still continues from its cursor. */
export const HANDOFF_MS = 5_000;

/** The newest cursor the subscriptions of one operation have reached, and whether one still runs. */
interface Handoff {
  cursor: string | undefined;
  running: number;
  endedAt: number;
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
