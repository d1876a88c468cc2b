import type { FilterQuery } from '@mikro-orm/core';
import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { isUuid } from '../../kernel/ids.js';
import { decodeCursor, DEFAULT_PAGE_SIZE, encodeCursor, MAX_PAGE_SIZE } from '../../kernel/paging.js';
import { requireMember } from '../../kernel/guards.js';
import { findVisibleConversation, openConversationAs } from './support-access.js';
import { SupportConversation } from './support-conversation.entity.js';
import { SupportMessage } from './support-message.entity.js';
import { toSupportMessageType } from './support-views.js';
import type { SupportMessageType } from './support.types.js';

/** A page of a conversation read backwards: its messages oldest first, and whether earlier ones are left. */
export interface SupportMessagePage {
  nodes: SupportMessageType[];
  hasPreviousPage: boolean;
}

/** Where a message stands in its conversation: the cursor `before` takes. */
export const supportMessageCursor = (message: SupportMessageType) => encodeCursor(message);

function lastOf(last: number | null | undefined): number {
  if (last === null || last === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(last) || last < 1 || last > MAX_PAGE_SIZE) {
    const message = `last must be between 1 and ${MAX_PAGE_SIZE}.`;
    throw badInput(message, [{ field: 'last', message }]);
  }
  return last;
}

/**
 * The latest `last` messages of a conversation (those before the cursor `before`, for earlier history), returned
 * oldest first. Without conversationId: the viewer's own conversation (empty before it exists).
 */
export async function listSupportMessages(
  scope: RequestScope,
  input: { conversationId?: string | null; last?: number | null; before?: string | null },
): Promise<SupportMessagePage> {
  const viewer = requireMember(scope);
  const limit = lastOf(input.last);
  const before = decodeCursor(input.before);
  const conversation = input.conversationId
    ? (await openConversationAs(scope, input.conversationId)).conversation
    : await scope.em.findOne(SupportConversation, { member: viewer.id });
  if (!conversation) return { nodes: [], hasPreviousPage: false };
  const where: FilterQuery<SupportMessage> = { conversation: conversation.id };
  if (before) {
    where.$or = [{ createdAt: { $lt: before.createdAt } }, { createdAt: before.createdAt, id: { $lt: before.id } }];
  }
  const rows = await scope.em.find(SupportMessage, where, {
    populate: ['author'],
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: limit + 1,
  });
  return {
    nodes: rows.slice(0, limit).reverse().map(toSupportMessageType),
    hasPreviousPage: rows.length > limit,
  };
}

/** A message, to its conversation's member and to administrators only (null to anyone else: the rule of the list). */
export async function findVisibleSupportMessage(scope: RequestScope, id: string): Promise<SupportMessageType | null> {
  if (!scope.viewer || !isUuid(id)) return null;
  const message = await scope.em.findOne(SupportMessage, { id }, { populate: ['author'] });
  if (!message || !(await findVisibleConversation(scope, message.conversation.id))) return null;
  return toSupportMessageType(message);
}
