import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, inTurn, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { NotificationsPage } from './notifications-page';

const request = (pending: boolean) => ({
  __typename: 'Notification' as const,
  id: 'n1',
  type: pending ? ('FOLLOW_REQUEST' as const) : ('FOLLOW' as const),
  isRead: !pending,
  isPendingRequest: pending,
  createdAt: new Date().toISOString(),
  postId: null,
  postTitle: null,
  postContent: null,
  commentBody: null,
  followId: 'f1',
  achievement: null,
  reportOutcome: null,
  actor: { __typename: 'User' as const, id: 'u2', username: 'kenji', fullName: 'Kenji Tanaka', photoThumbUrl: null },
});
const listed = (pending: boolean): FakeAnswer => ({
  data: {
    notifications: {
      __typename: 'NotificationConnection',
      unreadCount: pending ? 1 : 0,
      edges: [{ __typename: 'NotificationEdge', node: request(pending) }],
      pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
    },
  },
});
const responded = (approved: boolean): FakeAnswer => ({
  data: {
    respondToFollowRequest: {
      __typename: 'RespondToFollowRequestPayload',
      userErrors: [],
      approved,
      followerCount: approved ? 1 : 0,
      requester: { __typename: 'User', id: 'u2', username: 'kenji' },
    },
  },
});

function renderPage(respond: FakeAnswer | (() => FakeAnswer), after: boolean) {
  return renderWithGraphQL(
    <NotificationsPage />,
    answerByName({
      Notifications: inTurn(listed(true), listed(after)),
      UnreadNotificationCount: { data: { unreadNotificationCount: 0 } },
      NotificationAdded: 'open',
      RespondToFollowRequest: respond,
    }),
    { route: '/notifications' },
  );
}

describe('follow requests on the notifications page', () => {
  it('approves a request: one answer, busy meanwhile, a toast, and the request becomes a follow', async () => {
    const { sent } = renderPage(responded(true), false);
    const card = (await screen.findByText(/requested to follow you/)).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('@kenji can now see your posts.')).toBeTruthy();
    expect(sent.filter((o) => o.name === 'RespondToFollowRequest').map((o) => o.variables)).toEqual([
      { approve: true, notificationId: 'n1' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it('declines a request with its own toast', async () => {
    const { sent } = renderPage(responded(false), false);
    const card = (await screen.findByText(/requested to follow you/)).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Follow request declined.')).toBeTruthy();
    expect(sent.find((o) => o.name === 'RespondToFollowRequest')?.variables).toEqual({
      approve: false,
      notificationId: 'n1',
    });
  });

  it('says so when the request is no longer there (a user error), and keeps the card', async () => {
    renderPage(
      {
        data: {
          respondToFollowRequest: {
            __typename: 'RespondToFollowRequestPayload',
            approved: null,
            followerCount: null,
            requester: null,
            userErrors: [
              { __typename: 'UserError', field: null, message: 'No such follow request.', code: 'NOT_FOUND' },
            ],
          },
        },
      },
      true,
    );
    const card = (await screen.findByText(/requested to follow you/)).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Could not answer the follow request. Please try again.')).toBeTruthy();
    expect(screen.queryByText('@kenji can now see your posts.')).toBeNull();
  });

  it('says so when the answer fails, and keeps the request to try again', async () => {
    renderPage(new TypeError('Failed to fetch'), true);
    const card = (await screen.findByText(/requested to follow you/)).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Could not answer the follow request. Please try again.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Approve' }).getAttribute('aria-busy')).toBeNull();
  });
});
