import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../lib/session';
import { answerByName, inTurn, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { BookmarksPage } from './bookmarks-page';

const viewer = {
  __typename: 'User' as const,
  id: 'me',
  username: 'aiko',
  fullName: 'Aiko Sato',
  country: 'Japan',
  email: 'aiko@example.com',
  isPrivate: false,
  isAdmin: false,
  photoUrl: null,
  photoThumbUrl: null,
  createdAt: new Date().toISOString(),
};
const post = (id: string, title: string) => ({
  __typename: 'Post' as const,
  id,
  title,
  content: 'Giant lanterns.',
  category: 'FESTIVALS',
  country: 'Philippines',
  imageUrl: null,
  imageThumbUrl: null,
  imageAlt: '',
  photos: [],
  itineraryId: null,
  itinerary: null,
  isBanned: false,
  createdAt: '2026-03-01T10:00:00Z',
  likeCount: 0,
  isLiked: false,
  isBookmarked: true,
  commentCount: 0,
  viewerCanEdit: false,
  viewerCanDelete: false,
  viewerCanReport: true,
  author: { __typename: 'User' as const, id: 'u-ana', username: 'ana', fullName: 'Ana Cruz', photoThumbUrl: null },
});
const saved = (posts: ReturnType<typeof post>[], hasNextPage = false): FakeAnswer => ({
  data: {
    bookmarks: {
      __typename: 'PostConnection',
      edges: posts.map((node) => ({ __typename: 'PostEdge', cursor: `saved-${node.id}`, node })),
      pageInfo: { __typename: 'PageInfo', endCursor: posts.length ? `saved-${posts.at(-1)!.id}` : null, hasNextPage },
    },
  },
});
const toggled = (field: string, typename: string, id: string, isBookmarked: boolean): FakeAnswer => ({
  data: { [field]: { __typename: typename, userErrors: [], post: { __typename: 'Post', id, isBookmarked } } },
});
const live = { Viewer: { data: { me: viewer } }, PostLikeChanged: 'open', PostChanged: 'open' } as const;

beforeEach(() => setToken('token'));
afterEach(() => clearToken());

describe('the bookmarks page', () => {
  it('says when nothing is saved yet', async () => {
    renderWithGraphQL(<BookmarksPage />, answerByName({ ...live, Bookmarks: saved([]) }));
    expect(await screen.findByText('No bookmarks yet')).toBeTruthy();
  });

  it('says the list could not load, and tries again', async () => {
    renderWithGraphQL(
      <BookmarksPage />,
      answerByName({
        ...live,
        Bookmarks: inTurn(new TypeError('Failed to fetch'), saved([post('p1', 'Lantern walk')])),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Lantern walk' })).toBeTruthy();
  });

  it('lists the saved posts; unsaving keeps the post in place with Save to undo it', async () => {
    const { sent } = renderWithGraphQL(
      <BookmarksPage />,
      answerByName({
        ...live,
        Bookmarks: saved([post('p1', 'Lantern walk'), post('p2', 'Kite day')]),
        UnbookmarkPost: toggled('unbookmarkPost', 'UnbookmarkPostPayload', 'p1', false),
        BookmarkPost: toggled('bookmarkPost', 'BookmarkPostPayload', 'p1', true),
      }),
    );
    const list = await screen.findByRole('region', { name: 'Your bookmarks' });
    const card = within(list).getByRole('heading', { name: 'Lantern walk' }).closest('article')!;
    const save = within(card as HTMLElement).getByRole('button', { name: 'Save “Lantern walk”' });
    expect(save.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('false'));
    expect(within(list).getByRole('heading', { name: 'Lantern walk' })).toBeTruthy();
    await waitFor(() => expect(save.getAttribute('aria-busy')).toBeNull());
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-pressed')).toBe('true'));
    expect(sent.filter((o) => /bookmarkPost/i.test(o.name)).map((o) => [o.name, o.variables])).toEqual([
      ['UnbookmarkPost', { postId: 'p1' }],
      ['BookmarkPost', { postId: 'p1' }],
    ]);
  });

  it('says so when saving fails, and the post keeps its state', async () => {
    renderWithGraphQL(
      <BookmarksPage />,
      answerByName({ ...live, Bookmarks: saved([post('p1', 'Lantern walk')]), UnbookmarkPost: new TypeError('x') }),
    );
    const save = await screen.findByRole('button', { name: 'Save “Lantern walk”' });
    fireEvent.click(save);
    expect(await screen.findByText('Could not reach CulturaLink. Check your connection and try again.')).toBeTruthy();
    expect(save.getAttribute('aria-pressed')).toBe('true');
  });
});
