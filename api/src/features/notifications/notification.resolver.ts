import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestScope } from '../../app/request-scope.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_DESCRIPTION, afterOf } from '../../graphql/event-stream.js';
import { encodeCursor } from '../../kernel/paging.js';
import { AFTER_ARG, FIRST_ARG, toConnection } from '../../graphql/relay/connection.js';
import { defineNodeType } from '../../graphql/relay/node.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { Notification } from './notification.entity.js';
import {
  findOwnNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  toNotificationItems,
  unreadNotificationCount,
} from './notification.service.js';
import {
  MarkAllNotificationsReadPayload,
  MarkNotificationReadPayload,
  NotificationConnection,
  NotificationFilterEnum,
  NotificationType,
} from './notification.types.js';
import { notificationChangedStream } from './live-notification-changes.js';
import { notificationAddedStream } from './live-notifications.js';
import { NotificationChangeType } from './notification-change.types.js';

/** A notification as its list shows it, to its recipient only (null to anyone else: the same rule as the list). */
async function loadOwnNotification(scope: RequestScope, id: string): Promise<NotificationType | null> {
  const notification = await findOwnNotification(scope, id);
  if (!notification) return null;
  const [item] = await toNotificationItems(scope, [notification]);
  return NotificationType.from(item!);
}

defineNodeType({ typeName: 'Notification', entity: Notification, load: loadOwnNotification });

@Resolver()
export class NotificationResolver {
  @Authorized()
  @Query(() => NotificationConnection, {
    description: "The signed-in member's notifications, newest first, with the unread count of every type.",
  })
  async notifications(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => NotificationFilterEnum, {
      defaultValue: NotificationFilterEnum.ALL,
      description: 'Which notifications to list; every one by default.',
    })
    filter: NotificationFilterEnum,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<NotificationConnection> {
    const page = await listNotifications(ctx, { filter, first, after });
    const items = { nodes: page.items, hasNextPage: page.hasNextPage };
    const connection = toConnection(items, (item) => encodeCursor(item.notification), { after });
    return {
      ...connection,
      edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: NotificationType.from(edge.node) })),
      nodes: connection.nodes.map((item) => NotificationType.from(item)),
      unreadCount: await unreadNotificationCount(ctx),
    };
  }

  @Authorized()
  @Query(() => Int, { description: "The signed-in member's unread notifications, of every type." })
  unreadNotificationCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    return unreadNotificationCount(ctx);
  }

  @Authorized()
  @Mutation(() => MarkNotificationReadPayload, {
    description:
      "Marks one of the signed-in member's notifications read (or unread again); every tab of theirs hears it (notificationChanged). Someone else's is a NOT_FOUND user error.",
  })
  markNotificationRead(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The notification's id." }) id: string,
    @Arg('isRead', () => Boolean, { defaultValue: true, description: 'true: read (the default); false: unread again.' })
    isRead: boolean,
  ): Promise<MarkNotificationReadPayload> {
    return payloadOf(async () => {
      const notification = await markNotificationRead(ctx, id, isRead);
      const [item] = await toNotificationItems(ctx, [notification]);
      return { notification: NotificationType.from(item!), unreadCount: await unreadNotificationCount(ctx) };
    });
  }

  @Authorized()
  @Mutation(() => MarkAllNotificationsReadPayload, {
    description:
      "Marks every one of the signed-in member's notifications read, of every type; every tab of theirs hears it (notificationChanged).",
  })
  markAllNotificationsRead(@Ctx() ctx: GraphQLContext): Promise<MarkAllNotificationsReadPayload> {
    return payloadOf(async () => ({
      markedCount: await markAllNotificationsRead(ctx),
      unreadCount: await unreadNotificationCount(ctx),
    }));
  }

  @Authorized()
  @Subscription(() => NotificationType, {
    description: 'Each new notification of the signed-in member, as soon as it is committed (from any API process).',
    subscribe: ({ context, args }) => notificationAddedStream(context as RequestScope, afterOf(args)),
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
