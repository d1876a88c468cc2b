import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { ProfileFollowersDocument } from './api/profile-followers';
import { Icon } from '../../ui/icon';
import { useLoadMore } from '../../lib/use-load-more';
import { useFallbackPollInterval } from '../notifications';

/** Follower cards linking to their profiles, newest first, with "Show more". */
export function FollowersGrid({ userId }: { userId: string }) {
  const { data, loading, error, fetchMore, refetch } = useQuery(ProfileFollowersDocument, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(),
  });
  const connection = data?.user?.followers;
  const paging = useLoadMore(connection?.pageInfo, fetchMore);
  if (!connection && loading) {
    return (
      <ul className="followers-grid" aria-busy="true" aria-label="Loading followers">
        {[0, 1, 2].map((i) => (
          <li key={i} className="follower-card">
            <Skeleton width="56px" height="56px" round />
            <Skeleton width="70%" />
          </li>
        ))}
      </ul>
    );
  }
  if (!connection) {
    return error ? (
      <EmptyState
        tone="error"
        title="Could not load followers"
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    ) : null;
  }
  if (connection.edges.length === 0)
    return (
      <EmptyState
        icon={<Icon name="users" size={28} />}
        title="No followers yet"
        message="When members follow you, they appear here."
      />
    );

  return (
    <>
      <ul className="followers-grid" aria-label="Followers">
        {connection.edges.map(({ node }) => (
          <li key={node.id}>
            <Link
              className="follower-card"
              to={`/user-profile/${encodeURIComponent(node.username)}?id=${encodeURIComponent(node.id)}`}
            >
              <Avatar name={node.fullName} src={node.photoThumbUrl} size={56} />
              <span className="follower-card__name">{node.fullName}</span>
              <span className="follower-card__handle">@{node.username}</span>
              {node.country && <span className="follower-card__country">{node.country}</span>}
            </Link>
          </li>
        ))}
      </ul>
      {paging.loadMoreFailed && <p role="alert">Could not load more followers.</p>}
      {paging.hasMore && (
        <Button variant="ghost" busy={paging.loadingMore} onClick={() => void paging.loadMore()}>
          {paging.loadMoreFailed ? 'Try again' : 'Show more followers'}
        </Button>
      )}
    </>
  );
}
