import 'fake-indexeddb/auto';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerByName, createFakeGraphQL, inTurn, type SentOperation } from '../../test/fake-graphql';
import { ToastProvider } from '../../ui/toast-provider';
import { clearOutbox, enqueue, flush, loadOutbox, outboxState } from './outbox';
import { readActions } from './outbox-db';
import { OutboxBar } from './outbox-bar';

const LIKE_POST = `mutation LikePost($postId: ID!) {
  likePost(postId: $postId) { post { id isLiked likeCount } userErrors { field message code } }
}`;

const like = (postId: string) => ({
  kind: 'like' as const,
  subject: postId,
  label: 'your like',
  query: LIKE_POST,
  variables: { postId },
});

const liked = (postId: string) => ({
  data: {
    likePost: {
      __typename: 'LikePostPayload',
      post: { __typename: 'Post', id: postId, isLiked: true, likeCount: 1 },
      userErrors: [],
    },
  },
});

beforeEach(async () => {
  await clearOutbox();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the offline queue', () => {
  it('keeps each member’s actions on the device, in the order made, and reads them back after a reload', async () => {
    await enqueue('ana', like('p1'));
    await enqueue('ana', like('p2'));
    await enqueue('ben', like('p3'));
    expect((await readActions('ana')).map((action) => action.subject)).toEqual(['p1', 'p2']);
    expect((await readActions('ben')).map((action) => action.subject)).toEqual(['p3']);
    await loadOutbox('ben');
    expect(outboxState().actions.map((action) => action.subject)).toEqual(['p3']);
    await loadOutbox('ana');
    expect(outboxState().actions.map((action) => action.subject)).toEqual(['p1', 'p2']);
  });

  it('sends the actions in order, each with its own Idempotency-Key, and empties the queue', async () => {
    const fake = createFakeGraphQL(({ variables }: SentOperation) => liked(String(variables.postId)));
    const first = await enqueue('ana', like('p1'));
    const second = await enqueue('ana', like('p2'));
    expect(await flush(fake.client, 'ana')).toBe(true);
    expect(fake.sent.map((operation) => operation.variables.postId)).toEqual(['p1', 'p2']);
    // the last one sent carried its own id as the key (each action's id is new)
    expect(fake.contextOf('LikePost')?.headers).toEqual({ 'Idempotency-Key': second.id });
    expect(first.id).not.toBe(second.id);
    expect(await readActions('ana')).toEqual([]);
    expect(outboxState().actions).toEqual([]);
  });

  it('keeps an action and its place when the connection fails again, and sends it next time', async () => {
    const fake = createFakeGraphQL(inTurn(new Error('Failed to fetch'), liked('p1'), liked('p2')));
    await enqueue('ana', like('p1'));
    await enqueue('ana', like('p2'));
    expect(await flush(fake.client, 'ana')).toBe(false);
    expect((await readActions('ana')).map((action) => action.subject)).toEqual(['p1', 'p2']);
    expect(await flush(fake.client, 'ana')).toBe(true);
    expect(fake.sent.map((operation) => operation.variables.postId)).toEqual(['p1', 'p1', 'p2']);
    expect(outboxState().refusals).toEqual([]);
  });

  it('drops a refused action with its reason, and goes on with the next', async () => {
    const refused = {
      data: {
        likePost: {
          __typename: 'LikePostPayload',
          post: null,
          userErrors: [{ __typename: 'UserError', field: null, message: 'No such post.', code: 'NOT_FOUND' }],
        },
      },
    };
    const fake = createFakeGraphQL(inTurn(refused, liked('p2')));
    const gone = await enqueue('ana', like('p1'));
    await enqueue('ana', like('p2'));
    expect(await flush(fake.client, 'ana')).toBe(true);
    expect(outboxState().refusals).toEqual([{ id: gone.id, label: 'your like', reason: 'No such post.' }]);
    expect(await readActions('ana')).toEqual([]);
    expect(fake.sent).toHaveLength(2);
  });
});

describe('OutboxBar', () => {
  const viewer = {
    me: {
      __typename: 'User',
      id: 'ana',
      username: 'ana',
      fullName: 'Ana',
      country: 'Peru',
      email: 'a@example.com',
      isPrivate: false,
      isAdmin: false,
      photoUrl: null,
      photoThumbUrl: null,
      createdAt: '2026-01-01T00:00:00Z',
    },
  };

  function renderBar(answer: Parameters<typeof createFakeGraphQL>[0]) {
    sessionStorage.setItem('TOKEN', 'token-of-ana');
    const fake = createFakeGraphQL(answer);
    render(
      <ApolloProvider client={fake.client}>
        <ToastProvider>
          <OutboxBar />
        </ToastProvider>
      </ApolloProvider>,
    );
    return fake;
  }

  it('says how many actions wait while offline, and sends them once back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await enqueue('ana', like('p1'));
    await enqueue('ana', like('p2'));
    const fake = renderBar(
      answerByName({ Viewer: { data: viewer }, LikePost: (variables) => liked(String(variables.postId)) }),
    );
    expect(await screen.findByText('2 actions waiting to be sent: they go when you are back online.')).toBeTruthy();
    expect(fake.sentNames()).not.toContain('LikePost');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('outbox-bar')).toBeNull());
    expect(fake.sent.filter((operation) => operation.name === 'LikePost')).toHaveLength(2);
  });

  it('explains a refusal on reconnect until dismissed', async () => {
    await enqueue('ana', { ...like('p9'), kind: 'comment', label: 'your comment “Lovely”' });
    renderBar(
      answerByName({
        Viewer: { data: viewer },
        LikePost: { errors: [{ message: 'No such post.', extensions: { code: 'NOT_FOUND' } }] },
      }),
    );
    const refusal = await screen.findByTestId('outbox-refusal');
    expect(refusal.textContent).toContain('Not sent: your comment “Lovely”.');
    expect(refusal.textContent).toContain('No such post.');
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('outbox-refusal')).toBeNull();
  });
});
