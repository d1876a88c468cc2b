import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, inTurn, renderWithGraphQL } from '../../test/fake-graphql';
import { CommentsPanel } from './comments-panel';

function comment(id: string, body: string, mine = false) {
  return {
    __typename: 'Comment',
    id,
    body,
    createdAt: '2026-03-01T11:00:00Z',
    updatedAt: '2026-03-01T11:00:00Z',
    repliedToId: null,
    viewerCanEdit: mine,
    viewerCanDelete: mine,
    repliedTo: null,
    author: { __typename: 'User', id: 'u-ben', username: 'ben', fullName: 'Ben Reyes', photoThumbUrl: null },
  };
}

/** A page of the post's comments, as the server answers PostComments. */
const page = (list: unknown[], commentCount: number, hasNextPage: boolean, endCursor: string | null) => ({
  data: {
    post: {
      __typename: 'Post',
      id: 'p1',
      commentCount,
      author: { __typename: 'User', id: 'u-ana' },
      comments: {
        __typename: 'CommentConnection',
        nodes: list,
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
      },
    },
  },
});

const shownBodies = () =>
  screen.getAllByTestId('comment').map((item) => item.querySelector('.comment__body')?.textContent);

describe('CommentsPanel', () => {
  it('shows the first page and pages on with "Show more comments", oldest first', async () => {
    const fake = renderWithGraphQL(
      <CommentsPanel postId="p1" />,
      answerByName({
        PostComments: (variables) =>
          variables.after === 'k2'
            ? page([comment('c3', 'third')], 3, false, 'k3')
            : page([comment('c1', 'first'), comment('c2', 'second')], 3, true, 'k2'),
      }),
    );
    await screen.findByText('second');
    expect(shownBodies()).toEqual(['first', 'second']);
    fireEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    await screen.findByText('third');
    expect(shownBodies()).toEqual(['first', 'second', 'third']);
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();
    expect(fake.sent.filter((op) => op.name === 'PostComments').map((op) => op.variables.after ?? null)).toEqual([
      null,
      'k2',
    ]);
  });

  it('says so when the next page cannot be read, and tries again', async () => {
    const nextPage = inTurn(new Error('offline'), page([comment('c2', 'second')], 2, false, 'k2'));
    renderWithGraphQL(
      <CommentsPanel postId="p1" />,
      answerByName({
        PostComments: (variables) =>
          variables.after === 'k1' ? nextPage() : page([comment('c1', 'first')], 2, true, 'k1'),
      }),
    );
    await screen.findByText('first');
    fireEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Could not load more comments.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('second');
    expect(screen.queryByText('Could not load more comments.')).toBeNull();
  });

  it("reads the viewer's new comment after the last one shown once every page is shown", async () => {
    const fake = renderWithGraphQL(
      <CommentsPanel postId="p1" />,
      answerByName({
        PostComments: (variables) =>
          variables.after === 'k2'
            ? page([comment('c3', 'mine', true)], 3, false, 'k3')
            : page([comment('c1', 'first'), comment('c2', 'second')], 2, false, 'k2'),
        AddComment: {
          data: {
            addComment: {
              __typename: 'AddCommentPayload',
              comment: { ...comment('c3', 'mine', true), post: { __typename: 'Post', id: 'p1', commentCount: 3 } },
              userErrors: [],
            },
          },
        },
      }),
    );
    await screen.findByText('second');
    fireEvent.change(screen.getByLabelText('Write a comment'), { target: { value: 'mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(shownBodies()).toEqual(['first', 'second', 'mine']));
    expect(fake.sent.filter((op) => op.name === 'PostComments').map((op) => op.variables.after ?? null)).toEqual([
      null,
      'k2',
    ]);
  });

  it("shows the payload's userErrors and keeps the text", async () => {
    renderWithGraphQL(
      <CommentsPanel postId="p1" />,
      answerByName({
        PostComments: page([], 0, false, null),
        AddComment: {
          data: {
            addComment: {
              __typename: 'AddCommentPayload',
              comment: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: 'body',
                  message: 'A comment may be at most 2000 characters.',
                  code: 'BAD_USER_INPUT',
                },
              ],
            },
          },
        },
      }),
    );
    await screen.findByText('No comments yet. Be the first to comment.');
    fireEvent.change(screen.getByLabelText('Write a comment'), { target: { value: 'too long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('A comment may be at most 2000 characters.')).toBeTruthy();
    expect((screen.getByLabelText('Write a comment') as HTMLTextAreaElement).value).toBe('too long');
  });

  it('takes a deleted comment out of every page shown', async () => {
    renderWithGraphQL(
      <CommentsPanel postId="p1" />,
      answerByName({
        PostComments: (variables) =>
          variables.after === 'k1'
            ? page([comment('c2', 'second', true)], 2, false, 'k2')
            : page([comment('c1', 'first')], 2, true, 'k1'),
        DeleteComment: {
          data: {
            deleteComment: {
              __typename: 'DeleteCommentPayload',
              deletedCommentId: 'c2',
              post: { __typename: 'Post', id: 'p1', commentCount: 1 },
              userErrors: [],
            },
          },
        },
      }),
    );
    await screen.findByText('first');
    fireEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    await screen.findByText('second');
    fireEvent.click(within(screen.getAllByTestId('comment')[1]!).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownBodies()).toEqual(['first']));
  });
});
