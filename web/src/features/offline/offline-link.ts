import { ApolloLink } from '@apollo/client/link';
import { Observable, tap } from 'rxjs';
import { whenOnline } from './online-status';

/**
 * Offline, a query waits for the connection instead of failing: the screen keeps what the cache has (a kept copy
 * when the page started offline, see persisted-cache.ts) and gets the fresh answer on reconnect. Mutations and
 * subscriptions pass on as before. `answered` is called after every answer (the cache is then written to the device).
 */
export function createOfflineLink(answered: () => void): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const send = () => forward(operation).pipe(tap({ next: answered }));
    if (operation.operationType !== 'query') return send();
    return new Observable((observer) => {
      let subscription: { unsubscribe(): void } | undefined;
      const cancel = whenOnline(() => {
        subscription = send().subscribe(observer);
      });
      return () => {
        cancel();
        subscription?.unsubscribe();
      };
    });
  });
}
