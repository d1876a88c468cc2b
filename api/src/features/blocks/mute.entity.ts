import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/**
 * `muter` muted `muted` (table made by migration 0130), until `until` when set: the muted member's posts
 * leave the muter's feed and their actions the muter's notifications. The muted member is never told.
 */
@Entity({ tableName: 'member_mute' })
@Unique({ name: 'member_mute_pair_unique', properties: ['muter', 'muted'] })
@Index({ name: 'member_mute_muted_idx', properties: ['muted'] })
export class Mute {
  [OptionalProps]?: 'createdAt' | 'until';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  muter!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  muted!: User;

  /** When the mute ends by itself; null: until undone. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  until: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
