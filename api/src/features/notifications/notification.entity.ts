import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Comment } from '../comments/comment.entity.js';
import { Follow } from '../follows/follow.entity.js';
import { Post } from '../posts/post.entity.js';
import { NOTIFICATION_TYPES, type NotificationType } from './notification-type.js';

/**
 * Something that happened to `recipient`. The post, comment or follow it is about is referenced with
 * a cascading foreign key, so deleting that thing deletes its notifications too.
 */
@Entity({ tableName: 'notification' })
@Index({ name: 'notification_recipient_created_at_idx', properties: ['recipient', 'createdAt', 'id'] })
@Index({ name: 'notification_actor_type_idx', properties: ['actor', 'type'] })
export class Notification {
  [OptionalProps]?: 'actor' | 'post' | 'comment' | 'follow' | 'achievement' | 'isRead' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  recipient!: User;

  /** Who caused it; null for notifications from the system (achievements). */
  @ManyToOne(() => User, { deleteRule: 'cascade', nullable: true })
  actor: User | null = null;

  @Enum({ items: [...NOTIFICATION_TYPES], type: 'string', columnType: 'varchar(20)' })
  type!: NotificationType;

  @ManyToOne(() => Post, { deleteRule: 'cascade', nullable: true, index: true })
  post: Post | null = null;

  @ManyToOne(() => Comment, { deleteRule: 'cascade', nullable: true, index: true })
  comment: Comment | null = null;

  @ManyToOne(() => Follow, { deleteRule: 'cascade', nullable: true, index: true })
  follow: Follow | null = null;

  /** The badge key of an `achievement` notification. */
  @Property({ type: 'string', length: 40, nullable: true })
  achievement: string | null = null;

  @Property({ type: 'boolean', default: false })
  isRead: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
