import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { SupportConversation } from './support-conversation.entity.js';

/** One message of a support conversation: from the member, a moderator (an administrator) or the helper bot. */
@Entity({ tableName: 'support_message' })
@Index({ name: 'support_message_conversation_created_at_idx', properties: ['conversation', 'createdAt', 'id'] })
export class SupportMessage {
  [OptionalProps]?: 'author' | 'fromModerator' | 'fromBot' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => SupportConversation, { deleteRule: 'cascade', index: false })
  conversation!: SupportConversation;

  /** Null for the bot, and for a moderator whose account was deleted (the answer stays in the history). */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: true })
  author: User | null = null;

  @Property({ type: 'boolean', default: false })
  fromModerator: boolean = false;

  @Property({ type: 'boolean', default: false })
  fromBot: boolean = false;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
