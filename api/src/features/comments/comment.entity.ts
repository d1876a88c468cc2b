import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Post } from '../posts/post.entity.js';

/** A comment on a post, optionally a reply to another comment of the same post. */
@Entity({ tableName: 'comment' })
@Index({ name: 'comment_post_created_at_idx', properties: ['post', 'createdAt'] })
@Index({ name: 'comment_author_idx', properties: ['author'] })
export class Comment {
  [OptionalProps]?: 'repliedTo' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Post, { deleteRule: 'cascade' })
  post!: Post;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  author!: User;

  @Property({ type: 'text' })
  body!: string;

  /** A reply outlives the comment it answered (the link is cleared), so nobody loses their words. */
  @ManyToOne(() => Comment, { nullable: true, deleteRule: 'set null' })
  repliedTo: Comment | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
