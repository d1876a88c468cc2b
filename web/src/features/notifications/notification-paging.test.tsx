import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../lib/session';
import { answerByName, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { NotificationsPage } from './notifications-page';

const like = (id: string, isRead = false) => ({
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
const page = (nodes: ReturnType<typeof like>[], endCursor: string | null, hasNextPage: boolean): FakeAnswer => ({
  data: {
    notifications: {
      __typename: 'NotificationConnection',
      unreadCount: 4,
      edges: nodes.map((node) => ({ __typename: 'NotificationEdge', node })),
      pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
    },
  },
});
const change = (kind: string, notificationIds: string[], unreadCount: number) => ({
  notificationChanged: { __typename: 'NotificationChange', kind, notificationIds, unreadCount },
});
const unread = (title: string) =>
  screen.getByText(title).closest('article')!.className.includes('notification--unread');

/** Two pages of the ALL list: n4 n3 first, n2 n1 after cursor c2; `firstPage` is what a refetch of the first page answers. */
function serve(
  firstPage: () => FakeAnswer,
  older: () => FakeAnswer = () => page([like('n2'), like('n1')], 'c1', false),
) {
  return answerByName({
    Notifications: (variables) => (variables.after === 'c2' ? older() : firstPage()),
    UnreadNotificationCount: { data: { unreadNotificationCount: 4 } },
    NotificationAdded: 'open',
    NotificationChanged: 'open',
  });
}

beforeEach(() => setToken('token'));
afterEach(() => clearToken());

describe('notifications paging through the cache', () => {
  it('appends the page after the last cursor, with the filter, and hides the button at the end', async () => {
    const fake = renderWithGraphQL(
      <NotificationsPage />,
      serve(() => page([like('n4'), like('n3')], 'c2', true)),
      { route: '/notifications' },
    );
    await screen.findByText(/Post of n3/);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(/Post of n1/);
    const titles = screen.getAllByText(/Post of n\d/).map((el) => el.textContent);
    expect(titles.map((t) => t?.match(/n\d/)?.[0])).toEqual(['n4', 'n3', 'n2', 'n1']);
    const asked = fake.sent.filter((op) => op.name === 'Notifications').at(-1);
    expect(asked?.variables).toMatchObject({ filter: 'ALL', first: 20, after: 'c2' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('keeps the older pages when a live addition refetches the first page', async () => {
    let first = page([like('n4'), like('n3')], 'c2', true);
    const fake = renderWithGraphQL(
      <NotificationsPage />,
      serve(() => first),
      { route: '/notifications' },
    );
    await screen.findByText(/Post of n3/);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(/Post of n1/);
    await waitFor(() => expect(fake.isOpen('NotificationAdded')).toBe(true));
    first = page([like('n5'), like('n4'), like('n3')], 'c2', true);
    act(() => fake.push('NotificationAdded', { notificationAdded: like('n5') }));
    await screen.findByText(/Post of n5/);
    expect(screen.getByText(/Post of n1/)).toBeTruthy();
    expect(screen.getAllByText(/Post of n\d/)).toHaveLength(5);
  });

  it('drops a withdrawn notification from an older page and marks older pages read, in the cache', async () => {
    const fake = renderWithGraphQL(
      <NotificationsPage />,
      serve(() => page([like('n4'), like('n3')], 'c2', true)),
      { route: '/notifications' },
    );
    await screen.findByText(/Post of n3/);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(/Post of n1/);
    await waitFor(() => expect(fake.isOpen('NotificationChanged')).toBe(true));
    act(() => fake.push('NotificationChanged', change('REMOVED', ['n2'], 3)));
    await waitFor(() => expect(screen.queryByText(/Post of n2/)).toBeNull());
    expect(screen.getByText(/Post of n1/)).toBeTruthy();
    const cached = Object.keys(fake.client.cache.extract() as object);
    expect(cached).toContain('Notification:n1');
    expect(cached).not.toContain('Notification:n2');
    expect(unread('Post of n1')).toBe(true);
    act(() => fake.push('NotificationChanged', change('ALL_READ', [], 0)));
    await waitFor(() => expect(unread('Post of n1')).toBe(false));
  });

  it('says a page failed and keeps the button to try again', async () => {
    let older: FakeAnswer = new Error('offline');
    renderWithGraphQL(
      <NotificationsPage />,
      serve(
        () => page([like('n4'), like('n3')], 'c2', true),
        () => older,
      ),
      { route: '/notifications' },
    );
    await screen.findByText(/Post of n3/);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load more notifications.');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
    older = page([like('n2'), like('n1')], 'c1', false);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(/Post of n1/);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
