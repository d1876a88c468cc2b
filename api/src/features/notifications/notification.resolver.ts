import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestScope } from '../../app/request-scope.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_DESCRIPTION, afterOf, eventStream } from '../../graphql/event-stream.js';
import { encodeCursor } from '../../kernel/paging.js';
import { connectionOfEdges } from '../../graphql/relay/connection.js';
import { Notification } from './notification.entity.js';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  toNotificationItems,
  unreadNotificationCount,
} from './notification.service.js';
import { NotificationConnection, NotificationFilterEnum, NotificationType } from './notification.types.js';
import { NOTIFICATION_CREATED } from './notify.js';
import { notificationChangedStream } from './live-notification-changes.js';
import { NotificationChangeType } from './notification-change.types.js';

/** Delivers a new notification to its recipient only, loaded in a fresh EntityManager fork per event. */
async function loadForRecipient(
  scope: RequestScope,
  id: unknown,
  recipientId: unknown,
): Promise<NotificationType | null> {
  if (!scope.viewer || recipientId !== scope.viewer.id || typeof id !== 'string') return null;
  const fresh: RequestScope = { ...scope, em: scope.services.orm.em.fork() };
  const notification = await fresh.em.findOne(Notification, { id, recipient: scope.viewer.id });
  if (!notification) return null; // withdrawn before it could be delivered
  const [item] = await toNotificationItems(fresh, [notification]);
  return NotificationType.from(item);
}

@Resolver()
export class NotificationResolver {
  @Authorized()
  @Query(() => NotificationConnection, { description: "The signed-in member's notifications, newest first." })
  async notifications(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => NotificationFilterEnum, { defaultValue: NotificationFilterEnum.ALL })
    filter: NotificationFilterEnum,
    @Arg('first', () => Int, { nullable: true, description: 'At most 50; 20 by default.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<NotificationConnection> {
    const page = await listNotifications(ctx, { filter, first, after });
    const edges = page.items.map((item) => ({
      cursor: encodeCursor(item.notification),
      node: NotificationType.from(item),
    }));
    return {
      ...connectionOfEdges(edges, page.hasNextPage, { after }),
      unreadCount: await unreadNotificationCount(ctx),
    };
  }

  @Authorized()
  @Query(() => Int, { description: 'Unread notifications of every type.' })
  unreadNotificationCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    return unreadNotificationCount(ctx);
  }

  @Authorized()
  @Mutation(() => NotificationType)
  async markNotificationRead(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('isRead', () => Boolean, { defaultValue: true }) isRead: boolean,
  ): Promise<NotificationType> {
    const notification = await markNotificationRead(ctx, id, isRead);
    const [item] = await toNotificationItems(ctx, [notification]);
    return NotificationType.from(item);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks every notification read, of every type; returns how many changed.' })
  markAllNotificationsRead(@Ctx() ctx: GraphQLContext): Promise<number> {
    return markAllNotificationsRead(ctx);
  }

  @Authorized()
  @Subscription(() => NotificationType, {
    description: 'Each new notification of the signed-in member, as soon as it is committed (from any API process).',
    subscribe: ({ context, args }) => {
      const scope = context as RequestScope;
      return eventStream(
        scope,
        NOTIFICATION_CREATED,
        (event) => loadForRecipient(scope, event.id, event.recipientId),
        afterOf(args),
      );
    },
  })
  notificationAdded(
    @Root() notification: NotificationType,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) _after?: string | null,
  ): NotificationType {
    return notification;
  }

  @Authorized()
  @Subscription(() => NotificationChangeType, {
    description:
      "Changes to the signed-in member's existing notifications, made on any device or tab, each with the unread count it leaves: withdrawn (REMOVED), READ, UNREAD, ALL_READ. New ones arrive through `notificationAdded`.",
    subscribe: ({ context, args }) => notificationChangedStream(context as RequestScope, afterOf(args)),
  })
  notificationChanged(
    @Root() change: NotificationChangeType,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) _after?: string | null,
  ): NotificationChangeType {
    return change;
  }
}
