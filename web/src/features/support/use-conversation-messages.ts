import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useLoadEarlier } from '../../lib/use-load-more';
import { useFallbackPollInterval } from '../notifications';
import { SupportMessagesDocument } from './api/support-messages';
import { mergeMessages } from './merge-messages';
import type { SupportMessage } from './use-support-live';

export const MESSAGE_PAGE_SIZE = 30;

/**
 * The history of one conversation (the member's own when conversationId is null), read backwards: the latest page
 * (polled while the WebSocket is down), earlier pages loaded on demand into the same cached list (the cache's
 * backward paging rule keeps them when the latest page is read again), and the live messages that belong to it.
 */
export function useConversationMessages(conversationId: string | null, live: readonly SupportMessage[]) {
  const pollInterval = useFallbackPollInterval();
  const latest = useQuery(SupportMessagesDocument, {
    variables: { conversationId, last: MESSAGE_PAGE_SIZE },
    pollInterval,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const connection = latest.data?.supportMessages;
  const { hasMore, loadMore, loadingMore, loadMoreFailed } = useLoadEarlier(connection?.pageInfo, latest.fetchMore);

  const messages = useMemo(
    () =>
      mergeMessages(
        connection?.nodes ?? [],
        live.filter((message) => conversationId === null || message.conversationId === conversationId),
      ),
    [connection?.nodes, live, conversationId],
  );

  return {
    messages,
    loading: latest.loading && !latest.data,
    error: latest.error,
    retry: () => void latest.refetch().catch(() => undefined),
    hasMore,
    loadingOlder: loadingMore,
    olderFailed: loadMoreFailed,
    loadOlder: loadMore,
  };
}
