import { useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { SupportMessageFieldsFragment } from '../../gql/graphql';
import { useLoadMore } from '../../lib/use-load-more';
import { useFallbackPollInterval, useRefetchOnReconnect } from '../notifications';
import { MySupportConversationDocument } from './api/my-support-conversation';
import { SupportInboxDocument } from './api/support-inbox';
import { SupportMessageAddedDocument } from './api/support-message-added';

export type SupportMessage = SupportMessageFieldsFragment;

/** The inbox's first page (polled, and counted for the badge); later pages come with "Show more". */
const INBOX_SIZE = 50;
/**
 * Each refetch asks the server anew: joined to a refetch already in flight (Apollo's deduplication), the one sent
 * after `markSupportRead` could bring back the count from before it, and the badge would stay up.
 */
const FRESH_EACH_TIME = { queryDeduplication: false };

/**
 * What the chat button needs all the time: the member's conversation (or, for admins, the inbox) with unread
 * counts, and the messages that arrived live. Live through `supportMessageAdded`; polled every 6 s while the
 * WebSocket is down, and refetched when it reconnects.
 */
export function useSupportLive(isAdmin: boolean) {
  const pollInterval = useFallbackPollInterval();
  const mine = useQuery(MySupportConversationDocument, {
    skip: isAdmin,
    context: FRESH_EACH_TIME,
    pollInterval,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const inbox = useQuery(SupportInboxDocument, {
    skip: !isAdmin,
    variables: { first: INBOX_SIZE },
    context: FRESH_EACH_TIME,
    pollInterval,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const [live, setLive] = useState<SupportMessage[]>([]);
  const { refetch: refetchMine } = mine;
  const { refetch: refetchInbox } = inbox;

  const refreshCounts = useCallback(
    () => (isAdmin ? refetchInbox() : refetchMine()).catch(() => undefined),
    [isAdmin, refetchInbox, refetchMine],
  );
  const addMessage = useCallback((message: SupportMessage) => setLive((previous) => [...previous, message]), []);
  useRefetchOnReconnect(refreshCounts);
  useSubscription(SupportMessageAddedDocument, {
    variables: { conversationId: null },
    onData: ({ data }) => {
      const message = data.data?.supportMessageAdded;
      if (!message) return;
      addMessage(message);
      void refreshCounts();
    },
  });

  const inboxPaging = useLoadMore(inbox.data?.supportInbox.pageInfo, inbox.fetchMore);
  const conversations = inbox.data?.supportInbox.nodes ?? [];
  const unread = isAdmin
    ? conversations.reduce((sum, conversation) => sum + conversation.unreadForModerators, 0)
    : (mine.data?.myConversation?.unreadForMember ?? 0);
  return {
    unread,
    live,
    addMessage,
    refreshCounts,
    myConversationId: mine.data?.myConversation?.id ?? null,
    inbox: {
      conversations,
      loading: inbox.loading && !inbox.data,
      error: inbox.error,
      retry: () => void refetchInbox().catch(() => undefined),
      ...inboxPaging,
    },
  };
}
