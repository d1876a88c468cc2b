import type { ApolloCache, Reference } from '@apollo/client';
import type { Modifier } from '@apollo/client/cache';

interface CachedConnection {
  edges: ReadonlyArray<{ node: Reference }>;
}

/** Takes a deleted post out of every cached feed and profile list, then drops the post itself. */
export function removePostFromCache(cache: ApolloCache, postId: string) {
  const withoutPost: Modifier<unknown> = (existing, { readField }) => {
    const connection = existing as CachedConnection | undefined;
    if (!connection?.edges) return existing;
    return { ...connection, edges: connection.edges.filter((edge) => readField('id', edge.node) !== postId) };
  };
  cache.modify({ id: 'ROOT_QUERY', fields: { feed: withoutPost, userPosts: withoutPost } });
  cache.evict({ id: cache.identify({ __typename: 'Post', id: postId }) });
  cache.gc();
}
