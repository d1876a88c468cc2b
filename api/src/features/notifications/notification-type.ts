/**
 * What a notification tells its recipient. `follow_request` waits for the recipient's answer;
 * `follow_accepted` tells a requester that a private member approved them. `report_outcome` tells a
 * reporter that an administrator decided their report (the outcome is `Notification.reportOutcome`).
 */
export const NOTIFICATION_TYPES = [
  'like',
  'follow',
  'follow_request',
  'follow_accepted',
  'commented',
  'reply',
  'warn',
  'reported',
  'achievement',
  'report_outcome',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The filter chips of the notifications screen: Likes shows likes; Follow shows follows, requests and acceptances. */
export const NOTIFICATION_FILTERS = {
  ALL: null,
  LIKES: ['like'],
  FOLLOW: ['follow', 'follow_request', 'follow_accepted'],
} as const satisfies Record<string, readonly NotificationType[] | null>;

export type NotificationFilter = keyof typeof NOTIFICATION_FILTERS;
