import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { retryAfterOf, retryAfterOfResponse } from '../lib/graphql-error';
import { clearRateLimited, noteRateLimited } from '../lib/rate-limit-wait';

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/**
 * An HTTP 429 is the server saying "not before Retry-After": a query refused so is sent again at that moment, as
 * often as it is refused (the app shows the countdown meanwhile, never the network-failure screen). A mutation's
 * refusal goes to its form as RATE_LIMITED (lib/graphql-error.ts), which says how long to wait: retrying a write
 * behind the member's back could surprise them. The 429 comes as a ServerError (the door's refusal, plain JSON) or as
 * a result with RATE_LIMITED on a 429 response (Apollo Server's graphql-response+json); both are handled.
 */
export function createRateLimitLink(timers: Timers = globalThis, now: () => number = Date.now) {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: { unsubscribe(): void } | undefined;
        let timer: ReturnType<typeof setTimeout> | undefined;
        let waiting = false;
        const isQuery = operation.query.definitions.some(
          (d) => d.kind === 'OperationDefinition' && d.operation === 'query',
        );
        /** A query refused `seconds`: sent again when the wait is over. */
        const retryAfter = (seconds: number) => {
          waiting = true;
          const at = noteRateLimited(seconds, now());
          timer = timers.setTimeout(attempt, Math.max(0, at - now()));
        };
        const attempt = () => {
          waiting = false;
          timer = undefined;
          inner = forward(operation).subscribe({
            next: (value) => {
              const response = (operation.getContext() as { response?: Response }).response;
              const seconds = retryAfterOfResponse(response, value);
              if (seconds !== null && isQuery) return retryAfter(seconds);
              if (seconds === null) clearRateLimited();
              observer.next(value);
            },
            error: (error: unknown) => {
              const seconds = retryAfterOf(error);
              if (seconds !== null && isQuery) return retryAfter(seconds);
              observer.error(error);
            },
            complete: () => {
              if (!waiting) observer.complete();
            },
          });
        };
        attempt();
        return () => {
          if (timer !== undefined) timers.clearTimeout(timer);
          inner?.unsubscribe();
        };
      }),
  );
}
