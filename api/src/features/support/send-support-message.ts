import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@culturalink/common/limits';
import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { User } from '../accounts/user.entity.js';
import { requireMember } from '../../kernel/guards.js';
import { answerCountryQuestion, BOT_ACKNOWLEDGEMENT } from './country-helper-bot.js';
import { openConversationAs, type SupportSide } from './support-access.js';
import { SupportConversation } from './support-conversation.entity.js';
import { recordSupportMessages } from './support-events.js';
import { SupportMessage } from './support-message.entity.js';
import { toSupportMessageType } from './support-views.js';
import type { SupportMessageType } from './support.types.js';

const SEND_LIMIT = { limit: 20, windowMs: 60_000 };

function cleanBody(body: unknown): string {
  const text = typeof body === 'string' ? body.trim() : '';
  if (!text) throw badInput('Write a message first.', [{ field: 'body', message: 'Write a message first.' }]);
  if (text.length > SUPPORT_MESSAGE_MAX_LENGTH) {
    const message = `A message can have at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters.`;
    throw badInput(message, [{ field: 'body', message }]);
  }
  return text;
}

async function ownConversation(em: EntityManager, member: User): Promise<SupportConversation> {
  const existing = await em.findOne(SupportConversation, { member: member.id }, { populate: ['member'] });
  if (existing) return existing;
  try {
    const created = em.create(SupportConversation, { member });
    await em.flush();
    return created;
  } catch (error) {
    // opened at the same moment by another request of the same member
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return em.findOneOrFail(SupportConversation, { member: member.id }, { populate: ['member'] });
  }
}

/** Before any moderator has answered, the helper bot answers country questions, or says once that a moderator will come. */
async function botReply(em: EntityManager, conversation: SupportConversation, text: string): Promise<string | null> {
  const moderatorJoined = await em.count(SupportMessage, { conversation: conversation.id, fromModerator: true });
  if (moderatorJoined > 0) return null;
  const answer = answerCountryQuestion(text);
  if (answer) return answer;
  const acknowledged = await em.count(SupportMessage, {
    conversation: conversation.id,
    fromBot: true,
    body: BOT_ACKNOWLEDGEMENT,
  });
  return acknowledged > 0 ? null : BOT_ACKNOWLEDGEMENT;
}

/**
 * A member writes to the moderators (no conversationId, or their own), or an administrator answers in
 * any conversation. Rate-limited per author; both sides receive the message live.
 */
export async function sendSupportMessage(
  scope: RequestScope,
  input: { body: unknown; conversationId?: string | null },
): Promise<SupportMessageType> {
  const viewer = requireMember(scope);
  const body = cleanBody(input.body);
  await scope.services.rateLimiter.consume(
    `support-message:${viewer.id}`,
    SEND_LIMIT,
    'You are sending messages too fast. Please wait a moment.',
  );
  const { conversation, side }: { conversation: SupportConversation; side: SupportSide } = input.conversationId
    ? await openConversationAs(scope, input.conversationId)
    : { conversation: await ownConversation(scope.em, viewer), side: 'member' };

  const now = new Date();
  const message = scope.em.create(SupportMessage, {
    conversation,
    author: viewer,
    fromModerator: side === 'moderators',
    body,
    createdAt: now,
  });
  // the writer has read everything up to their own message
  if (side === 'member') conversation.memberReadAt = now;
  else conversation.moderatorsReadAt = now;
  conversation.lastMessageAt = now;
  const sent = [message];
  if (side === 'member') {
    const reply = await botReply(scope.em, conversation, body);
    if (reply) {
      const botAt = new Date(now.getTime() + 1);
      sent.push(
        scope.em.create(SupportMessage, { conversation, author: null, fromBot: true, body: reply, createdAt: botAt }),
      );
      conversation.lastMessageAt = botAt;
    }
  }
  recordSupportMessages(
    scope.em,
    sent.map((m) => ({ id: m.id, conversationId: conversation.id, memberId: conversation.member.id })),
  );
  await scope.em.flush();
  return toSupportMessageType(message);
}
