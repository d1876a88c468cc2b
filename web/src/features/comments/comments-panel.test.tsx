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

  it('shows placeholders while the comments load', async () => {
    const { view, isOpen } = renderWithGraphQL(<CommentsPanel postId="p1" />, answerByName({ PostComments: 'open' }));
    await waitFor(() => expect(isOpen('PostComments')).toBe(true));
    expect(view.container.querySelector('.comments[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByLabelText('Write a comment')).toBeNull();
  });

  it('says the comments could not be loaded', async () => {
    renderWithGraphQL(<CommentsPanel postId="p1" />, answerByName({ PostComments: new Error('offline') }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the comments');
  });

  it('says the post is gone when the server answers no post', async () => {
    renderWithGraphQL(<CommentsPanel postId="p1" />, answerByName({ PostComments: { data: { post: null } } }));
    expect(await screen.findByText('Post Not Found')).toBeTruthy();
  });

  it('adds the first comment and reads the list again', async () => {
    const fake = renderWithGraphQL(
      <CommentsPanel postId="p1" />,
      answerByName({
        PostComments: inTurn(page([], 0, false, null), page([comment('c1', 'first!', true)], 1, false, 'k1')),
        AddComment: {
          data: {
            addComment: {
              __typename: 'AddCommentPayload',
              comment: { ...comment('c1', 'first!', true), post: { __typename: 'Post', id: 'p1', commentCount: 1 } },
              userErrors: [],
            },
          },
        },
      }),
    );
    await screen.findByText('No comments yet. Be the first to comment.');
    fireEvent.change(screen.getByLabelText('Write a comment'), { target: { value: '  first!  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(shownBodies()).toEqual(['first!']));
    expect(fake.sent.find((op) => op.name === 'AddComment')?.variables).toEqual({
      postId: 'p1',
      body: 'first!',
      repliedToId: null,
    });
    await waitFor(() => expect((screen.getByLabelText('Write a comment') as HTMLTextAreaElement).value).toBe(''));
  });

  it('answers a comment with its id as repliedToId, and the reply can be cancelled', async () => {
    const fake = renderWithGraphQL(
      <CommentsPanel postId="p1" />,
      answerByName({
        PostComments: page([comment('c1', 'first')], 1, false, 'k1'),
        AddComment: new Error('offline'),
      }),
    );
    await screen.findByText('first');
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(screen.getByText(/Replying to @ben/)).toBeTruthy();
    const box = screen.getByLabelText('Reply to @ben');
    fireEvent.change(box, { target: { value: 'agreed' } });
    fireEvent.click(within(box.closest('form')!).getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Could not post the comment. Please try again.')).toBeTruthy();
    expect(fake.sent.find((op) => op.name === 'AddComment')?.variables).toMatchObject({ repliedToId: 'c1' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(screen.getByLabelText('Write a comment')).toBeTruthy();
  });

  it("edits the viewer's comment in place from the payload", async () => {
    const fake = renderWithGraphQL(
      <CommentsPanel postId="p1" />,
      answerByName({
        PostComments: page([comment('c1', 'frist', true)], 1, false, 'k1'),
        EditComment: {
          data: {
            editComment: {
              __typename: 'EditCommentPayload',
              comment: { ...comment('c1', 'first', true), updatedAt: '2026-03-01T12:00:00Z' },
              userErrors: [],
            },
          },
        },
      }),
    );
    await screen.findByText('frist');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Edit your comment'), { target: { value: 'first' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shownBodies()).toEqual(['first']));
    expect(screen.queryByLabelText('Edit your comment')).toBeNull();
    expect(screen.getByText('edited')).toBeTruthy();
    expect(fake.sent.find((op) => op.name === 'EditComment')?.variables).toEqual({ id: 'c1', body: 'first' });
  });

  it("keeps the edit box open with the server's refusal when an edit is refused", async () => {
    renderWithGraphQL(
      <CommentsPanel postId="p1" />,
      answerByName({
        PostComments: page([comment('c1', 'first', true)], 1, false, 'k1'),
        EditComment: {
          data: {
            editComment: {
              __typename: 'EditCommentPayload',
              comment: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: 'body',
                  message: 'A comment cannot be blank.',
                  code: 'BAD_USER_INPUT',
                },
              ],
            },
          },
        },
      }),
    );
    await screen.findByText('first');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Edit your comment'), { target: { value: 'changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A comment cannot be blank.')).toBeTruthy();
    expect((screen.getByLabelText('Edit your comment') as HTMLTextAreaElement).value).toBe('changed');
  });

  it('shows the buttons each comment allows: Edit and Delete on the own, none on the others', async () => {
    renderWithGraphQL(
      <CommentsPanel postId="p1" />,
      answerByName({ PostComments: page([comment('c1', 'theirs'), comment('c2', 'mine', true)], 2, false, 'k2') }),
    );
    await screen.findByText('mine');
    const [theirs, mine] = screen.getAllByTestId('comment');
    expect(within(theirs!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(theirs!).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(mine!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(mine!).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('keeps the comment and says so when deleting fails, and cancelling the dialog deletes nothing', async () => {
    const fake = renderWithGraphQL(
      <CommentsPanel postId="p1" />,
      answerByName({
        PostComments: page([comment('c1', 'mine', true)], 1, false, 'k1'),
        DeleteComment: new Error('offline'),
      }),
    );
    await screen.findByText('mine');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fake.sentNames()).not.toContain('DeleteComment');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete the comment. Please try again.')).toBeTruthy();
    expect(shownBodies()).toEqual(['mine']);
  });
});
