import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { ProfileFollowersDocument } from './api/profile-followers';
import { Icon } from '../../ui/icon';

/** Follower cards linking to their profiles, newest first, with "Show more". */
export function FollowersGrid({ userId }: { userId: string }) {
  const { data, loading, error, fetchMore, refetch } = useQuery(ProfileFollowersDocument, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.user?.followers;
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

  const more = () =>
    fetchMore({
      variables: { after: connection.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => {
        if (!previous.user || !fetchMoreResult.user) return previous;
        const shown = new Set(previous.user.followers.edges.map((edge) => edge.node.id));
        const added = fetchMoreResult.user.followers.edges.filter((edge) => !shown.has(edge.node.id));
        return {
          user: {
            ...fetchMoreResult.user,
            followers: { ...fetchMoreResult.user.followers, edges: [...previous.user.followers.edges, ...added] },
          },
        };
      },
    }).catch(() => undefined);

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
      {connection.pageInfo.hasNextPage && (
        <Button variant="ghost" onClick={() => void more()}>
          Show more followers
        </Button>
      )}
    </>
  );
}
