import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Post } from '../posts/post.entity.js';

/** `member` saved `post` for later (table made by migration 0141): a private list only the member reads. */
@Entity({ tableName: 'post_bookmark' })
@Unique({ name: 'post_bookmark_member_post_unique', properties: ['member', 'post'] })
@Index({ name: 'post_bookmark_post_idx', properties: ['post'] })
export class Bookmark {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  member!: User;

  @ManyToOne(() => Post, { deleteRule: 'cascade' })
  post!: Post;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
