import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { NotificationFieldsFragment, NotificationFilter } from '../../gql/graphql';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast-context';
import { resultOf } from '../../lib/user-errors';
import { RespondToFollowRequestDocument } from '../follows';
import { MarkAllNotificationsReadDocument } from './api/mark-all-notifications-read';
import { MarkNotificationReadDocument } from './api/mark-notification-read';
import { NotificationCard } from './notification-card';
import { notificationTarget } from './notification-text';
import { useNotificationList } from './use-notification-list';
import './notifications.css';
import { Icon } from '../../ui/icon';

const FILTERS: Array<{ id: NotificationFilter; label: string }> = [
  { id: 'ALL', label: 'All' },
  { id: 'LIKES', label: 'Likes' },
  { id: 'FOLLOW', label: 'Follow' },
];
const COUNT_QUERIES = ['UnreadNotificationCount', 'Notifications'];

export function NotificationsPage() {
  const [filter, setFilter] = useState<NotificationFilter>('ALL');
  const list = useNotificationList(filter);
  const navigate = useNavigate();
  const toast = useToast();
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  const [answering, setAnswering] = useState<string | null>(null);
  const [markRead] = useMutation(MarkNotificationReadDocument, { refetchQueries: ['UnreadNotificationCount'] });
  const [markAllRead, markAll] = useMutation(MarkAllNotificationsReadDocument, { refetchQueries: COUNT_QUERIES });
  const [respond] = useMutation(RespondToFollowRequestDocument, {
    refetchQueries: COUNT_QUERIES,
    awaitRefetchQueries: true,
  });

  const isRead = (n: NotificationFieldsFragment) => n.isRead || readIds.has(n.id);

  const open = async (notification: NotificationFieldsFragment) => {
    if (!isRead(notification)) {
      setReadIds((ids) => new Set(ids).add(notification.id));
      await markRead({ variables: { id: notification.id } })
        .then(({ data }) => resultOf(data?.markNotificationRead, 'notification'))
        .catch(() => undefined);
    }
    const target = notificationTarget(notification);
    if (target) navigate(target);
  };

  const answer = async (notification: NotificationFieldsFragment, approve: boolean) => {
    setAnswering(notification.id);
    try {
      const { data } = await respond({ variables: { approve, notificationId: notification.id } });
      resultOf(data?.respondToFollowRequest, 'approved');
      toast.success(
        approve ? `@${notification.actor?.username ?? 'member'} can now see your posts.` : 'Follow request declined.',
      );
    } catch {
      toast.error('Could not answer the follow request. Please try again.');
    } finally {
      setAnswering(null);
    }
  };

  const readAll = async () => {
    try {
      const { data } = await markAllRead();
      resultOf(data?.markAllNotificationsRead, 'unreadCount');
      setReadIds(new Set(list.items.map((n) => n.id)));
    } catch {
      toast.error('Could not mark your notifications as read. Please try again.');
    }
  };

  return (
    <div className="notifications-page">
      <header className="notifications-page__header">
        <h1 className="page-title">Notifications</h1>
        <Link to="/settings" className="notifications-page__settings">
          Settings
        </Link>
      </header>
      <div className="notifications-page__toolbar">
        <div className="notification-chips" role="group" aria-label="Show">
          {FILTERS.map((chip) => (
            <button
              key={chip.id}
              type="button"
              className="notification-chip"
              aria-pressed={filter === chip.id}
              onClick={() => setFilter(chip.id)}
            >
              {chip.label}
            </button>
          ))}
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void readAll()}
          busy={markAll.loading}
          disabled={list.unreadCount === 0}
        >
          Mark all as read
        </Button>
      </div>

      {list.loading ? (
        <NotificationSkeletons />
      ) : list.error ? (
        <EmptyState
          tone="error"
          title="Could not load your notifications"
          message="Check your connection and try again."
          action={<Button onClick={() => void list.refresh()}>Try again</Button>}
        />
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={<Icon name="bell" size={28} />}
          title="No notifications yet"
          message="Likes, comments and new followers will show up here."
        />
      ) : (
        <ul className="notifications-page__list" aria-label="Notifications list">
          {list.items.map((notification) => (
            <li key={notification.id}>
              <NotificationCard
                notification={notification}
                isRead={isRead(notification)}
                onOpen={() => void open(notification)}
                onAnswer={(approve) => void answer(notification, approve)}
                answering={answering === notification.id}
              />
            </li>
          ))}
        </ul>
      )}

      {list.hasMore && (
        <div className="notifications-page__more">
          <Button variant="secondary" onClick={() => void list.loadMore()} busy={list.loadingMore}>
            Load more
          </Button>
          {list.loadMoreFailed && <p role="alert">Could not load more notifications.</p>}
        </div>
      )}
    </div>
  );
}

function NotificationSkeletons() {
  return (
    <ul className="notifications-page__list" aria-busy="true" aria-label="Loading notifications">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="notification notification--skeleton">
          <Skeleton width="40px" height="40px" round />
          <span className="notification__text">
            <Skeleton width="60%" />
            <Skeleton width="90%" />
          </span>
        </li>
      ))}
    </ul>
  );
}
