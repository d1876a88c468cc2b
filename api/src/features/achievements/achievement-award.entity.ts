import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/** Remembers that a member was told about a badge, so each badge is announced once per member. */
@Entity({ tableName: 'achievement_award' })
@Unique({ name: 'achievement_award_user_badge_unique', properties: ['user', 'badge'] })
export class AchievementAward {
  [OptionalProps]?: 'awardedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 40 })
  badge!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  awardedAt: Date = new Date();
}
