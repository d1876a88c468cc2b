import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useFallbackPollInterval } from '../notifications';
import { SupportMessagesDocument } from './api/support-messages';
import { mergeMessages } from './merge-messages';
import type { SupportMessage } from './use-support-live';

export const MESSAGE_PAGE_SIZE = 30;

/**
 * The history of one conversation (the member's own when conversationId is null): the latest page (polled while
 * the WebSocket is down), earlier pages loaded on demand, and the live messages that belong to it.
 */
export function useConversationMessages(conversationId: string | null, live: readonly SupportMessage[]) {
  const client = useApolloClient();
  const pollInterval = useFallbackPollInterval();
  const latest = useQuery(SupportMessagesDocument, {
    variables: { conversationId, first: MESSAGE_PAGE_SIZE },
    pollInterval,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const [older, setOlder] = useState<{
    conversationId: string | null;
    messages: SupportMessage[];
    hasMore: boolean | null;
  }>({ conversationId, messages: [], hasMore: null });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const olderForThis =
    older.conversationId === conversationId ? older : { conversationId, messages: [], hasMore: null };

  const latestPage = latest.data?.supportMessages;
  const messages = useMemo(
    () =>
      mergeMessages(
        olderForThis.messages,
        latestPage ?? [],
        live.filter((message) => conversationId === null || message.conversationId === conversationId),
      ),
    [olderForThis.messages, latestPage, live, conversationId],
  );
  const hasMore = olderForThis.hasMore ?? (latestPage?.length ?? 0) >= MESSAGE_PAGE_SIZE;

  const loadOlder = useCallback(async () => {
    const oldest = messages[0];
    if (!oldest) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const { data } = await client.query({
        query: SupportMessagesDocument,
        variables: { conversationId, first: MESSAGE_PAGE_SIZE, before: oldest.id },
        fetchPolicy: 'network-only',
      });
      const page = data?.supportMessages ?? [];
      setOlder((previous) => ({
        conversationId,
        messages: mergeMessages(previous.conversationId === conversationId ? previous.messages : [], page),
        hasMore: page.length >= MESSAGE_PAGE_SIZE,
      }));
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [client, conversationId, messages]);

  return {
    messages,
    loading: latest.loading && !latest.data,
    error: latest.error,
    retry: () => void latest.refetch().catch(() => undefined),
    hasMore,
    loadingOlder,
    olderFailed,
    loadOlder,
  };
}
