import type { ApolloCache, Reference } from '@apollo/client';

type EdgeList = { edges?: Array<{ node: Reference }> };

/** Drops a deleted itinerary from every cached list (home pages, the composer's picker) and from the cache. */
export function removeItineraryFromCache(cache: ApolloCache, id: string) {
  cache.modify({
    fields: {
      itineraries(existing, { readField }) {
        const list = existing as EdgeList;
        if (!list?.edges) return existing;
        return { ...list, edges: list.edges.filter((edge) => readField('id', edge.node) !== id) } as typeof existing;
      },
      myItineraries(existing, { readField }) {
        return Array.isArray(existing)
          ? (existing.filter((item) => readField('id', item as Reference) !== id) as typeof existing)
          : existing;
      },
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Itinerary', id }) });
  cache.gc();
}
