import { useApolloClient, useLazyQuery, useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { compactCount } from '../../../lib/compact-count';
import { readApiError } from '../../../lib/graphql-error';
import { resultOf } from '../../../lib/user-errors';
import { useToast } from '../../../ui/toast-context';
import { PostLikersDocument } from '../api/post-likers';
import { LikePostDocument, UnlikePostDocument } from '../api/like-post';
import { profileHref } from '../../../lib/profile-link';
import { isOnline } from '../../offline';
import { cancelQueuedAction, mutationText, usePendingActions, useQueueAction } from '../../outbox';
import { HeartIcon } from './heart-icon';

const LIKE_KINDS = ['like', 'unlike'] as const;

interface LikeButtonProps {
  post: { id: string; likeCount: number; isLiked: boolean };
  viewerId: string | null | undefined;
}

/** The heart with its count; hovering or focusing the count lists who liked ('You' for the viewer). */
export function LikeButton({ post, viewerId }: LikeButtonProps) {
  // Idempotent mutations: a retried click never undoes what the first one did.
  const [likePost, liking] = useMutation(LikePostDocument);
  const [unlikePost, unliking] = useMutation(UnlikePostDocument);
  const loading = liking.loading || unliking.loading;
  const [loadLikers, likers] = useLazyQuery(PostLikersDocument, { fetchPolicy: 'network-only' });
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toast = useToast();
  const client = useApolloClient();
  const pending = usePendingActions(LIKE_KINDS, post.id);
  const queue = useQueueAction();

  /**
   * Offline the click is queued (sent on reconnect) and shown at once; a like and an unlike of the same post that
   * both wait cancel each other out.
   */
  const likeOffline = async () => {
    const last = pending.at(-1);
    if (last) await cancelQueuedAction(last.id);
    else
      await queue({
        kind: post.isLiked ? 'unlike' : 'like',
        subject: post.id,
        label: post.isLiked ? 'your unlike' : 'your like',
        query: mutationText(post.isLiked ? UnlikePostDocument : LikePostDocument),
        variables: { postId: post.id },
      });
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Post', id: post.id }),
      fields: { isLiked: () => !post.isLiked, likeCount: () => post.likeCount + (post.isLiked ? -1 : 1) },
    });
  };

  // Not disabled while saving: a disabled button would drop focus and close the likers list under the pointer.
  const like = async () => {
    if (loading) return;
    if (!isOnline()) {
      await likeOffline().catch(() => toast.error('Could not keep the like on this device. Please try again.'));
      return;
    }
    try {
      const isLiked = !post.isLiked;
      const likeCount = post.likeCount + (post.isLiked ? -1 : 1);
      const optimistic = { post: { __typename: 'Post' as const, id: post.id, isLiked, likeCount }, userErrors: [] };
      const variables = { postId: post.id };
      if (post.isLiked) {
        const { data } = await unlikePost({
          variables,
          optimisticResponse: { unlikePost: { __typename: 'UnlikePostPayload', ...optimistic } },
        });
        resultOf(data?.unlikePost, 'post');
      } else {
        const { data } = await likePost({
          variables,
          optimisticResponse: { likePost: { __typename: 'LikePostPayload', ...optimistic } },
        });
        resultOf(data?.likePost, 'post');
      }
    } catch (error) {
      toast.error(readApiError(error).message || 'Could not update the like. Please try again.');
    }
  };

  // Fetched when the list opens and again whenever the count moves while it is open.
  useEffect(() => {
    if (open && post.likeCount > 0) void loadLikers({ variables: { postId: post.id } });
  }, [open, post.id, post.likeCount, loadLikers]);
  const show = () => setOpen(true);

  // The list may have been read before the server saw the viewer's own click: the viewer is shown as 'You'
  // from the post's own state, never counted among 'and N more'.
  const fetched = (likers.data?.post?.likers.nodes ?? []).filter((person) => person.id !== viewerId);
  const you = post.isLiked && viewerId ? [{ id: viewerId, username: '' }] : [];
  const people = likers.data ? [...you, ...fetched] : [];
  const countLabel = `${post.likeCount} ${post.likeCount === 1 ? 'like' : 'likes'}${pending.length > 0 ? ', waiting to be sent' : ''}`;
  return (
    <div
      className="like"
      onMouseEnter={show}
      onMouseLeave={() => setOpen(false)}
      onFocus={show}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
    >
      <button
        type="button"
        className={`post-action like__button ${post.isLiked ? 'is-liked' : ''} ${pending.length > 0 ? 'is-pending' : ''}`}
        data-pending={pending.length > 0 || undefined}
        aria-pressed={post.isLiked}
        aria-label={`Like, ${countLabel}`}
        aria-describedby={open ? listId : undefined}
        onClick={() => void like()}
      >
        <HeartIcon filled={post.isLiked} />
        <span className="like__count" data-testid="like-count">
          {compactCount(post.likeCount)}
        </span>
      </button>
      {open && post.likeCount > 0 && (
        <div className="likers" id={listId} role="tooltip">
          <p className="likers__title">Liked by</p>
          {people.length === 0 && likers.error ? (
            <p className="likers__empty">Could not load who liked this.</p>
          ) : people.length === 0 ? (
            <p className="likers__empty">Loading…</p>
          ) : (
            <ul className="likers__list">
              {people.map((person) => (
                <li key={person.id}>
                  {person.id === viewerId ? (
                    <Link to="/profile">You</Link>
                  ) : (
                    <Link to={profileHref(person, viewerId)}>@{person.username}</Link>
                  )}
                </li>
              ))}
              {post.likeCount > people.length && people.length > 0 && (
                <li className="likers__more">and {compactCount(post.likeCount - people.length)} more</li>
              )}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
