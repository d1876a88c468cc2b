import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerByName, renderWithGraphQL } from '../../test/fake-graphql';
import { clearOutbox } from '../outbox';
import { CommentsPanel } from './comments-panel';

const viewer = {
  me: {
    __typename: 'User',
    id: 'ana',
    username: 'ana',
    fullName: 'Ana Cruz',
    country: 'Philippines',
    email: 'ana@example.com',
    isPrivate: false,
    isAdmin: false,
    photoUrl: null,
    photoThumbUrl: null,
    createdAt: '2026-01-01T00:00:00Z',
  },
};

beforeEach(async () => {
  await clearOutbox();
  sessionStorage.setItem('TOKEN', 'token-of-ana');
});
afterEach(() => vi.restoreAllMocks());

describe('CommentsPanel offline', () => {
  it('queues a comment on a post whose comments were never read here, shows it as waiting, and can take it back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { sentNames } = renderWithGraphQL(
      <CommentsPanel postId="p1" />,
      answerByName({ Viewer: { data: viewer }, PostComments: 'open' }),
    );
    await screen.findByText('The comments show when you are back online.');
    const box = screen.getByLabelText('Write a comment') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Written on the bus.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const waiting = await screen.findByTestId('pending-comment');
    expect(waiting.textContent).toContain('Written on the bus.');
    expect(screen.getByRole('list', { name: 'Comments waiting to be sent' })).toBeTruthy();
    await waitFor(() => expect(box.value).toBe(''));
    expect(sentNames()).not.toContain('AddComment');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('pending-comment')).toBeNull());
  });

  it('keeps a comment being typed as a draft per member and post, back after the panel is opened again', async () => {
    const answer = answerByName({
      Viewer: { data: viewer },
      PostComments: {
        data: {
          post: {
            __typename: 'Post',
            id: 'p1',
            commentCount: 0,
            comments: {
              __typename: 'CommentConnection',
              nodes: [],
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            },
          },
        },
      },
    });
    const first = renderWithGraphQL(<CommentsPanel postId="p1" />, answer);
    fireEvent.change(await screen.findByLabelText('Write a comment'), { target: { value: 'Half a thought' } });
    first.view.unmount();
    renderWithGraphQL(<CommentsPanel postId="p1" />, answer);
    await waitFor(() =>
      expect((screen.getByLabelText('Write a comment') as HTMLTextAreaElement).value).toBe('Half a thought'),
    );
    expect(Object.keys(localStorage)).toContain('culturalink.draft.ana.comment.p1');
  });
});
