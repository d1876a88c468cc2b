import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_DESCRIPTION, afterOf } from '../../graphql/event-stream.js';
import { REPORT_DECIDED } from '../reports/index.js';
import { reportStream } from '../reports/index.js';
import { toReportView } from '../reports/index.js';
import { ReportType } from '../reports/index.js';
import { decideReport } from './decide-report.js';
import { liftBan } from './lift-ban.js';
import { listModerationLog } from './moderation-log.js';
import { toDecisionViews } from './moderation-views.js';
import { ModerationDecisionType } from './moderation.types.js';

/** Administrator decisions on reports and their log. Every operation is refused to non-admins by the services. */
@Resolver()
export class ModerationResolver {
  @Mutation(() => ReportType, {
    description:
      "Administrators only: keeps the post, marks it warned, tells its author ('warn') and the reporters ('report_outcome').",
  })
  async warnReport(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<ReportType> {
    return toReportView(ctx, await decideReport(ctx, { id, verdict: 'warn', note }));
  }

  @Mutation(() => ReportType, {
    description:
      "Administrators only (the spec's Approve): bans the post (hidden from all but its author and admins, kept for review), tells its author ('reported') and the reporters.",
  })
  async banReport(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<ReportType> {
    return toReportView(ctx, await decideReport(ctx, { id, verdict: 'ban', note }));
  }

  @Mutation(() => ReportType, {
    description:
      'Administrators only: undoes a ban: the post is shown again and the reports the ban settled are open again, to be warned or dismissed.',
  })
  async liftBan(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<ReportType> {
    return toReportView(ctx, await liftBan(ctx, { id, note }));
  }

  @Mutation(() => ReportType, {
    description: 'Administrators only: closes an open report without acting on the post; the reporter is told.',
  })
  async dismissReport(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<ReportType> {
    return toReportView(ctx, await decideReport(ctx, { id, verdict: 'dismiss' }));
  }

  @Query(() => [ModerationDecisionType], {
    description: 'Administrators only: every decision (who, when, what), newest first.',
  })
  async moderationLog(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'At most 50; 50 by default.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'The cursor of the last entry already read.' })
    after?: string | null,
  ): Promise<ModerationDecisionType[]> {
    const page = await listModerationLog(ctx, { first, after });
    return toDecisionViews(ctx, page.nodes);
  }

  @Subscription(() => ReportType, {
    description:
      'Administrators only: each report as soon as it is decided (warned, banned or dismissed). Members and guests are refused.',
    subscribe: ({ context, args }) => reportStream(context as GraphQLContext, REPORT_DECIDED, afterOf(args)),
  })
  reportDecided(
    @Root() report: ReportType,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) _after?: string | null,
  ): ReportType {
    return report;
  }
}
