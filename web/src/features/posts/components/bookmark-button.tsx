import { useApolloClient, useMutation } from '@apollo/client/react';
import { readApiError } from '../../../lib/graphql-error';
import { resultOf } from '../../../lib/user-errors';
import { Icon } from '../../../ui/icon';
import { useToast } from '../../../ui/toast-context';
import { BookmarkPostDocument, UnbookmarkPostDocument } from '../api/bookmark-post';

/**
 * Save (pressed when saved): keeps a post in the member's private bookmarks (a toggle, aria-pressed). Unsaving a post the
 * member may no longer see answers no post, so the cache is told directly.
 */
export function BookmarkButton({ post }: { post: { id: string; title: string; isBookmarked: boolean } }) {
  const [save, saving] = useMutation(BookmarkPostDocument);
  const [unsave, unsaving] = useMutation(UnbookmarkPostDocument);
  const busy = saving.loading || unsaving.loading;
  const toast = useToast();
  const client = useApolloClient();
  const toggle = async () => {
    if (busy) return;
    try {
      if (post.isBookmarked) {
        // its post is null when the member may no longer see it: only the userErrors tell
        resultOf((await unsave({ variables: { postId: post.id } })).data?.unbookmarkPost, 'userErrors');
        client.cache.modify({
          id: client.cache.identify({ __typename: 'Post', id: post.id }),
          fields: { isBookmarked: () => false },
        });
      } else resultOf((await save({ variables: { postId: post.id } })).data?.bookmarkPost, 'post');
    } catch (error) {
      toast.error(readApiError(error).message || 'Could not update your bookmarks. Please try again.');
    }
  };
  return (
    <button
      type="button"
      className="post-action"
      aria-pressed={post.isBookmarked}
      aria-busy={busy || undefined}
      onClick={() => void toggle()}
      data-testid="bookmark-button"
    >
      <Icon name="bookmark" size={20} />
      {/* one name whatever the state (a toggle: aria-pressed says whether it is saved), the visible word inside it */}
      Save<span className="visually-hidden"> “{post.title}”</span>
    </button>
  );
}
