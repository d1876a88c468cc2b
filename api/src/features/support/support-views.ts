import type { SupportConversation } from './support-conversation.entity.js';
import type { SupportMessage } from './support-message.entity.js';
import type { SupportConversationType, SupportMessageType } from './support.types.js';

/** The GraphQL view of a message (its author, if any, must be loaded). */
export const toSupportMessageType = (message: SupportMessage): SupportMessageType => ({
  id: message.id,
  conversationId: message.conversation.id,
  body: message.body,
  author: message.author,
  fromModerator: message.fromModerator,
  fromBot: message.fromBot,
  createdAt: message.createdAt,
});

export interface ConversationCounts {
  unreadForMember: number;
  unreadForModerators: number;
  lastMessage: SupportMessage | null;
}

export const toSupportConversationType = (
  conversation: SupportConversation,
  counts: ConversationCounts,
): SupportConversationType => ({
  id: conversation.id,
  member: conversation.member,
  lastMessageAt: conversation.lastMessageAt,
  unreadForMember: counts.unreadForMember,
  unreadForModerators: counts.unreadForModerators,
  lastMessage: counts.lastMessage ? toSupportMessageType(counts.lastMessage) : null,
});
