import type { ApolloCache, Reference } from '@apollo/client';

type CachedConnection = { edges?: Array<{ node: Reference }>; nodes?: Reference[] };

/** Drops a deleted itinerary from every cached list (home pages, the composer's picker) and from the cache. */
export function removeItineraryFromCache(cache: ApolloCache, id: string) {
  cache.modify({
    fields: {
      itineraries(existing, { readField }) {
        const list = existing as CachedConnection;
        if (!list) return existing;
        return {
          ...list,
          ...(list.edges && { edges: list.edges.filter((edge) => readField('id', edge.node) !== id) }),
          ...(list.nodes && { nodes: list.nodes.filter((node) => readField('id', node) !== id) }),
        } as typeof existing;
      },
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Itinerary', id }) });
  cache.gc();
}
