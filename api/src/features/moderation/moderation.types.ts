import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf, TOTAL_COUNT_DESCRIPTION } from '../../graphql/relay/connection.js';
import { NodeInterface } from '../../graphql/relay/node.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import { ReportType } from '../reports/index.js';
import type { ModerationAction as StoredAction } from './moderation-decision.entity.js';

/** What an administrator did, as GraphQL names it (the log stores the lower-case words: `warn`, `lift_ban`). */
export enum ModerationAction {
  WARN = 'WARN',
  BAN = 'BAN',
  DISMISS = 'DISMISS',
  DELETE_REPORT = 'DELETE_REPORT',
  LIFT_BAN = 'LIFT_BAN',
}

registerEnumType(ModerationAction, {
  name: 'ModerationAction',
  description: 'What an administrator did in one moderation log entry.',
  valuesConfig: {
    WARN: { description: 'warnReport: the post was kept and marked warned.' },
    BAN: { description: "banReport (the spec's Approve): the post was hidden from all but its author and admins." },
    DISMISS: { description: 'dismissReport: the report was closed without acting on the post.' },
    DELETE_REPORT: { description: 'deleteReport: the report was deleted (its id stays in `reportId`).' },
    LIFT_BAN: { description: "liftBan: the post shows again and the ban's reports are open again." },
  },
});

/** The GraphQL value of an action the log stored. */
export const moderationActionOf = (stored: StoredAction): ModerationAction => stored.toUpperCase() as ModerationAction;

@ObjectType('ModerationDecision', {
  implements: NodeInterface,
  description:
    'One administrator decision, kept for review (administrators only: `node(id:)` answers null to anyone else).',
})
export class ModerationDecisionType extends NodeInterface {
  @Field(() => ReportType, { nullable: true, description: 'The report decided; null once the report was deleted.' })
  report!: ReportType | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The id of the report decided (kept after the report is deleted).',
  })
  reportId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The post the decision was about (kept after the post is deleted).' })
  postId!: string | null;

  @Field(() => ModerationAction, { description: 'What the administrator did.' })
  action!: ModerationAction;

  @Field(() => UserType, {
    nullable: true,
    description: 'The administrator; null once their account is deleted (see adminUsername).',
  })
  admin!: User | null;

  @Field(() => String, {
    description: "The administrator's username when they decided (kept after their account is deleted).",
  })
  adminUsername!: string;

  @Field(() => Date, { description: 'When the decision was made.' })
  createdAt!: Date;

  @Field(() => String, {
    nullable: true,
    description: 'What the administrator noted (trimmed, at most 2000 characters); null when they noted nothing.',
  })
  note!: string | null;
}

@ObjectType('ModerationDecisionConnection', {
  description: 'The moderation log, newest first; pass pageInfo.endCursor as `after` for the next page.',
})
export class ModerationDecisionConnection extends connectionOf<ModerationDecisionType>(
  'ModerationDecision',
  () => ModerationDecisionType,
) {
  @Field(() => Int, { description: `${TOTAL_COUNT_DESCRIPTION} Counted only when asked for.` })
  totalCount!: number;
}

const REPORT_AFTER = 'The report as the decision left it; null when userErrors says why not.';

@ObjectType('WarnReportPayload', { description: 'What warnReport answers.' })
export class WarnReportPayload extends MutationPayload {
  @Field(() => ReportType, { nullable: true, description: REPORT_AFTER })
  report?: ReportType | null;
}

@ObjectType('BanReportPayload', { description: 'What banReport answers.' })
export class BanReportPayload extends MutationPayload {
  @Field(() => ReportType, { nullable: true, description: REPORT_AFTER })
  report?: ReportType | null;
}

@ObjectType('DismissReportPayload', { description: 'What dismissReport answers.' })
export class DismissReportPayload extends MutationPayload {
  @Field(() => ReportType, { nullable: true, description: REPORT_AFTER })
  report?: ReportType | null;
}

@ObjectType('LiftBanPayload', { description: 'What liftBan answers.' })
export class LiftBanPayload extends MutationPayload {
  @Field(() => ReportType, {
    nullable: true,
    description: 'The report, OPEN again; null when userErrors says why not.',
  })
  report?: ReportType | null;
}
