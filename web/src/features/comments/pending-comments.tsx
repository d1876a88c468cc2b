import { cancelQueuedAction, usePendingActions } from '../outbox';
import '../../ui/link-button.css';

const COMMENT_KINDS = ['comment'] as const;

/** The member's comments on this post made offline, after the comments: shown as waiting, each can be taken back. */
export function PendingComments({ postId }: { postId: string }) {
  const pending = usePendingActions(COMMENT_KINDS, postId);
  if (pending.length === 0) return null;
  return (
    <ul className="comments__list comments__pending" aria-label="Comments waiting to be sent">
      {pending.map((action) => (
        <li key={action.id} className="comment is-pending" data-testid="pending-comment">
          <p className="comment__body">{String(action.variables.body)}</p>
          <p className="pending-note">
            Waiting to be sent: it goes when you are back online.{' '}
            <button type="button" className="link-button" onClick={() => void cancelQueuedAction(action.id)}>
              Cancel
            </button>
          </p>
        </li>
      ))}
    </ul>
  );
}
