/** What a notification tells its recipient. `follow_request` waits for the recipient's answer. */
export const NOTIFICATION_TYPES = ['like', 'follow', 'follow_request', 'commented', 'reply', 'warn', 'reported', 'achievement'] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The filter chips of the notifications screen: Likes shows likes; Follow shows follows and requests. */
export const NOTIFICATION_FILTERS = {
  ALL: null,
  LIKES: ['like'],
  FOLLOW: ['follow', 'follow_request'],
} as const satisfies Record<string, readonly NotificationType[] | null>;

export type NotificationFilter = keyof typeof NOTIFICATION_FILTERS;
