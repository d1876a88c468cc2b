import type { FilterQuery } from '@mikro-orm/core';
import type { RequestScope } from '../../app/request-scope.js';
import { decodeCursor, encodeCursor, pageSize } from '../../kernel/paging.js';
import { requireAdmin, requireMember } from '../../kernel/guards.js';
import { findVisibleConversation } from './support-access.js';
import { SupportConversation } from './support-conversation.entity.js';
import { SupportMessage } from './support-message.entity.js';
import { toSupportConversationType, type ConversationCounts } from './support-views.js';
import type { SupportConversationType } from './support.types.js';

const COUNTS_SQL = `
select c.id,
  (select count(*) from support_message m where m.conversation_id = c.id and (m.from_moderator or m.from_bot) and m.created_at > c.member_read_at) as unread_for_member,
  (select count(*) from support_message m where m.conversation_id = c.id and not m.from_moderator and not m.from_bot and m.created_at > c.moderators_read_at) as unread_for_moderators,
  (select m.id from support_message m where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1) as last_message_id
from support_conversation c where c.id in (?)`;

/** Unread counts and last message of several conversations, in two queries. */
async function withCounts(
  scope: RequestScope,
  conversations: SupportConversation[],
): Promise<SupportConversationType[]> {
  if (conversations.length === 0) return [];
  const rows = await scope.em
    .getConnection()
    .execute<
      { id: string; unread_for_member: string; unread_for_moderators: string; last_message_id: string | null }[]
    >(COUNTS_SQL, [conversations.map((c) => c.id)]);
  const lastIds = rows.flatMap((r) => (r.last_message_id ? [r.last_message_id] : []));
  const lastMessages = new Map(
    (await scope.em.find(SupportMessage, { id: { $in: lastIds } }, { populate: ['author'] })).map((m) => [m.id, m]),
  );
  const counts = new Map<string, ConversationCounts>(
    rows.map((r) => [
      r.id,
      {
        unreadForMember: Number(r.unread_for_member),
        unreadForModerators: Number(r.unread_for_moderators),
        lastMessage: lastMessages.get(r.last_message_id ?? '') ?? null,
      },
    ]),
  );
  return conversations.map((c) =>
    toSupportConversationType(c, counts.get(c.id) ?? { unreadForMember: 0, unreadForModerators: 0, lastMessage: null }),
  );
}

export async function myConversation(scope: RequestScope): Promise<SupportConversationType | null> {
  const viewer = requireMember(scope);
  const conversation = await scope.em.findOne(SupportConversation, { member: viewer.id }, { populate: ['member'] });
  return conversation ? (await withCounts(scope, [conversation]))[0] : null;
}

/** A conversation with its counts, to its member and administrators only (null to anyone else). */
export async function findVisibleConversationView(
  scope: RequestScope,
  id: string,
): Promise<SupportConversationType | null> {
  const conversation = await findVisibleConversation(scope, id);
  return conversation ? (await withCounts(scope, [conversation]))[0]! : null;
}

/** Where a conversation stands in the inbox: the cursor `after` takes. */
export const inboxCursor = (conversation: SupportConversationType) =>
  encodeCursor({ createdAt: conversation.lastMessageAt, id: conversation.id });

/** A page of the inbox: every conversation, latest activity first, after the cursor `after`. */
export async function supportInbox(
  scope: RequestScope,
  input: { first?: number | null; after?: string | null },
): Promise<{ nodes: SupportConversationType[]; hasNextPage: boolean }> {
  requireAdmin(scope);
  const limit = pageSize(input.first);
  const after = decodeCursor(input.after);
  const where: FilterQuery<SupportConversation> = {};
  if (after) {
    where.$or = [
      { lastMessageAt: { $lt: after.createdAt } },
      { lastMessageAt: after.createdAt, id: { $lt: after.id } },
    ];
  }
  const conversations = await scope.em.find(SupportConversation, where, {
    populate: ['member'],
    orderBy: { lastMessageAt: 'desc', id: 'desc' },
    limit: limit + 1,
  });
  return {
    nodes: await withCounts(scope, conversations.slice(0, limit)),
    hasNextPage: conversations.length > limit,
  };
}
