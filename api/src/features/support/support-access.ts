import { notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { isUuid } from '../../kernel/ids.js';
import { hasAdminRights, requireMember } from '../../kernel/guards.js';
import { SupportConversation } from './support-conversation.entity.js';

export type SupportSide = 'member' | 'moderators';

/**
 * The conversation `id` and the side the viewer takes in it: its member, or the moderators (any
 * administrator). Another member's conversation is refused as not found, so ids cannot be probed.
 */
export async function openConversationAs(
  scope: RequestScope,
  id: string,
): Promise<{ conversation: SupportConversation; side: SupportSide }> {
  const viewer = requireMember(scope);
  const conversation = isUuid(id)
    ? await scope.em.findOne(SupportConversation, { id }, { populate: ['member'] })
    : null;
  if (conversation && conversation.member.id === viewer.id) return { conversation, side: 'member' };
  if (!hasAdminRights(scope)) throw notFound('This conversation does not exist.');
  if (!conversation) throw notFound('This conversation does not exist.');
  return { conversation, side: 'moderators' };
}
