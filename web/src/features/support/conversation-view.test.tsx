import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarkSupportReadDocument } from './api/mark-support-read';
import { SendSupportMessageDocument } from './api/send-support-message';
import { SupportMessagesDocument } from './api/support-messages';
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

const history: MockedResponse = {
  request: { query: SupportMessagesDocument, variables: { conversationId: 'c1', first: MESSAGE_PAGE_SIZE } },
  result: {
    data: {
      supportMessages: [
        message('m1', 'What is the capital of Japan?', { minute: 1 }),
        message('m2', 'The capital of Japan is Tokyo.', { fromBot: true, minute: 2 }),
      ],
    },
  },
};
const markRead: MockedResponse = {
  request: { query: MarkSupportReadDocument, variables: { conversationId: 'c1' } },
  result: { data: { markSupportRead: true } },
};

describe('ConversationView', () => {
  it('shows the history oldest first with the bot set apart, and marks the conversation read', async () => {
    const onRead = vi.fn();
    render(
      <MockedProvider mocks={[history, markRead]}>
        <ConversationView
          conversationId="c1"
          viewerIsModerator={false}
          live={[]}
          onSent={() => undefined}
          onRead={onRead}
          emptyText="Nothing yet"
        />
      </MockedProvider>,
    );
    await screen.findByText('The capital of Japan is Tokyo.');
    const items = screen.getAllByTestId('support-message');
    expect(items.map((item) => item.getAttribute('data-from'))).toEqual(['member', 'bot']);
    expect(items[0].textContent).toContain('You');
    expect(items[1].textContent).toContain('CulturaLink bot');
    await waitFor(() => expect(onRead).toHaveBeenCalled());
  });

  it('adds live messages of this conversation only, and sends with Enter', async () => {
    const sent = message('m4', 'Thanks!', { minute: 4 });
    const send: MockedResponse = {
      request: { query: SendSupportMessageDocument, variables: { body: 'Thanks!', conversationId: 'c1' } },
      result: { data: { sendSupportMessage: sent } },
    };
    const onSent = vi.fn();
    const live = [
      message('m3', 'A moderator here', { fromModerator: true, minute: 3 }),
      { ...message('x1', 'Another conversation', { minute: 3 }), conversationId: 'c2' },
    ];
    render(
      <MockedProvider mocks={[history, markRead, markRead, send]}>
        <ConversationView
          conversationId="c1"
          viewerIsModerator={false}
          live={live}
          onSent={onSent}
          onRead={() => undefined}
          emptyText="Nothing yet"
        />
      </MockedProvider>,
    );
    await screen.findByText('A moderator here');
    expect(screen.queryByText('Another conversation')).toBeNull();
    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: 'Thanks!' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: 'm4' })));
    expect((box as HTMLTextAreaElement).value).toBe('');
  });
});
