import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_DESCRIPTION, afterOf } from '../../graphql/event-stream.js';
import { AFTER_ARG, connectionOfEdges, FIRST_ARG } from '../../graphql/relay/connection.js';
import { defineNodeType } from '../../graphql/relay/node.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { encodeCursor } from '../../kernel/paging.js';
import { REPORT_DETAILS_MAX_LENGTH } from '@culturalink/common/limits';
import { deleteReport } from '../moderation/index.js';
import { countReports, findReport, getReport, listReports } from './list-reports.js';
import { ReportCategory, ReportStatus } from './report-category.js';
import { REPORT_ADDED } from './report-events.js';
import { reportStream } from './report-stream.js';
import { REPORT_RATE, reportPost } from './report-post.js';
import { toReportView, toReportViews } from './report-view.js';
import { Report } from './report.entity.js';
import { DeleteReportPayload, ReportConnection, ReportPostPayload, ReportType } from './report.types.js';

defineNodeType({
  typeName: 'Report',
  entity: Report,
  load: async (ctx, id) => {
    const report = await findReport(ctx, id);
    return report ? toReportView(ctx, report) : null;
  },
});

const REPORT_ID = { description: 'The id of the report.' };

/** Reports: members send them; administrators read, delete and hear of new ones live. Rules live in the services. */
@Resolver()
export class ReportResolver {
  @Query(() => ReportConnection, {
    description: 'Administrators only: reports, newest first, optionally of one status.',
  })
  async reports(
    @Ctx() ctx: GraphQLContext,
    @Arg('status', () => ReportStatus, {
      nullable: true,
      description: 'Only reports of this status; every one when omitted.',
    })
    status?: ReportStatus | null,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<ReportConnection> {
    const page = await listReports(ctx, { status, first, after });
    const views = await toReportViews(ctx, page.nodes);
    const edges = page.nodes.map((report, i) => ({ cursor: encodeCursor(report), node: views[i]! }));
    const connection = connectionOfEdges(edges, page.hasNextPage, { after });
    // counted only when asked for
    return Object.defineProperty(connection, 'totalCount', {
      get: () => countReports(ctx, status),
      enumerable: true,
    }) as ReportConnection;
  }

  @Query(() => ReportType, {
    nullable: true,
    description: 'Administrators only: one report. An unknown id is NOT_FOUND.',
  })
  async report(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, REPORT_ID) id: string): Promise<ReportType> {
    return toReportView(ctx, await getReport(ctx, id));
  }

  @Mutation(() => ReportPostPayload, {
    description: `Members: reports a post they can see and did not write; administrators hear of it at once (reportAdded). Blank or overlong details and a missing category are BAD_USER_INPUT user errors naming the field, a post the member cannot see (or banned) a NOT_FOUND user error, a second open report of the same post by the same member a CONFLICT user error. Reporting one's own post is FORBIDDEN; more than ${REPORT_RATE.limit} reports an hour RATE_LIMITED.`,
  })
  reportPost(
    @Ctx() ctx: GraphQLContext,
    @Arg('postId', () => ID, { description: 'The post to report.' }) postId: string,
    @Arg('category', () => ReportCategory, { description: 'Why it is reported.' }) category: ReportCategory,
    @Arg('details', () => String, {
      description: `What is wrong with it, in the member's words: 1 to ${REPORT_DETAILS_MAX_LENGTH} characters after trimming.`,
    })
    details: string,
  ): Promise<ReportPostPayload> {
    return payloadOf(async () => ({
      report: await toReportView(ctx, await reportPost(ctx, { postId, category, details })),
    }));
  }

  @Mutation(() => DeleteReportPayload, {
    description:
      'Administrators only: deletes a report, whatever its status (the deletion is logged, as DELETE_REPORT). An unknown report is a NOT_FOUND user error.',
  })
  deleteReport(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, REPORT_ID) id: string): Promise<DeleteReportPayload> {
    return payloadOf(async () => ({ deletedReportId: await deleteReport(ctx, id) }));
  }

  @Subscription(() => ReportType, {
    description: 'Administrators only: each new report as soon as it is committed. Members and guests are refused.',
    subscribe: ({ context, args }) => reportStream(context as GraphQLContext, REPORT_ADDED, afterOf(args)),
  })
  reportAdded(
    @Root() report: ReportType,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) _after?: string | null,
  ): ReportType {
    return report;
  }
}
