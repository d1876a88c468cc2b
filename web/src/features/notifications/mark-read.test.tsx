import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { NotificationsPage } from './notifications-page';

const like = {
  __typename: 'Notification' as const,
  id: 'n1',
  type: 'LIKE' as const,
  isRead: false,
  isPendingRequest: false,
  createdAt: new Date().toISOString(),
  postId: 'p1',
  postTitle: 'Lechon',
  postContent: 'Crispy.',
  commentBody: null,
  followId: null,
  achievement: null,
  reportOutcome: null,
  actor: { __typename: 'User' as const, id: 'u2', username: 'kenji', fullName: 'Kenji Tanaka', photoThumbUrl: null },
};
const badge = {
  ...like,
  id: 'n2',
  type: 'ACHIEVEMENT' as const,
  achievement: 'CONTENT_CREATOR' as const,
  postId: null,
  postTitle: null,
  postContent: null,
  actor: null,
};
const listed: FakeAnswer = {
  data: {
    notifications: {
      __typename: 'NotificationConnection',
      unreadCount: 2,
      edges: [
        { __typename: 'NotificationEdge', node: badge },
        { __typename: 'NotificationEdge', node: like },
      ],
      pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
    },
  },
};
const markedAll = (userErrors: unknown[]): FakeAnswer => ({
  data: {
    markAllNotificationsRead: {
      __typename: 'MarkAllNotificationsReadPayload',
      unreadCount: userErrors.length ? null : 0,
      userErrors,
    },
  },
});

function renderPage(markAll: FakeAnswer) {
  return renderWithGraphQL(
    <NotificationsPage />,
    answerByName({
      Notifications: listed,
      UnreadNotificationCount: { data: { unreadNotificationCount: 2 } },
      NotificationAdded: 'open',
      MarkAllNotificationsRead: markAll,
      MarkNotificationRead: {
        data: {
          markNotificationRead: {
            __typename: 'MarkNotificationReadPayload',
            notification: { __typename: 'Notification', id: 'n1', isRead: true },
            unreadCount: 1,
            userErrors: [],
          },
        },
      },
    }),
    { route: '/notifications' },
  );
}

describe('reading notifications', () => {
  it('names the badge of an achievement notification in words', async () => {
    renderPage(markedAll([]));
    expect(await screen.findByText(/You earned a new badge: content creator/)).toBeTruthy();
  });

  it('marks every notification read: one request, and no unread dot is left', async () => {
    const { sent } = renderPage(markedAll([]));
    await screen.findByText('Lechon');
    expect(screen.getAllByText('Unread')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryAllByText('Unread')).toHaveLength(0));
    expect(sent.filter((operation) => operation.name === 'MarkAllNotificationsRead')).toHaveLength(1);
  });

  it('says so when marking all is refused, and keeps the unread dots', async () => {
    renderPage(markedAll([{ __typename: 'UserError', field: null, message: 'Not now.', code: 'BAD_USER_INPUT' }]));
    await screen.findByText('Lechon');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Could not mark your notifications as read. Please try again.')).toBeTruthy();
    expect(screen.getAllByText('Unread')).toHaveLength(2);
  });

  it('marks one read when it is opened', async () => {
    const { sent } = renderPage(markedAll([]));
    fireEvent.click((await screen.findByText('Lechon')).closest('button')!);
    await waitFor(() =>
      expect(sent.find((operation) => operation.name === 'MarkNotificationRead')?.variables).toEqual({ id: 'n1' }),
    );
  });
});
