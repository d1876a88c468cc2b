import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Post } from '../posts/post.entity.js';

/** One member's like of one post (at most one per pair). */
@Entity({ tableName: 'post_like' })
@Unique({ name: 'post_like_pair_unique', properties: ['post', 'user'] })
@Index({ name: 'post_like_user_idx', properties: ['user'] })
export class Like {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Post, { deleteRule: 'cascade' })
  post!: Post;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
