import { Field, ID, ObjectType } from 'type-graphql';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import { ReportType } from '../reports/index.js';

@ObjectType('ModerationDecision', { description: 'One administrator decision, kept for review.' })
export class ModerationDecisionType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Pass as `after` to read the entries that follow this one.' })
  cursor!: string;

  @Field(() => ReportType, { nullable: true, description: 'The report decided; null once the report was deleted.' })
  report!: ReportType | null;

  @Field(() => ID, { nullable: true })
  reportId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The post the decision was about (kept after the post is deleted).' })
  postId!: string | null;

  @Field(() => String, { description: 'warn, ban, dismiss, delete_report or lift_ban.' })
  action!: string;

  @Field(() => UserType, {
    nullable: true,
    description: 'The administrator; null once their account is deleted (see adminUsername).',
  })
  admin!: User | null;

  @Field(() => String)
  adminUsername!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { nullable: true })
  note!: string | null;
}
