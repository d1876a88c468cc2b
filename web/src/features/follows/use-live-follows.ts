import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { FollowChangedSubscription } from '../../gql/graphql';
import { useToken } from '../../lib/session';
import { FollowChangedDocument } from './api/follow-changed';

export type FollowChange = FollowChangedSubscription['followChanged'];

/**
 * Writes a follow change into the cached members: both members' follow numbers and, on the followed
 * member, the follower's status (`followStatus`, `isFollowed`: how the signed-in follower sees them).
 * Every open screen reading those members (a profile's button and counts) follows from the cache.
 */
export function applyFollowChange(cache: ApolloCache, change: FollowChange, viewerId: string | null): void {
  for (const member of [change.follower, change.followee]) {
    cache.modify({
      id: cache.identify({ __typename: 'User', id: member.id }),
      fields: {
        followerCount: () => member.followerCount,
        followingCount: () => member.followingCount,
      },
    });
  }
  if (viewerId && viewerId === change.follower.id) {
    cache.modify({
      id: cache.identify({ __typename: 'User', id: change.followee.id }),
      fields: {
        followStatus: () => change.status,
        isFollowed: () => change.status === 'FOLLOWING',
      },
    });
  }
}

/**
 * Keeps the cached members live with `followChanged` (signed-in members only); `onChange` runs after each
 * change is written (e.g. to refetch a list the change affects).
 */
export function useLiveFollows(viewerId: string | null | undefined, onChange?: (change: FollowChange) => void): void {
  const token = useToken();
  const client = useApolloClient();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useSubscription(FollowChangedDocument, {
    skip: !token,
    onData: ({ data }) => {
      const change = data.data?.followChanged;
      if (!change) return;
      applyFollowChange(client.cache, change, viewerId ?? null);
      latest.current?.(change);
    },
  });
}
