import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../ui/toast-provider';
import { LikeButton } from './like-button';

type Post = { id: string; likeCount: number; isLiked: boolean };

/** The server answers likers with `likers` (a list read before it counted the viewer's like) or fails the like. */
function renderLike(
  post: Post,
  server: { likers: Array<{ id: string; username: string }>; likeFails?: boolean; likersFail?: boolean },
) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === 'PostLikers' && server.likersFail)
          observer.error(new TypeError('Failed to fetch'));
        else if (operation.operationName === 'PostLikers') {
          observer.next({
            data: {
              post: {
                __typename: 'Post',
                id: post.id,
                likers: server.likers.map((l) => ({ __typename: 'User', ...l })),
              },
            },
          } as never);
          observer.complete();
        } else if (server.likeFails) observer.error(new TypeError('Failed to fetch'));
        else observer.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter>
        <ToastProvider>
          <LikeButton post={post} viewerId="me" />
        </ToastProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
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

  it('says the likers could not load instead of loading for ever', async () => {
    renderLike({ id: 'p1', likeCount: 4, isLiked: false }, { likers: [], likersFail: true });
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Like, 4 likes' }));
    const list = await screen.findByRole('tooltip');
    await waitFor(() => expect(list.textContent).toContain('Could not load who liked this.'));
    expect(list.textContent).not.toContain('Loading');
  });
});
