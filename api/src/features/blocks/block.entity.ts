import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/**
 * `blocker` blocked `blocked` (table made by migration 0130): the two no longer see each other anywhere, and
 * the blocked member cannot act on the blocker (the privacy rule in features/privacy reads this table).
 */
@Entity({ tableName: 'member_block' })
@Unique({ name: 'member_block_pair_unique', properties: ['blocker', 'blocked'] })
@Index({ name: 'member_block_blocked_blocker_idx', properties: ['blocked', 'blocker'] })
export class Block {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  blocker!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  blocked!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
