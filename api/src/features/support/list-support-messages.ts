import type { FilterQuery } from '@mikro-orm/core';
import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { pageSize } from '../../kernel/paging.js';
import { isUuid } from '../../kernel/ids.js';
import { requireMember } from '../../kernel/guards.js';
import { openConversationAs } from './support-access.js';
import { SupportConversation } from './support-conversation.entity.js';
import { SupportMessage } from './support-message.entity.js';
import { toSupportMessageType } from './support-views.js';
import type { SupportMessageType } from './support.types.js';

/**
 * The newest `first` messages of a conversation (before the message `before`, for older history),
 * returned oldest first. Without conversationId: the viewer's own conversation (empty before it exists).
 */
export async function listSupportMessages(
  scope: RequestScope,
  input: { conversationId?: string | null; first?: number | null; before?: string | null },
): Promise<SupportMessageType[]> {
  const viewer = requireMember(scope);
  const limit = pageSize(input.first, 50);
  const conversation = input.conversationId
    ? (await openConversationAs(scope, input.conversationId)).conversation
    : await scope.em.findOne(SupportConversation, { member: viewer.id });
  if (!conversation) return [];
  const where: FilterQuery<SupportMessage> = { conversation: conversation.id };
  if (input.before) {
    const oldest = isUuid(input.before)
      ? await scope.em.findOne(SupportMessage, { id: input.before, conversation: conversation.id })
      : null;
    if (!oldest) throw badInput('before must be the id of a message of this conversation.');
    where.$or = [{ createdAt: { $lt: oldest.createdAt } }, { createdAt: oldest.createdAt, id: { $lt: oldest.id } }];
  }
  const rows = await scope.em.find(SupportMessage, where, {
    populate: ['author'],
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit,
  });
  return rows.reverse().map(toSupportMessageType);
}
