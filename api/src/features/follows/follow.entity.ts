import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

export type FollowStatus = 'accepted' | 'pending';

/** `follower` follows `followee`. Following a private member starts as 'pending' until the followee approves. */
@Entity({ tableName: 'follow' })
@Unique({ name: 'follow_pair_unique', properties: ['follower', 'followee'] })
@Index({ name: 'follow_followee_status_idx', properties: ['followee', 'status'] })
export class Follow {
  [OptionalProps]?: 'status' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  follower!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  followee!: User;

  @Enum({ items: ['accepted', 'pending'], type: 'string', columnType: 'varchar(10)', default: 'accepted' })
  status: FollowStatus = 'accepted';

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
