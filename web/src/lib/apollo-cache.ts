import { InMemoryCache, type ApolloClient } from '@apollo/client';
import { connectionTypePolicies } from './connection-pagination';
import { possibleTypes } from './possible-types';

/** The web's Apollo cache: unions matched by `possibleTypes`, every connection paged by one rule. Tests use the same. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes, typePolicies: connectionTypePolicies });
}

/**
 * The web's client defaults (tests use the same): a refetch (a live event, a reconnect, "Try again", CURSOR_EXPIRED's
 * refetch of every active query) goes through the paging rule like a poll does, so a fresh first page keeps the older
 * pages loaded behind it. Apollo's own default overwrites the list with the first page on refetch.
 */
export const clientDefaults: ApolloClient.DefaultOptions = {
  watchQuery: { refetchWritePolicy: 'merge' },
};
