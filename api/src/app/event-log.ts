import type { EntityManager } from '@mikro-orm/core';
import type { DomainEvent } from './event-bus.js';
import { EventRecord } from './event-record.entity.js';

/**
 * Who an event is for, stored with it. Delivery still applies the reads' visibility rule per viewer;
 * the audience lets the fan-out decide once per audience instead of once per socket.
 */
export const Audience = {
  /** Anyone who may see that post (its author's privacy, bans, blocks: see privacy/visibility.ts). */
  post: (postId: string) => `post:${postId}`,
  /** One member only. */
  member: (userId: string) => `member:${userId}`,
  /** Two members (e.g. the two sides of a follow). */
  members: (firstId: string, secondId: string) => `members:${firstId},${secondId}`,
  /** Administrators only. */
  admins: 'admins',
  /** A support conversation: its member and the administrators. */
  conversation: (conversationId: string) => `conversation:${conversationId}`,
  /** The server itself (e.g. sessions to close), never a subscriber. */
  system: 'system',
} as const;

/**
 * Adds `event` to the event log in the unit of work of `em`: it commits with the change it reports, or not
 * at all. Call it before `em.flush()`; the commit wakes every API process's listener.
 */
export function recordEvent(em: EntityManager, event: DomainEvent, audience: string): void {
  const { type, ...subject } = event;
  em.persist(em.create(EventRecord, { kind: type, subject, audience }));
}
