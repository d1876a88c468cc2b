import { cancelQueuedAction, usePendingActions } from '../outbox';
import '../../ui/link-button.css';

const POST_KINDS = ['post'] as const;

/** Posts written offline, under the composer: each waits for the connection and can be taken back. */
export function PendingPosts() {
  const pending = usePendingActions(POST_KINDS);
  if (pending.length === 0) return null;
  return (
    <ul className="pending-posts" aria-label="Posts waiting to be sent">
      {pending.map((action) => {
        const input = action.variables.input as { title?: string } | undefined;
        return (
          <li key={action.id} className="pending-posts__item is-pending" data-testid="pending-post">
            <strong>{input?.title}</strong>
            <span className="pending-note">Waiting to be sent: it goes when you are back online.</span>
            <button type="button" className="link-button" onClick={() => void cancelQueuedAction(action.id)}>
              Cancel
            </button>
          </li>
        );
      })}
    </ul>
  );
}
