import type { NotificationType, ReportStatus } from '../../gql/graphql';
import type { IconName } from '../../ui/icon';

const PHRASES: Record<NotificationType, string> = {
  LIKE: 'liked your post',
  COMMENTED: 'commented on your post',
  REPLY: 'replied to your comment',
  FOLLOW: 'started following you',
  FOLLOW_REQUEST: 'requested to follow you',
  FOLLOW_ACCEPTED: 'accepted your follow request',
  WARN: 'Your post has received a warning',
  REPORTED: 'Your post has been banned',
  REPORT_OUTCOME: 'A moderator reviewed your report',
  ACHIEVEMENT: 'You earned a new badge',
};

/** A line icon, or a glyph where the icon set has none. */
export type NotificationIcon = { icon: IconName } | { glyph: string };

const ICONS: Record<NotificationType, NotificationIcon> = {
  LIKE: { glyph: '♥' },
  COMMENTED: { icon: 'chat' },
  REPLY: { icon: 'chat' },
  FOLLOW: { icon: 'user' },
  FOLLOW_REQUEST: { icon: 'users' },
  FOLLOW_ACCEPTED: { icon: 'users' },
  WARN: { icon: 'flag' },
  REPORTED: { icon: 'shield' },
  REPORT_OUTCOME: { icon: 'shield' },
  ACHIEVEMENT: { glyph: '★' },
};

export const FOLLOW_TYPES: ReadonlySet<NotificationType> = new Set<NotificationType>([
  'FOLLOW',
  'FOLLOW_REQUEST',
  'FOLLOW_ACCEPTED',
]);

export function notificationPhrase(type: NotificationType): string {
  return PHRASES[type];
}

const OUTCOMES: Record<ReportStatus, string> = {
  BANNED: 'the post was banned',
  WARNED: 'the author was warned',
  DISMISSED: 'no action was needed',
  OPEN: 'it is still open',
};

/** What a moderator decided on the member's report (a report_outcome notification). */
export function reportOutcomeText(outcome: ReportStatus): string {
  return OUTCOMES[outcome];
}

export function notificationIcon(type: NotificationType): NotificationIcon {
  return ICONS[type];
}

/** Moderation and achievement notices have no actor: their phrase is a sentence on its own. */
export function hasActorPhrase(type: NotificationType): boolean {
  return !['WARN', 'REPORTED', 'REPORT_OUTCOME', 'ACHIEVEMENT'].includes(type);
}

/** Where a click leads: the actor's profile for follow types, else the post (n = the notification), else nowhere. */
export function notificationTarget(notification: {
  id: string;
  type: NotificationType;
  postId: string | null;
  actor: { id: string; username: string } | null;
}): string | null {
  if (FOLLOW_TYPES.has(notification.type)) {
    const { actor } = notification;
    return actor ? `/user-profile/${encodeURIComponent(actor.username)}?id=${encodeURIComponent(actor.id)}` : null;
  }
  if (notification.type === 'ACHIEVEMENT') return '/profile?tab=achievements';
  // The reported post may now be banned, so the reporter could not open it.
  if (notification.type === 'REPORT_OUTCOME') return null;
  return notification.postId
    ? `/view-post/${encodeURIComponent(notification.postId)}?n=${encodeURIComponent(notification.id)}`
    : null;
}
