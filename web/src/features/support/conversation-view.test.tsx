import { fireEvent, screen, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { answerByName, renderWithGraphQL } from '../../test/fake-graphql';
import { ConversationView } from './conversation-view';
import { MESSAGE_PAGE_SIZE } from './use-conversation-messages';

const member = { __typename: 'User' as const, id: 'u1', username: 'ana', fullName: 'Ana Cruz', photoThumbUrl: null };
const message = (id: string, body: string, extra: { fromBot?: boolean; fromModerator?: boolean; minute: number }) => ({
  __typename: 'SupportMessage' as const,
  id,
  conversationId: 'c1',
  body,
  fromBot: extra.fromBot ?? false,
  fromModerator: extra.fromModerator ?? false,
  createdAt: `2026-01-01T10:0${extra.minute}:00.000Z`,
  author: extra.fromBot ? null : member,
});

/** A page of the history read backwards: its messages oldest first, and whether earlier ones are left. */
const history = (messages: ReturnType<typeof message>[], hasPreviousPage: boolean) => ({
  data: {
    supportMessages: {
      __typename: 'SupportMessageConnection',
      nodes: messages,
      pageInfo: { __typename: 'PageInfo', startCursor: `cursor-${messages[0]?.id}`, hasPreviousPage },
    },
  },
});

const markedRead = {
  data: {
    markSupportRead: {
      __typename: 'MarkSupportReadPayload',
      conversation: { __typename: 'SupportConversation', id: 'c1', unreadForMember: 0, unreadForModerators: 0 },
      userErrors: [],
    },
  },
};

/** The server: conversation c1's history, marking read, and sending (answered with the message). */
const server = answerByName({
  SupportMessages: history(
    [
      message('m1', 'What is the capital of Japan?', { minute: 1 }),
      message('m2', 'The capital of Japan is Tokyo.', { fromBot: true, minute: 2 }),
    ],
    false,
  ),
  MarkSupportRead: markedRead,
  SendSupportMessage: {
    data: {
      sendSupportMessage: {
        __typename: 'SendSupportMessagePayload',
        message: message('m4', 'Thanks!', { minute: 4 }),
        userErrors: [],
      },
    },
  },
});

describe('ConversationView', () => {
  it('shows the history oldest first with the bot set apart, and marks the conversation read', async () => {
    const onRead = vi.fn();
    const { sent } = renderWithGraphQL(
      <ConversationView
        conversationId="c1"
        viewerIsModerator={false}
        live={[]}
        onSent={() => undefined}
        onRead={onRead}
        emptyText="Nothing yet"
      />,
      server,
    );
    await screen.findByText('The capital of Japan is Tokyo.');
    const items = screen.getAllByTestId('support-message');
    expect(items.map((item) => item.getAttribute('data-from'))).toEqual(['member', 'bot']);
    expect(items[0].textContent).toContain('You');
    expect(items[1].textContent).toContain('CulturaLink bot');
    await waitFor(() => expect(onRead).toHaveBeenCalled());
    expect(sent.slice(0, 2)).toEqual([
      { name: 'SupportMessages', variables: { conversationId: 'c1', last: MESSAGE_PAGE_SIZE } },
      { name: 'MarkSupportRead', variables: { conversationId: 'c1' } },
    ]);
  });

  it("drops the moderators' unread count in the cache as soon as the conversation is marked read", async () => {
    // Regression: the launcher badge stayed up when the refetch after marking read joined an older one in flight.
    const unreadFragment = parse('fragment Unread on SupportConversation { id unreadForModerators }');
    const { client, sent } = renderWithGraphQL(
      <ConversationView
        conversationId="c1"
        viewerIsModerator
        live={[]}
        onSent={() => undefined}
        onRead={() => undefined}
        emptyText="Nothing yet"
      />,
      server,
    );
    client.cache.writeFragment({
      id: 'SupportConversation:c1',
      fragment: unreadFragment,
      data: { __typename: 'SupportConversation', id: 'c1', unreadForModerators: 2 },
    });
    await waitFor(() => expect(sent.map((operation) => operation.name)).toContain('MarkSupportRead'));
    await waitFor(() =>
      expect(client.cache.readFragment({ id: 'SupportConversation:c1', fragment: unreadFragment })).toEqual({
        __typename: 'SupportConversation',
        id: 'c1',
        unreadForModerators: 0,
      }),
    );
  });

  it('adds live messages of this conversation only, and sends with Enter', async () => {
    const onSent = vi.fn();
    const live = [
      message('m3', 'A moderator here', { fromModerator: true, minute: 3 }),
      { ...message('x1', 'Another conversation', { minute: 3 }), conversationId: 'c2' },
    ];
    const { sent } = renderWithGraphQL(
      <ConversationView
        conversationId="c1"
        viewerIsModerator={false}
        live={live}
        onSent={onSent}
        onRead={() => undefined}
        emptyText="Nothing yet"
      />,
      server,
    );
    await screen.findByText('A moderator here');
    expect(screen.queryByText('Another conversation')).toBeNull();
    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: 'Thanks!' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: 'm4' })));
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(sent.find((operation) => operation.name === 'SendSupportMessage')?.variables).toEqual({
      body: 'Thanks!',
      conversationId: 'c1',
    });
  });

  it('loads earlier messages in front of the history through the cache, and stops when none are left', async () => {
    const pages = answerByName({
      SupportMessages: (variables) =>
        variables.before
          ? history([message('m0', 'Hello?', { minute: 0 })], false)
          : history(
              [
                message('m1', 'What is the capital of Japan?', { minute: 1 }),
                message('m2', 'The capital of Japan is Tokyo.', { fromBot: true, minute: 2 }),
              ],
              true,
            ),
      MarkSupportRead: markedRead,
    });
    const { sent } = renderWithGraphQL(
      <ConversationView
        conversationId="c1"
        viewerIsModerator={false}
        live={[]}
        onSent={() => undefined}
        onRead={() => undefined}
        emptyText="Nothing yet"
      />,
      pages,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    await screen.findByText('Hello?');
    expect(screen.getAllByTestId('support-message').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Hello?'),
      expect.stringContaining('What is the capital of Japan?'),
      expect.stringContaining('The capital of Japan is Tokyo.'),
    ]);
    expect(sent.find((operation) => operation.variables.before)?.variables).toEqual({
      conversationId: 'c1',
      last: MESSAGE_PAGE_SIZE,
      before: 'cursor-m1',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull());
  });

  it('keeps the text and says why when the message is refused', async () => {
    const refusing = answerByName({
      SupportMessages: history([], false),
      SendSupportMessage: {
        data: {
          sendSupportMessage: {
            __typename: 'SendSupportMessagePayload',
            message: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'body',
                message: 'A message can have at most 2000 characters.',
                code: 'BAD_USER_INPUT',
              },
            ],
          },
        },
      },
    });
    const onSent = vi.fn();
    renderWithGraphQL(
      <ConversationView
        conversationId={null}
        viewerIsModerator={false}
        live={[]}
        onSent={onSent}
        onRead={() => undefined}
        emptyText="Nothing yet"
      />,
      refusing,
    );
    await screen.findByText('Nothing yet');
    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: 'Too long' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('A message can have at most 2000 characters.');
    expect((box as HTMLTextAreaElement).value).toBe('Too long');
    expect(onSent).not.toHaveBeenCalled();
  });
});
