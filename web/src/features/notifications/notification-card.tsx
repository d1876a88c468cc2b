import type { NotificationFieldsFragment } from '../../gql/graphql';
import { relativeTime } from '../../lib/relative-time';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import {
  FOLLOW_TYPES,
  hasActorPhrase,
  notificationIcon,
  notificationPhrase,
  reportOutcomeText,
} from './notification-text';

export interface NotificationCardProps {
  notification: NotificationFieldsFragment;
  isRead: boolean;
  onOpen: () => void;
  onAnswer: (approve: boolean) => void;
  answering: boolean;
}

/** One notification: icon, @actor, what happened, the post (not for follows), age and an unread dot. */
export function NotificationCard({ notification, isRead, onOpen, onAnswer, answering }: NotificationCardProps) {
  const { type, actor } = notification;
  const showsPost = !FOLLOW_TYPES.has(type) && (notification.postTitle || notification.postContent);
  return (
    <article className={`notification ${isRead ? '' : 'notification--unread'}`} data-testid="notification">
      <button type="button" className="notification__main" onClick={onOpen}>
        <span className={`notification__icon notification__icon--${type.toLowerCase()}`} aria-hidden="true">
          <NotificationIconView type={type} />
        </span>
        {actor && <Avatar name={actor.fullName} src={actor.photoThumbUrl} size={40} />}
        <span className="notification__text">
          <span className="notification__line">
            {actor && hasActorPhrase(type) && <strong>@{actor.username} </strong>}
            {notificationPhrase(type)}
            {type === 'ACHIEVEMENT' && notification.achievement && (
              <>: {notification.achievement.toLowerCase().replace(/_/g, ' ')}</>
            )}
            {type === 'REPORT_OUTCOME' && notification.reportOutcome && (
              <>: {reportOutcomeText(notification.reportOutcome)}</>
            )}
          </span>
          {showsPost && (
            <span className="notification__post">
              {notification.postTitle && <span className="notification__post-title">{notification.postTitle}</span>}
              {notification.postContent && (
                <span className="notification__post-content">{notification.postContent}</span>
              )}
            </span>
          )}
          {notification.commentBody && <span className="notification__comment">“{notification.commentBody}”</span>}
          <time className="notification__time" dateTime={notification.createdAt}>
            {relativeTime(notification.createdAt)}
          </time>
        </span>
        {!isRead && (
          <span className="notification__dot">
            <span className="visually-hidden">Unread</span>
          </span>
        )}
      </button>
      {notification.isPendingRequest && (
        <div className="notification__actions">
          <Button size="sm" onClick={() => onAnswer(true)} busy={answering}>
            Approve
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onAnswer(false)} disabled={answering}>
            Decline
          </Button>
        </div>
      )}
    </article>
  );
}

function NotificationIconView({ type }: { type: NotificationFieldsFragment['type'] }) {
  const icon = notificationIcon(type);
  return 'icon' in icon ? <Icon name={icon.icon} size={18} /> : <>{icon.glyph}</>;
}
