import { useMutation } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { MarkSupportReadDocument } from './api/mark-support-read';
import { ChatMessage } from './chat-message';
import { SendMessageForm } from './send-message-form';
import { useConversationMessages } from './use-conversation-messages';
import type { SupportMessage } from './use-support-live';

export interface ConversationViewProps {
  /** null for a member who has not written yet (the first message opens the conversation). */
  conversationId: string | null;
  viewerIsModerator: boolean;
  live: readonly SupportMessage[];
  onSent: (message: SupportMessage) => void;
  onRead: () => void;
  emptyText: string;
}

/** The history of one conversation, oldest at the top, with earlier pages on demand and a send box; opening it marks it read. */
export function ConversationView({
  conversationId,
  viewerIsModerator,
  live,
  onSent,
  onRead,
  emptyText,
}: ConversationViewProps) {
  const { messages, loading, error, retry, hasMore, loadingOlder, olderFailed, loadOlder } = useConversationMessages(
    conversationId,
    live,
  );
  const [markRead] = useMutation(MarkSupportReadDocument);
  const scroller = useRef<HTMLDivElement>(null);
  const keepOffsetFromBottom = useRef<number | null>(null);
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    if (!conversationId || !lastId) return;
    // The answer's conversation (its unread counts after the mark) updates the cached one, so the badge drops at
    // once; the refetch then brings the server's own counts of every conversation.
    void markRead({ variables: { conversationId } })
      .then(onRead)
      .catch(() => undefined);
  }, [conversationId, lastId, markRead, onRead]);

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    if (keepOffsetFromBottom.current !== null) {
      // Earlier messages were added above: keep what the member was reading in place.
      node.scrollTop = node.scrollHeight - keepOffsetFromBottom.current;
      keepOffsetFromBottom.current = null;
    } else {
      node.scrollTop = node.scrollHeight;
    }
  }, [messages.length]);

  const onLoadOlder = () => {
    const node = scroller.current;
    if (node) keepOffsetFromBottom.current = node.scrollHeight - node.scrollTop;
    void loadOlder();
  };

  return (
    <div className="support-conversation">
      {/* Focusable so a keyboard can scroll the history (axe scrollable-region-focusable). */}
      <div className="support-conversation__scroller" ref={scroller} tabIndex={0} role="region" aria-label="Messages">
        {hasMore && messages.length > 0 && (
          <div className="support-conversation__older">
            <Button variant="ghost" size="sm" onClick={onLoadOlder} busy={loadingOlder}>
              Load earlier messages
            </Button>
            {olderFailed && (
              <p className="support-conversation__note" role="alert">
                Could not load earlier messages.
              </p>
            )}
          </div>
        )}
        {loading && (
          <p className="support-conversation__note" role="status">
            <Spinner size="sm" label="" /> Loading messages…
          </p>
        )}
        {error && !loading && (
          <div className="support-conversation__note" role="alert">
            Could not load the messages.{' '}
            <Button variant="ghost" size="sm" onClick={retry}>
              Try again
            </Button>
          </div>
        )}
        {!loading && !error && messages.length === 0 && <p className="support-conversation__note">{emptyText}</p>}
        <ol className="support-messages" aria-label="Messages" aria-live="polite">
          {messages.map((message) => (
            <ChatMessage
              key={message.id}
              message={message}
              own={viewerIsModerator ? message.fromModerator : !message.fromModerator && !message.fromBot}
            />
          ))}
        </ol>
      </div>
      <SendMessageForm conversationId={conversationId} onSent={onSent} />
    </div>
  );
}
