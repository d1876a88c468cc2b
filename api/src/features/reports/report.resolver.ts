import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_DESCRIPTION, afterOf } from '../../graphql/event-stream.js';
import { encodeCursor } from '../../kernel/paging.js';
import { connectionOfEdges } from '../../graphql/relay/connection.js';
import { deleteReport } from '../moderation/index.js';
import { getReport, listReports } from './list-reports.js';
import { ReportCategory, ReportStatus } from './report-category.js';
import { REPORT_ADDED } from './report-events.js';
import { reportStream } from './report-stream.js';
import { reportPost } from './report-post.js';
import { toReportView, toReportViews } from './report-view.js';
import { ReportConnection, ReportType } from './report.types.js';

/** Reports: members send them; administrators read, delete and hear of new ones live. Rules live in the services. */
@Resolver()
export class ReportResolver {
  @Query(() => ReportConnection, {
    description: 'Administrators only: reports, newest first, optionally of one status.',
  })
  async reports(
    @Ctx() ctx: GraphQLContext,
    @Arg('status', () => ReportStatus, { nullable: true }) status?: ReportStatus | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 50; 20 by default.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ReportConnection> {
    const page = await listReports(ctx, { status, first, after });
    const views = await toReportViews(ctx, page.nodes);
    const edges = page.nodes.map((report, i) => ({ cursor: encodeCursor(report), node: views[i]! }));
    return connectionOfEdges(edges, page.hasNextPage, { after });
  }

  @Query(() => ReportType, { nullable: true, description: 'Administrators only.' })
  async report(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<ReportType> {
    return toReportView(ctx, await getReport(ctx, id));
  }

  @Mutation(() => ReportType, {
    description:
      'Reports a post the member can see and did not write. One open report per member and post; at most 10 an hour. Details: non-blank, at most 2000 characters.',
  })
  async reportPost(
    @Ctx() ctx: GraphQLContext,
    @Arg('postId', () => ID) postId: string,
    @Arg('category', () => ReportCategory) category: ReportCategory,
    @Arg('details', () => String) details: string,
  ): Promise<ReportType> {
    return toReportView(ctx, await reportPost(ctx, { postId, category, details }));
  }

  @Mutation(() => Boolean, { description: 'Administrators only: deletes a report (the deletion is logged).' })
  deleteReport(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    return deleteReport(ctx, id);
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
