import type { EntityManager } from '@mikro-orm/core';
import type { DomainEvent } from '../../app/event-bus.js';
import { Audience, recordEvent } from '../../app/event-log.js';
import type { RequestScope } from '../../app/request-scope.js';
import { hasAdminRights } from '../../kernel/guards.js';
import { User } from '../accounts/user.entity.js';
import { SupportMessage } from './support-message.entity.js';
import { toSupportMessageType } from './support-views.js';
import type { SupportMessageType } from './support.types.js';

export const SUPPORT_MESSAGE_ADDED = 'support.message_added';

export interface SupportMessageEvent {
  id: string;
  conversationId: string;
  memberId: string;
}

/** Logs new messages in the unit of work of `em` (call it before the flush): for the member and administrators. */
export function recordSupportMessages(em: EntityManager, events: readonly SupportMessageEvent[]): void {
  for (const event of events)
    recordEvent(em, { type: SUPPORT_MESSAGE_ADDED, ...event }, Audience.conversation(event.conversationId));
}

/**
 * Delivers a new message to the conversation's member and to administrators only (an administrator
 * who asked for one conversation gets only that one). Loaded in a fresh EntityManager fork per event.
 */
export async function loadLiveSupportMessage(
  scope: RequestScope,
  event: DomainEvent,
  onlyConversationId: string | null,
): Promise<SupportMessageType | null> {
  const viewer = scope.viewer;
  if (!viewer || typeof event.id !== 'string') return null;
  if (onlyConversationId && event.conversationId !== onlyConversationId) return null;
  if (event.memberId !== viewer.id && !hasAdminRights(scope)) return null;
  const em = scope.services.orm.em.fork();
  if (event.memberId !== viewer.id) {
    // re-read: rights taken away after the socket opened end the delivery at once
    const current = await em.findOne(User, { id: viewer.id }, { fields: ['id', 'isAdmin', 'isActive'] });
    if (!current?.isAdmin || !current.isActive) return null;
  }
  const message = await em.findOne(SupportMessage, { id: event.id }, { populate: ['author'] });
  return message ? toSupportMessageType(message) : null;
}
