import type { RequestScope } from '../../app/request-scope.js';
import { openConversationAs } from './support-access.js';
import { findVisibleConversationView } from './support-inbox.js';
import type { SupportConversationType } from './support.types.js';

/**
 * Marks the conversation read up to now for the viewer's side: the member's own mark, or the moderators' shared one.
 * Answers the conversation with its counts after the mark.
 */
export async function markSupportRead(scope: RequestScope, conversationId: string): Promise<SupportConversationType> {
  const { conversation, side } = await openConversationAs(scope, conversationId);
  if (side === 'member') conversation.memberReadAt = new Date();
  else conversation.moderatorsReadAt = new Date();
  await scope.em.flush();
  return (await findVisibleConversationView(scope, conversation.id))!;
}
