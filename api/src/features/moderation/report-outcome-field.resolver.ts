import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Notification } from '../notifications/notification.entity.js';
import { NotificationKind, NotificationType } from '../notifications/index.js';
import { ReportStatus } from '../reports/index.js';
import { Report } from '../reports/report.entity.js';

/** What an administrator decided about the recipient's report, for `report_outcome` notifications. */
@Resolver(() => NotificationType)
export class ReportOutcomeFieldResolver {
  @FieldResolver(() => ReportStatus, {
    nullable: true,
    description: 'For report_outcome: WARNED, BANNED or DISMISSED. Null for other types.',
  })
  async reportOutcome(
    @Root() notification: NotificationType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReportStatus | null> {
    if (notification.type !== NotificationKind.REPORT_OUTCOME || !ctx.viewer) return null;
    const stored = await ctx.em.findOne(
      Notification,
      { id: notification.id, recipient: ctx.viewer.id },
      { fields: ['post'] },
    );
    const postId = stored?.post?.id;
    if (!postId) return null;
    const report = await ctx.em.findOne(
      Report,
      {
        reporter: ctx.viewer.id,
        reportedPostId: postId,
        status: { $ne: ReportStatus.OPEN },
        decidedAt: { $lte: notification.createdAt },
      },
      { orderBy: { decidedAt: 'desc' }, fields: ['status'] },
    );
    return report?.status ?? null;
  }
}
