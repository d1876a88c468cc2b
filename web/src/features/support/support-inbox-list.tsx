import { relativeTime } from '../../lib/relative-time';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import type { useSupportLive } from './use-support-live';

type Inbox = ReturnType<typeof useSupportLive>['inbox'];

/** The moderators' list of conversations, most recent first, each with its unread count; later pages on demand. */
export function SupportInboxList({
  inbox,
  onOpen,
}: {
  inbox: Inbox;
  onOpen: (conversationId: string, memberName: string) => void;
}) {
  if (inbox.loading) {
    return (
      <p className="support-conversation__note" role="status">
        <Spinner size="sm" label="" /> Loading conversations…
      </p>
    );
  }
  if (inbox.error) {
    return (
      <div className="support-conversation__note" role="alert">
        Could not load the conversations.{' '}
        <Button variant="ghost" size="sm" onClick={inbox.retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (inbox.conversations.length === 0)
    return <p className="support-conversation__note">No conversations yet. Members' messages will appear here.</p>;
  return (
    <ul className="support-inbox" aria-label="Conversations">
      {inbox.conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className="support-inbox__item"
            data-testid="support-conversation"
            onClick={() => onOpen(conversation.id, conversation.member.fullName)}
          >
            <Avatar name={conversation.member.fullName} src={conversation.member.photoThumbUrl} size={36} />
            <span className="support-inbox__text">
              <span className="support-inbox__name">
                {conversation.member.fullName}{' '}
                <span className="support-inbox__handle">@{conversation.member.username}</span>
              </span>
              <span className="support-inbox__preview">{conversation.lastMessage?.body ?? 'No messages yet'}</span>
            </span>
            <span className="support-inbox__meta">
              <time dateTime={conversation.lastMessageAt}>{relativeTime(conversation.lastMessageAt)}</time>
              {conversation.unreadForModerators > 0 && (
                <span className="support-badge" aria-label={`${conversation.unreadForModerators} unread`}>
                  {conversation.unreadForModerators}
                </span>
              )}
            </span>
          </button>
        </li>
      ))}
      {inbox.hasMore && (
        <li className="support-inbox__more">
          <Button variant="ghost" size="sm" onClick={() => void inbox.loadMore()} busy={inbox.loadingMore}>
            Show more conversations
          </Button>
          {inbox.loadMoreFailed && (
            <p className="support-conversation__note" role="alert">
              Could not load more conversations.
            </p>
          )}
        </li>
      )}
    </ul>
  );
}
