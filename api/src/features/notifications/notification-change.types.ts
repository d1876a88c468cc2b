import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum NotificationChangeKind {
  REMOVED = 'REMOVED',
  READ = 'READ',
  UNREAD = 'UNREAD',
  ALL_READ = 'ALL_READ',
}

registerEnumType(NotificationChangeKind, {
  name: 'NotificationChangeKind',
  description: "What happened to some of the signed-in member's existing notifications.",
  valuesConfig: {
    REMOVED: {
      description:
        'Withdrawn: the action behind them was undone or deleted (an unlike, an unfollow, a cancelled or declined request, a deleted post or comment).',
    },
    READ: { description: 'Marked read (by the member, on any device, or when a follow request was approved).' },
    UNREAD: { description: 'Marked unread again.' },
    ALL_READ: { description: 'Every notification was marked read (`notificationIds` is empty).' },
  },
});

@ObjectType('NotificationChange', {
  description: "Some of the signed-in member's notifications changed, on any device or tab.",
})
export class NotificationChangeType {
  @Field(() => NotificationChangeKind, { description: 'What happened to them.' })
  kind!: NotificationChangeKind;

  @Field(() => [ID], { description: 'The notifications concerned; empty for ALL_READ (every one).' })
  notificationIds!: string[];

  @Field(() => Int, {
    description:
      'Unread notifications as counted when this event is delivered (the same number as `unreadNotificationCount`); a replayed event carries the count of the moment it is replayed.',
  })
  unreadCount!: number;
}
