import { REPORT_DETAILS_MAX_LENGTH } from '@culturalink/common/limits';
import { REPORT_CATEGORIES } from '@culturalink/common/report-categories';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf, TOTAL_COUNT_DESCRIPTION } from '../../graphql/relay/connection.js';
import { NodeInterface } from '../../graphql/relay/node.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import type { Post } from '../posts/post.entity.js';
import { PostType } from '../posts/index.js';
import { ReportCategory, ReportStatus } from './report-category.js';

registerEnumType(ReportCategory, {
  name: 'ReportCategory',
  description: 'Why a post is reported: the four reasons of the report wizard, in its order.',
  valuesConfig: Object.fromEntries(
    REPORT_CATEGORIES.map(({ value, label }) => [value, { description: `'${label}' (its \`categoryLabel\`).` }]),
  ),
});
registerEnumType(ReportStatus, {
  name: 'ReportStatus',
  description: 'Where a report stands: OPEN until an administrator decides it.',
  valuesConfig: {
    OPEN: { description: 'Not decided yet (or reopened when a ban was lifted).' },
    WARNED: { description: 'The post was kept and marked warned; its author was told.' },
    BANNED: { description: 'The post is hidden from everyone but its author and administrators; its author was told.' },
    DISMISSED: { description: 'Closed without acting on the post.' },
  },
});

@ObjectType('Report', {
  implements: NodeInterface,
  description:
    "A member's report of a post. Administrators read every report (`reports`, `report(id:)`, `node(id:)`, which answers null to anyone else); a reporter gets their own back from reportPost.",
})
export class ReportType extends NodeInterface {
  @Field(() => ReportCategory, { description: 'Why the post was reported.' })
  category!: ReportCategory;

  @Field(() => String, { description: 'The label of the category, as the wizard shows it.' })
  categoryLabel!: string;

  @Field(() => String, {
    description: `What the reporter wrote (trimmed, 1 to ${REPORT_DETAILS_MAX_LENGTH} characters).`,
  })
  details!: string;

  @Field(() => Date, { description: 'When the report was sent.' })
  createdAt!: Date;

  @Field(() => ReportStatus, { description: 'Where the report stands.' })
  status!: ReportStatus;

  @Field(() => PostType, { nullable: true, description: 'The reported post; null once it was deleted.' })
  post!: Post | null;

  @Field(() => ID, { description: 'The id the reported post had (kept after deletion).' })
  postId!: string;

  @Field(() => String, { description: 'The title the post had when reported (kept after deletion).' })
  postTitle!: string;

  @Field(() => UserType, { nullable: true, description: "The post's author; null once their account is deleted." })
  postAuthor!: User | null;

  @Field(() => UserType, { description: 'The member who reported the post.' })
  reporter!: User;

  @Field(() => Date, { nullable: true, description: 'When an administrator decided it; null while OPEN.' })
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
export class ReportConnection extends connectionOf<ReportType>('Report', () => ReportType) {
  @Field(() => Int, { description: `${TOTAL_COUNT_DESCRIPTION} Counted only when asked for.` })
  totalCount!: number;
}

@ObjectType('ReportPostPayload', { description: 'What reportPost answers.' })
export class ReportPostPayload extends MutationPayload {
  @Field(() => ReportType, { nullable: true, description: 'The report sent; null when userErrors says why not.' })
  report?: ReportType | null;
}

@ObjectType('DeleteReportPayload', { description: 'What deleteReport answers.' })
export class DeleteReportPayload extends MutationPayload {
  @Field(() => ID, { nullable: true, description: 'The id the deleted report had; null when userErrors says why not.' })
  deletedReportId?: string | null;
}
