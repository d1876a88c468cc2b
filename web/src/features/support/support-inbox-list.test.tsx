import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { SupportInboxList } from './support-inbox-list';
import { useSupportLive } from './use-support-live';

const conversation = (n: number, unread: number) => ({
  __typename: 'SupportConversation',
  id: `c${n}`,
  lastMessageAt: `2026-01-01T10:0${n}:00.000Z`,
  unreadForModerators: unread,
  member: { __typename: 'User', id: `u${n}`, username: `member${n}`, fullName: `Member ${n}`, photoThumbUrl: null },
  lastMessage: null,
});

const inboxPage = (numbers: number[], hasNextPage: boolean): FakeAnswer => ({
  data: {
    supportInbox: {
      __typename: 'SupportConversationConnection',
      nodes: numbers.map((n) => conversation(n, n === 3 ? 2 : 0)),
      pageInfo: { __typename: 'PageInfo', endCursor: `cursor-c${numbers.at(-1)}`, hasNextPage },
    },
  },
});

function AdminInbox() {
  const support = useSupportLive(true);
  return (
    <>
      <p data-testid="unread">{support.unread}</p>
      <SupportInboxList inbox={support.inbox} onOpen={() => undefined} />
    </>
  );
}

describe('the support inbox', () => {
  it('shows more conversations after the last one through the cache, until none are left', async () => {
    const { sent } = renderWithGraphQL(
      <AdminInbox />,
      answerByName({
        SupportInbox: (variables) => (variables.after ? inboxPage([2, 1], false) : inboxPage([4, 3], true)),
        SupportMessageAdded: 'open',
      }),
    );
    await screen.findByText('Member 4');
    expect(screen.getByTestId('unread').textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Show more conversations' }));
    await screen.findByText('Member 1');
    expect(screen.getAllByTestId('support-conversation').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Member 4'),
      expect.stringContaining('Member 3'),
      expect.stringContaining('Member 2'),
      expect.stringContaining('Member 1'),
    ]);
    expect(sent.find((operation) => operation.variables.after)?.variables).toEqual({
      first: 50,
      after: 'cursor-c3',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more conversations' })).toBeNull());
  });

  it('says when more conversations could not be loaded, and keeps the button to try again', async () => {
    renderWithGraphQL(
      <AdminInbox />,
      answerByName({
        SupportInbox: (variables) => (variables.after ? new Error('offline') : inboxPage([4, 3], true)),
        SupportMessageAdded: 'open',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show more conversations' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load more conversations.');
    expect(screen.getByRole('button', { name: 'Show more conversations' })).toBeTruthy();
  });
});
