import { notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { isUuid } from '../../kernel/ids.js';
import { hasAdminRights, requireMember } from '../../kernel/guards.js';
import { SupportConversation } from './support-conversation.entity.js';

export type SupportSide = 'member' | 'moderators';

/**
 * The side the viewer takes in a conversation: its member, or the moderators (any administrator with the ADMIN
 * scope); null for anyone else. The one rule of who may see a conversation and its messages.
 */
export function sideOf(scope: RequestScope, conversation: SupportConversation): SupportSide | null {
  if (!scope.viewer) return null;
  if (conversation.member.id === scope.viewer.id) return 'member';
  return hasAdminRights(scope) ? 'moderators' : null;
}

/** The conversation `id` (its member loaded) when the viewer may see it, else null (not there, or not theirs). */
export async function findVisibleConversation(scope: RequestScope, id: string): Promise<SupportConversation | null> {
  if (!scope.viewer || !isUuid(id)) return null;
  const conversation = await scope.em.findOne(SupportConversation, { id }, { populate: ['member'] });
  return conversation && sideOf(scope, conversation) ? conversation : null;
}

/**
 * The conversation `id` and the side the viewer takes in it: its member, or the moderators (any
 * administrator). Another member's conversation is refused as not found, so ids cannot be probed.
 */
export async function openConversationAs(
  scope: RequestScope,
  id: string,
): Promise<{ conversation: SupportConversation; side: SupportSide }> {
  requireMember(scope);
  const conversation = await findVisibleConversation(scope, id);
  const side = conversation ? sideOf(scope, conversation) : null;
  if (!conversation || !side) throw notFound('This conversation does not exist.');
  return { conversation, side };
}
