import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../lib/session';
import { answerByName, inTurn, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { NotificationsPage } from './notifications-page';
import { useUnreadNotificationCount } from './use-unread-notification-count';

const like = (id: string, isRead: boolean) => ({
  __typename: 'Notification' as const,
  id,
  type: 'LIKE' as const,
  isRead,
  isPendingRequest: false,
  createdAt: new Date().toISOString(),
  postId: 'p1',
  postTitle: `Post of ${id}`,
  postContent: 'Adobo',
  commentBody: null,
  followId: null,
  achievement: null,
  reportOutcome: null,
  actor: { __typename: 'User' as const, id: 'u2', username: 'kenji', fullName: 'Kenji Tanaka', photoThumbUrl: null },
});
const listed = (...nodes: ReturnType<typeof like>[]): FakeAnswer => ({
  data: {
    notifications: {
      __typename: 'NotificationConnection',
      unreadCount: nodes.filter((n) => !n.isRead).length,
      edges: nodes.map((node) => ({ __typename: 'NotificationEdge', node })),
      pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
    },
  },
});
const change = (kind: string, notificationIds: string[], unreadCount: number) => ({
  notificationChanged: { __typename: 'NotificationChange', kind, notificationIds, unreadCount },
});

function Badge() {
  return <output aria-label="unread">{useUnreadNotificationCount()}</output>;
}

beforeEach(() => setToken('token'));
afterEach(() => clearToken());

describe('notificationChanged on the web', () => {
  it('moves the badge to the count each change leaves, without refetching', async () => {
    const fake = renderWithGraphQL(
      <Badge />,
      answerByName({
        UnreadNotificationCount: { data: { unreadNotificationCount: 3 } },
        NotificationAdded: 'open',
        NotificationChanged: 'open',
      }),
    );
    const badge = await screen.findByLabelText('unread');
    await waitFor(() => expect(badge.textContent).toBe('3'));
    await waitFor(() => expect(fake.isOpen('NotificationChanged')).toBe(true));
    act(() => fake.push('NotificationChanged', change('READ', ['n1'], 2)));
    await waitFor(() => expect(badge.textContent).toBe('2'));
    act(() => fake.push('NotificationChanged', change('REMOVED', ['n2'], 1)));
    await waitFor(() => expect(badge.textContent).toBe('1'));
    act(() => fake.push('NotificationChanged', change('ALL_READ', [], 0)));
    await waitFor(() => expect(badge.textContent).toBe('0'));
    expect(fake.sentNames().filter((name) => name === 'UnreadNotificationCount')).toHaveLength(1);
  });

  it('marks a notification read at once and drops a withdrawn one from the open list', async () => {
    const fake = renderWithGraphQL(
      <NotificationsPage />,
      answerByName({
        Notifications: inTurn(listed(like('n1', false), like('n2', false)), listed(like('n1', true))),
        UnreadNotificationCount: { data: { unreadNotificationCount: 2 } },
        NotificationAdded: 'open',
        NotificationChanged: 'open',
      }),
      { route: '/notifications' },
    );
    const first = (await screen.findByText(/Post of n1/)).closest('article')!;
    expect(first.className).toContain('notification--unread');
    await waitFor(() => expect(fake.isOpen('NotificationChanged')).toBe(true));
    act(() => fake.push('NotificationChanged', change('READ', ['n1'], 1)));
    await waitFor(() => expect(first.className).not.toContain('notification--unread'));
    act(() => fake.push('NotificationChanged', change('REMOVED', ['n2'], 0)));
    await waitFor(() => expect(screen.queryByText(/Post of n2/)).toBeNull());
    expect(screen.getByText(/Post of n1/)).toBeTruthy();
  });
});
