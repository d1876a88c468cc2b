import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf } from '../../graphql/relay/connection.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import type { Post } from '../posts/post.entity.js';
import { PostType } from '../posts/index.js';
import { ReportCategory, ReportStatus } from './report-category.js';

registerEnumType(ReportCategory, {
  name: 'ReportCategory',
  description:
    "Why a post is reported: 'Violent, hateful, or disturbing content', 'Scam or false information', 'Bullying, harassment or abuse', 'Adult Content'.",
});
registerEnumType(ReportStatus, {
  name: 'ReportStatus',
  description:
    'OPEN until decided; WARNED (post kept and marked), BANNED (post hidden from all but its author and admins), DISMISSED.',
});

@ObjectType('Report', {
  description: "A member's report of a post. Administrators read every report; a reporter gets back their own.",
})
export class ReportType {
  @Field(() => ID)
  id!: string;

  @Field(() => ReportCategory)
  category!: ReportCategory;

  @Field(() => String, { description: 'The label of the category, as the wizard shows it.' })
  categoryLabel!: string;

  @Field(() => String)
  details!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => ReportStatus)
  status!: ReportStatus;

  @Field(() => PostType, { nullable: true, description: 'The reported post; null once it was deleted.' })
  post!: Post | null;

  @Field(() => ID, { description: 'The id the reported post had (kept after deletion).' })
  postId!: string;

  @Field(() => String, { description: 'The title the post had when reported (kept after deletion).' })
  postTitle!: string;

  @Field(() => UserType, { nullable: true, description: "The post's author; null once their account is deleted." })
  postAuthor!: User | null;

  @Field(() => UserType)
  reporter!: User;

  @Field(() => Date, { nullable: true })
  decidedAt!: Date | null;

  @Field(() => UserType, {
    nullable: true,
    description: 'The administrator who decided; null while OPEN or once their account is deleted.',
  })
  decidedBy!: User | null;
}

@ObjectType('ReportConnection', {
  description: 'Reports, newest first; pass pageInfo.endCursor as `after` for the next page.',
})
export class ReportConnection extends connectionOf<ReportType>('Report', () => ReportType) {}
