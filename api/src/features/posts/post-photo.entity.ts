import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Post } from './post.entity.js';

/**
 * One of a post's photos (at most POST_PHOTOS_MAX), re-encoded like every upload, with its author's description.
 * The first (position 0) is also copied into the post's image columns: the cover lists and REST show.
 */
@Entity({ tableName: 'post_photo' })
@Index({ name: 'post_photo_post_position_idx', properties: ['post', 'position'] })
export class PostPhoto {
  [OptionalProps]?: 'alt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Post, { deleteRule: 'cascade' })
  post!: Post;

  /** Its place in the post's gallery, from 0. */
  @Property({ type: 'smallint' })
  position!: number;

  /** Public paths (under /uploads) of the re-encoded photo and its thumbnail. */
  @Property({ type: 'string', length: 255 })
  path!: string;

  @Property({ type: 'string', length: 255 })
  thumbPath!: string;

  /** The author's description for people who cannot see it; empty when none was written. */
  @Property({ type: 'string', length: 1500, default: '' })
  alt: string = '';

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
