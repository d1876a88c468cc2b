import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/**
 * One batch of trivia served to a member. The rows of the last hour are the member's fetch allowance
 * and the questions not to repeat; all rows together count for knowledge_seeker.
 */
@Entity({ tableName: 'trivia_fetch' })
@Index({ name: 'trivia_fetch_user_fetched_at_idx', properties: ['user', 'fetchedAt'] })
export class TriviaFetch {
  [OptionalProps]?: 'fetchedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: User;

  /** The ids of the questions served in this batch (see trivia-question-pool.ts). */
  @Property({ type: 'json', columnType: 'jsonb' })
  questionIds!: string[];

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  fetchedAt: Date = new Date();
}
