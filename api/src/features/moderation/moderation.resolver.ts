import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_DESCRIPTION, afterOf } from '../../graphql/event-stream.js';
import { AFTER_ARG, FIRST_ARG, toConnection } from '../../graphql/relay/connection.js';
import { defineNodeType } from '../../graphql/relay/node.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { encodeCursor } from '../../kernel/paging.js';
import { REPORT_DECIDED, reportStream, ReportType, toReportView } from '../reports/index.js';
import { decideReport } from './decide-report.js';
import { liftBan } from './lift-ban.js';
import { ModerationDecision } from './moderation-decision.entity.js';
import { countModerationLog, findModerationDecision, listModerationLog } from './moderation-log.js';
import { toDecisionViews } from './moderation-views.js';
import {
  BanReportPayload,
  DismissReportPayload,
  LiftBanPayload,
  ModerationDecisionConnection,
  WarnReportPayload,
} from './moderation.types.js';

defineNodeType({
  typeName: 'ModerationDecision',
  entity: ModerationDecision,
  load: async (ctx, id) => {
    const decision = await findModerationDecision(ctx, id);
    return decision ? ((await toDecisionViews(ctx, [decision]))[0] ?? null) : null;
  },
});

const REPORT_ID = { description: 'The id of the report to decide.' };
const NOTE = {
  nullable: true,
  description: 'A note for the moderation log (trimmed, at most 2000 characters kept); members never see it.',
} as const;
const REFUSALS =
  'An unknown report is a NOT_FOUND user error, a report already decided (or whose post was deleted) a CONFLICT user error.';

/** Administrator decisions on reports and their log. Every operation is refused to non-admins by the services. */
@Resolver()
export class ModerationResolver {
  @Mutation(() => WarnReportPayload, {
    description: `Administrators only, on an OPEN report: keeps the post, marks it warned, tells its author (WARN) and the reporters (REPORT_OUTCOME); every other open report of the post is warned with it. ${REFUSALS}`,
  })
  warnReport(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, REPORT_ID) id: string,
    @Arg('note', () => String, NOTE) note?: string | null,
  ): Promise<WarnReportPayload> {
    return payloadOf(async () => ({
      report: await toReportView(ctx, await decideReport(ctx, { id, verdict: 'warn', note })),
    }));
  }

  @Mutation(() => BanReportPayload, {
    description: `Administrators only, on an OPEN or WARNED report (the spec's Approve): bans the post (hidden from all but its author and admins, kept for review), tells its author (REPORTED) and the reporters; every other open report of the post is banned with it. ${REFUSALS}`,
  })
  banReport(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, REPORT_ID) id: string,
    @Arg('note', () => String, NOTE) note?: string | null,
  ): Promise<BanReportPayload> {
    return payloadOf(async () => ({
      report: await toReportView(ctx, await decideReport(ctx, { id, verdict: 'ban', note })),
    }));
  }

  @Mutation(() => LiftBanPayload, {
    description:
      'Administrators only, on a BANNED report: undoes the ban: the post is shown again and the reports the ban settled are OPEN again, to be warned or dismissed. An unknown report is a NOT_FOUND user error, a report not banned (or whose post was deleted) a CONFLICT user error.',
  })
  liftBan(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: 'The id of a banned report of the post.' }) id: string,
    @Arg('note', () => String, NOTE) note?: string | null,
  ): Promise<LiftBanPayload> {
    return payloadOf(async () => ({ report: await toReportView(ctx, await liftBan(ctx, { id, note })) }));
  }

  @Mutation(() => DismissReportPayload, {
    description: `Administrators only, on an OPEN report: closes it without acting on the post; the reporter is told. ${REFUSALS.replace(' (or whose post was deleted)', '')}`,
  })
  dismissReport(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, REPORT_ID) id: string): Promise<DismissReportPayload> {
    return payloadOf(async () => ({
      report: await toReportView(ctx, await decideReport(ctx, { id, verdict: 'dismiss' })),
    }));
  }

  @Query(() => ModerationDecisionConnection, {
    description: 'Administrators only: every decision and report deletion (who, when, what), newest first.',
  })
  async moderationLog(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<ModerationDecisionConnection> {
    const page = await listModerationLog(ctx, { first, after });
    const views = await toDecisionViews(ctx, page.nodes);
    const connection = toConnection({ nodes: views, hasNextPage: page.hasNextPage }, encodeCursor, { after });
    // counted only when asked for
    return Object.defineProperty(connection, 'totalCount', {
      get: () => countModerationLog(ctx),
      enumerable: true,
    }) as ModerationDecisionConnection;
  }

  @Subscription(() => ReportType, {
    description:
      'Administrators only: each report as soon as it is decided (warned, banned, dismissed, or opened again by liftBan). Members and guests are refused.',
    subscribe: ({ context, args }) => reportStream(context as GraphQLContext, REPORT_DECIDED, afterOf(args)),
  })
  reportDecided(
    @Root() report: ReportType,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) _after?: string | null,
  ): ReportType {
    return report;
  }
}
