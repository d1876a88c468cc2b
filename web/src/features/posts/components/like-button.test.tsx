import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGraphQL } from '../../../test/fake-graphql';
import { LikeButton } from './like-button';

type Post = { id: string; likeCount: number; isLiked: boolean };

/**
 * The server answers likers with `likers` (a list read before it counted the viewer's like), fails the like, or
 * refuses it with a userError.
 */
function renderLike(
  post: Post,
  server: {
    likers: Array<{ id: string; username: string }>;
    likeFails?: boolean;
    likersFail?: boolean;
    refusal?: string;
  },
) {
  renderWithGraphQL(<LikeButton post={post} viewerId="me" />, ({ name }) => {
    if (name === 'PostLikers' && server.likersFail) return new TypeError('Failed to fetch');
    if (name === 'PostLikers')
      return {
        data: {
          post: {
            __typename: 'Post',
            id: post.id,
            likers: {
              __typename: 'PostLikerConnection',
              nodes: server.likers.map((l) => ({ __typename: 'User', ...l })),
            },
          },
        },
      };
    if (server.refusal)
      return {
        data: {
          likePost: {
            __typename: 'LikePostPayload',
            post: null,
            userErrors: [{ __typename: 'UserError', field: null, message: server.refusal, code: 'NOT_FOUND' }],
          },
        },
      };
    return server.likeFails ? new TypeError('Failed to fetch') : undefined;
  });
}

describe('LikeButton', () => {
  it('is named with its count', () => {
    renderLike({ id: 'p1', likeCount: 3, isLiked: false }, { likers: [] });
    const button = screen.getByRole('button', { name: 'Like, 3 likes' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it("lists the viewer as 'You' even when the list was read before the server counted the like", async () => {
    renderLike({ id: 'p1', likeCount: 2, isLiked: true }, { likers: [{ id: 'u2', username: 'ben' }] });
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Like, 2 likes' }));
    const list = await screen.findByRole('tooltip');
    await waitFor(() => expect(within(list).getByRole('link', { name: 'You' })).toBeTruthy());
    expect(within(list).getByRole('link', { name: '@ben' })).toBeTruthy();
    expect(within(list).queryByText(/more/)).toBeNull();
  });

  it("says what went wrong in plain words, never 'Failed to fetch'", async () => {
    renderLike({ id: 'p1', likeCount: 0, isLiked: false }, { likers: [], likeFails: true });
    fireEvent.click(screen.getByRole('button', { name: 'Like, 0 likes' }));
    expect(await screen.findByText('Could not reach CulturaLink. Check your connection and try again.')).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it('says why the server refused the like (the post is gone)', async () => {
    renderLike({ id: 'p1', likeCount: 2, isLiked: false }, { likers: [], refusal: 'Post not found.' });
    fireEvent.click(screen.getByRole('button', { name: 'Like, 2 likes' }));
    expect(await screen.findByText('Post not found.')).toBeTruthy();
  });

  it('says the likers could not load instead of loading for ever', async () => {
    renderLike({ id: 'p1', likeCount: 4, isLiked: false }, { likers: [], likersFail: true });
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Like, 4 likes' }));
    const list = await screen.findByRole('tooltip');
    await waitFor(() => expect(list.textContent).toContain('Could not load who liked this.'));
    expect(list.textContent).not.toContain('Loading');
  });

  it('likes with likePost and takes the like back with unlikePost, so a retried click never undoes it', async () => {
    for (const isLiked of [false, true]) {
      const sent: string[] = [];
      const { view } = renderWithGraphQL(
        <LikeButton post={{ id: 'p1', likeCount: 1, isLiked }} viewerId="me" />,
        ({ name, variables }) => {
          sent.push(`${name} ${JSON.stringify(variables)}`);
          return undefined;
        },
      );
      fireEvent.click(screen.getByRole('button', { name: 'Like, 1 like' }));
      await waitFor(() => expect(sent).toEqual([`${isLiked ? 'UnlikePost' : 'LikePost'} {"postId":"p1"}`]));
      view.unmount();
    }
  });
});
