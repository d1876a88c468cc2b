import { InMemoryCache } from '@apollo/client';
import { connectionTypePolicies } from './connection-pagination';
import { possibleTypes } from './possible-types';

/** The web's Apollo cache: unions matched by `possibleTypes`, every connection paged by one rule. Tests use the same. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes, typePolicies: connectionTypePolicies });
}
