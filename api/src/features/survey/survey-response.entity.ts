import { randomUUID } from 'node:crypto';
import { Entity, OneToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/** One member's answers to the usability survey: at most one per member (unique respondent). */
@Entity({ tableName: 'survey_response' })
export class SurveyResponse {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne(() => User, { owner: true, deleteRule: 'cascade', unique: 'survey_response_respondent_unique' })
  respondent!: User;

  /** The six scores (1..5) in statement order. */
  @Property({ type: 'json', columnType: 'jsonb' })
  scores!: number[];

  @Property({ type: 'datetime', columnType: 'timestamptz', index: 'survey_response_created_at_idx' })
  createdAt: Date = new Date();
}
