import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PostList, type PostListProps } from '../posts';
import type { useProfilePosts } from './use-profile-posts';

/**
 * A member's paged posts (own profile or someone else's): the list with its loading, load-more,
 * end-of-list and error states. `empty` is what shows when the member has no posts.
 */
export function ProfilePostList({
  posts,
  label,
  errorTitle,
  empty,
  renderMenu,
}: {
  posts: ReturnType<typeof useProfilePosts>;
  label: string;
  errorTitle: string;
  empty: ReactNode;
  renderMenu?: PostListProps['renderMenu'];
}) {
  return (
    <PostList
      label={label}
      posts={posts.posts}
      loading={posts.loading}
      loadingMore={posts.loadingMore}
      hasMore={posts.hasMore}
      onLoadMore={() => void posts.loadMore()}
      endMessage={posts.loadMoreFailed ? 'No more post available.' : undefined}
      empty={
        posts.error ? (
          <EmptyState
            tone="error"
            title={errorTitle}
            action={<Button onClick={() => void posts.refetch()}>Try again</Button>}
          />
        ) : (
          empty
        )
      }
      renderMenu={renderMenu}
    />
  );
}
