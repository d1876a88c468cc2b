import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/** A member's cultural post. Text is stored as written; masking of banned words happens on display. */
@Entity({ tableName: 'post' })
@Index({ name: 'post_created_at_id_idx', properties: ['createdAt', 'id'] })
@Index({ name: 'post_author_created_at_idx', properties: ['author', 'createdAt'] })
export class Post {
  [OptionalProps]?:
    'imagePath' | 'imageThumbPath' | 'imageAlt' | 'itineraryId' | 'isBanned' | 'isWarned' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  author!: User;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 40 })
  category!: string;

  @Property({ type: 'string', length: 120 })
  country!: string;

  @Property({ type: 'text' })
  content!: string;

  /** Public paths (under /uploads) of the re-encoded image and its thumbnail. */
  @Property({ type: 'string', length: 255, nullable: true })
  imagePath: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  imageThumbPath: string | null = null;

  /** The author's description of the image for people who cannot see it; empty when none was written. */
  @Property({ type: 'string', length: 1500, default: '' })
  imageAlt: string = '';

  /** One of the author's itineraries; the foreign key arrives with the itineraries feature. */
  @Property({ type: 'uuid', nullable: true })
  itineraryId: string | null = null;

  /** Banned posts are visible only to their author and administrators. */
  @Property({ type: 'boolean', default: false })
  isBanned: boolean = false;

  @Property({ type: 'boolean', default: false })
  isWarned: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
