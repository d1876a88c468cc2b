import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerByName, renderWithGraphQL } from '../../test/fake-graphql';
import { SearchResultsPage } from './search-results-page';

const author = { __typename: 'User', id: 'u-ana', username: 'ana', fullName: 'Ana Cruz', photoThumbUrl: null };

const member = (id: string) => ({
  __typename: 'User',
  id,
  username: `fan_${id}`,
  fullName: `Fan ${id}`,
  country: 'Philippines',
  photoThumbUrl: null,
  isPrivate: false,
});

const post = (id: string) => ({
  __typename: 'Post',
  id,
  title: `Lanterns ${id}`,
  content: 'Giant lanterns.',
  category: 'FESTIVALS',
  country: 'Philippines',
  imageUrl: null,
  imageThumbUrl: null,
  imageAlt: '',
  itineraryId: null,
  itinerary: null,
  isBanned: false,
  createdAt: '2026-03-01T10:00:00Z',
  likeCount: 0,
  isLiked: false,
  commentCount: 0,
  author,
});

const connection = (typename: string, nodes: unknown[], endCursor: string | null, hasNextPage: boolean) => ({
  __typename: typename,
  nodes,
  pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
});

describe('SearchResultsPage', () => {
  it('pages members and posts each on its own with "Show more"', async () => {
    const fake = renderWithGraphQL(
      <Routes>
        <Route path="/search-result" element={<SearchResultsPage />} />
      </Routes>,
      answerByName({
        Search: (variables) => ({
          data: {
            search: {
              __typename: 'SearchResult',
              users: variables.usersAfter
                ? connection('SearchUserConnection', [member('m2')], 'u2', false)
                : connection('SearchUserConnection', [member('m1')], 'u1', true),
              posts: variables.postsAfter
                ? connection('SearchPostConnection', [post('p2')], 'k2', false)
                : connection('SearchPostConnection', [post('p1')], 'k1', true),
            },
          },
        }),
      }),
      { route: '/search-result?searchTerm=lantern' },
    );
    await screen.findByText('Fan m1');
    expect(screen.getByText('2+ results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more members' }));
    await screen.findByText('Fan m2');
    expect(screen.queryByRole('button', { name: 'Show more members' })).toBeNull();
    expect(screen.getByText('Fan m1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Matching posts' })).getAllByTestId('post-card')).toHaveLength(
        2,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Show more posts' })).toBeNull();
    expect(screen.getByText('Fan m2')).toBeTruthy(); // the members' second page stays
    expect(screen.getByText('4 results')).toBeTruthy();
    const sent = fake.sent.filter((op) => op.name === 'Search').map((op) => op.variables);
    expect(sent.at(-1)).toMatchObject({ text: 'lantern', postsAfter: 'k1' });
  });
});
