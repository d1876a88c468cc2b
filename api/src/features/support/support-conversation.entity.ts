import { randomUUID } from 'node:crypto';
import { Entity, Index, OneToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/**
 * A member's one conversation with the moderators. Read state is one mark per side: the member's, and
 * the moderators' (shared by every administrator), so unread counts are messages of the other side after it.
 */
@Entity({ tableName: 'support_conversation' })
@Index({ name: 'support_conversation_last_message_idx', properties: ['lastMessageAt', 'id'] })
export class SupportConversation {
  [OptionalProps]?: 'lastMessageAt' | 'memberReadAt' | 'moderatorsReadAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne(() => User, { owner: true, deleteRule: 'cascade', unique: 'support_conversation_member_unique' })
  member!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastMessageAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  memberReadAt: Date = new Date(0);

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  moderatorsReadAt: Date = new Date(0);

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
