import type { ApolloClient } from '@apollo/client';
import type { PostChangedSubscription } from '../../gql/graphql';
import { removePostFromCache } from './remove-post-from-cache';

export type PostChange = PostChangedSubscription['postChanged'];

/** The comment list query of an open post (its panel, on the post's page or in the comments dialog). */
const POST_COMMENTS_QUERY = 'PostComments';

/**
 * Applies one `postChanged` event to the cache. An edit needs nothing more than the event itself (its post updates
 * the normalized entry, so every card shows it); a removal takes the post out of every cached list; a comment change
 * brings its count with the post and reloads the first page of the post's open comment lists (the event names the
 * comment, not its text); a deleted comment also leaves the cache, so no later page still shows it (a comment added
 * after every page shown is read by the panel itself, as the count grows). A reload replaces the list, so the viewer's own new comment, answered by their mutation and then announced
 * by the event, shows once.
 */
export function applyPostChange(client: ApolloClient, change: PostChange): void {
  switch (change.kind) {
    case 'REMOVED':
      removePostFromCache(client.cache, change.postId);
      return;
    case 'COMMENT_DELETED':
    case 'COMMENT_ADDED':
    case 'COMMENT_EDITED':
      // a deleted comment leaves the cache, so no later page still shows it (the reload replaces the first page only)
      if (change.kind === 'COMMENT_DELETED' && change.commentId)
        client.cache.evict({ id: client.cache.identify({ __typename: 'Comment', id: change.commentId }) });
      void client
        .refetchQueries({
          include: [POST_COMMENTS_QUERY],
          onQueryUpdated: (query) => query.variables.postId === change.postId,
        })
        .catch(() => undefined);
      return;
    case 'UPDATED':
      return;
  }
}
