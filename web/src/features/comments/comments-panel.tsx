import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useViewer } from '../../lib/viewer';
import type { CommentFieldsFragment } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { useLoadMore } from '../../lib/use-load-more';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast-context';
import { useFallbackPollInterval } from '../notifications';
import { isOnline } from '../offline';
import { mutationText, useQueueAction } from '../outbox';
import { AddCommentDocument } from './api/add-comment';
import { DeleteCommentDocument } from './api/delete-comment';
import { EditCommentDocument } from './api/edit-comment';
import { PostCommentsDocument } from './api/post-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { PendingComments } from './pending-comments';
import { useCommentDraft } from './use-comment-draft';
import './comments.css';

/**
 * A post's comments with replies, oldest first, a page at a time ("Show more comments"), one-at-a-time editing,
 * deletion with confirmation, and the new-comment box. Live: the screen's `postChanged` reloads the first page on every
 * comment event of the post (useLivePosts); once every page is shown, comments beyond it (the post's commentCount says
 * so) are read after the last one shown. Polled every 6 s while the WebSocket is down.
 */
export function CommentsPanel({ postId }: { postId: string }) {
  const { viewer } = useViewer();
  const toast = useToast();
  const { data, loading, error, refetch, fetchMore } = useQuery(PostCommentsDocument, {
    variables: { postId },
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(),
  });
  const [add] = useMutation(AddCommentDocument);
  const [edit] = useMutation(EditCommentDocument);
  const [remove, { loading: deleting }] = useMutation(DeleteCommentDocument);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [replyTo, setReplyTo] = useState<CommentFieldsFragment | null>(null);
  const [toDelete, setToDelete] = useState<CommentFieldsFragment | null>(null);
  const draft = useCommentDraft(postId, replyTo?.id ?? null);
  const queue = useQueueAction();

  const post = data?.post;
  const connection = post?.comments;
  const paging = useLoadMore(connection?.pageInfo, fetchMore);
  const shown = connection?.nodes.length ?? 0;
  const tailCursor = connection && !connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
  const commentCount = post?.commentCount ?? 0;
  // Every page is shown and the post has more comments than that: the new ones follow the last shown.
  useEffect(() => {
    if (tailCursor && commentCount > shown) void fetchMore({ variables: { after: tailCursor } }).catch(() => undefined);
  }, [commentCount, tailCursor, shown, fetchMore]);

  if (loading && !post) {
    return (
      <div className="comments" aria-busy="true">
        <Skeleton width="60%" />
        <Skeleton width="80%" />
      </div>
    );
  }
  if (error && !post)
    return <EmptyState tone="error" title="Could not load the comments" message="Please try again." />;
  if (!post) return <EmptyState title="Post Not Found" message="This post has been deleted or is not visible." />;

  const failed = (err: unknown, fallback: string) =>
    toast.error(readApiError(err).code === 'NETWORK' ? fallback : readApiError(err).message || fallback);

  // Offline the comment is queued (sent on reconnect, shown as waiting meanwhile).
  const queueComment = async (body: string) => {
    try {
      await queue({
        kind: 'comment',
        subject: postId,
        label: `your ${replyTo ? 'reply' : 'comment'} “${body.length > 40 ? `${body.slice(0, 40)}…` : body}”`,
        query: mutationText(AddCommentDocument),
        variables: { postId, body, repliedToId: replyTo?.id ?? null },
        refetch: ['PostComments'],
      });
      draft.clear();
      setReplyTo(null);
      return true;
    } catch {
      toast.error('Could not keep the comment on this device. Please try again.');
      return false;
    }
  };

  const submit = async (body: string) => {
    if (!isOnline()) return queueComment(body);
    try {
      const { data: added } = await add({ variables: { postId, body, repliedToId: replyTo?.id ?? null } });
      resultOf(added?.addComment, 'comment');
      draft.clear();
      setReplyTo(null);
      if (shown === 0) await refetch(); // otherwise the new comment is read after the last one shown
      return true;
    } catch (err) {
      failed(err, 'Could not post the comment. Please try again.');
      return false;
    }
  };

  const save = async (comment: CommentFieldsFragment, body: string) => {
    try {
      const { data: edited } = await edit({ variables: { id: comment.id, body } });
      resultOf(edited?.editComment, 'comment');
      setEditingId(null);
    } catch (err) {
      failed(err, 'Could not save the comment. Please try again.');
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const { data: removed } = await remove({
        variables: { id: toDelete.id },
        update: (cache, { data: answer }) => {
          const deletedId = answer?.deleteComment.deletedCommentId;
          if (deletedId) cache.evict({ id: cache.identify({ __typename: 'Comment', id: deletedId }) });
        },
      });
      resultOf(removed?.deleteComment, 'deletedCommentId');
      setToDelete(null);
    } catch (err) {
      setToDelete(null);
      failed(err, 'Could not delete the comment. Please try again.');
    }
  };

  return (
    <section className="comments" aria-label="Comments">
      {!connection || connection.nodes.length === 0 ? (
        <p className="comments__empty">No comments yet. Be the first to comment.</p>
      ) : (
        <ul className="comments__list">
          {connection.nodes.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              viewerId={viewer?.id}
              canDelete={comment.viewerCanDelete}
              editing={editingId === comment.id}
              onStartEdit={() => setEditingId(comment.id)}
              onCancelEdit={() => setEditingId(null)}
              onSave={(body) => save(comment, body)}
              onDelete={() => setToDelete(comment)}
              onReply={() => setReplyTo(comment)}
            />
          ))}
        </ul>
      )}
      {paging.loadMoreFailed && <p role="alert">Could not load more comments.</p>}
      {paging.hasMore && (
        <Button variant="ghost" busy={paging.loadingMore} onClick={() => void paging.loadMore()}>
          {paging.loadMoreFailed ? 'Try again' : 'Show more comments'}
        </Button>
      )}
      <PendingComments postId={postId} />
      <CommentForm
        onSubmit={submit}
        draft={draft}
        replyingTo={replyTo ? `@${replyTo.author.username}` : null}
        onCancelReply={() => setReplyTo(null)}
      />
      {toDelete && (
        <ConfirmDialog
          title="Delete this comment?"
          message="The comment is removed for everyone. This cannot be undone."
          confirmLabel={deleting ? 'Deleting...' : 'Delete'}
          danger
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
