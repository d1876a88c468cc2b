import { useMutation } from '@apollo/client/react';
import type { FollowStatus } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast-context';
import { FollowUserDocument, UnfollowUserDocument } from './api/follow-user';

const LABELS: Record<FollowStatus, string> = { NONE: 'Follow', FOLLOWING: 'Unfollow', REQUESTED: 'Requested' };

/** Follow / Unfollow / Requested (a private member's pending request; clicking cancels it). */
export function FollowButton({
  userId,
  status,
  username,
  onChanged,
}: {
  userId: string;
  status: FollowStatus;
  username: string;
  onChanged?: () => void;
}) {
  // Idempotent mutations: a retried click never undoes what the first one did.
  const [followUser, followed] = useMutation(FollowUserDocument);
  const [unfollowUser, unfollowed] = useMutation(UnfollowUserDocument);
  const loading = followed.loading || unfollowed.loading;
  const toast = useToast();
  const click = async () => {
    try {
      if (status === 'NONE') resultOf((await followUser({ variables: { userId } })).data?.followUser, 'user');
      else resultOf((await unfollowUser({ variables: { userId } })).data?.unfollowUser, 'user');
      onChanged?.();
    } catch (error) {
      toast.error(readApiError(error).message || 'Could not update the follow. Please try again.');
    }
  };
  return (
    <Button
      variant={status === 'NONE' ? 'primary' : 'secondary'}
      onClick={() => void click()}
      busy={loading}
      aria-label={
        status === 'REQUESTED'
          ? `Requested: cancel the follow request to @${username}`
          : `${LABELS[status]} @${username}`
      }
      data-testid="follow-button"
    >
      {LABELS[status]}
    </Button>
  );
}
