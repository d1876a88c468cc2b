import { useMemo, type ReactNode } from 'react';
import type { PostCardFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { useLivePosts } from '../use-live-posts';
import { useNearBottom } from '../../../lib/use-near-bottom';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';
import './post-list.css';

export interface PostListProps {
  posts: readonly PostCardFieldsFragment[];
  /** The first page is loading: skeletons instead of posts. */
  loading?: boolean;
  /** A further page is loading. */
  loadingMore?: boolean;
  /** More pages may exist: scrolling to within 10 px of the bottom (or the button) calls onLoadMore. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** Shown when the list is empty (after loading). */
  empty?: ReactNode;
  /** Shown under the posts, e.g. 'No more post available.' when a page failed. */
  endMessage?: ReactNode;
  onOpenComments?: (post: PostCardFieldsFragment) => void;
  renderMenu?: (post: PostCardFieldsFragment) => ReactNode;
  renderFooter?: (post: PostCardFieldsFragment) => ReactNode;
  label?: string;
}

/** A column of PostCards with skeletons, an empty state, infinite scrolling, kept live (likes, edits, removals, comment counts: useLivePosts). */
export function PostList({
  posts,
  loading = false,
  loadingMore = false,
  hasMore = false,
  onLoadMore,
  empty,
  endMessage,
  onOpenComments,
  renderMenu,
  renderFooter,
  label = 'Posts',
}: PostListProps) {
  const canLoad = Boolean(onLoadMore) && hasMore && !loading && !loadingMore;
  useNearBottom(() => onLoadMore?.(), canLoad);
  useLivePosts(useMemo(() => posts.map((post) => post.id), [posts]));

  if (loading && posts.length === 0) {
    return (
      <div className="post-list" aria-busy="true" aria-label={label}>
        <Spinner label="Loading posts" size="sm" />
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    );
  }
  if (posts.length === 0) return <>{empty ?? <EmptyState title="No Post Yet" />}</>;
  return (
    <section className="post-list" aria-label={label}>
      <ul className="post-list__items">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard
              post={post}
              onOpenComments={onOpenComments}
              menu={renderMenu?.(post)}
              footer={renderFooter?.(post)}
            />
          </li>
        ))}
      </ul>
      {loadingMore && <Spinner label="Loading more posts" />}
      {canLoad && (
        <Button variant="ghost" className="post-list__more" onClick={onLoadMore}>
          Load more posts
        </Button>
      )}
      {!hasMore && !loadingMore && endMessage && <p className="post-list__end">{endMessage}</p>}
    </section>
  );
}
