import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerByName, inTurn, renderWithGraphQL, type FakeAnswer, type SentOperation } from '../../test/fake-graphql';
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
  photos: [],
  itineraryId: null,
  itinerary: null,
  isBanned: false,
  createdAt: '2026-03-01T10:00:00Z',
  likeCount: 0,
  isLiked: false,
  isBookmarked: false,
  commentCount: 0,
  viewerCanEdit: false,
  viewerCanDelete: false,
  viewerCanReport: true,
  author,
});

const connection = (typename: string, nodes: unknown[], endCursor: string | null, hasNextPage: boolean) => ({
  __typename: typename,
  nodes,
  pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
});

const found = (users: unknown[], posts: unknown[]): FakeAnswer => ({
  data: {
    search: {
      __typename: 'SearchResult',
      users: connection('SearchUserConnection', users, null, false),
      posts: connection('SearchPostConnection', posts, null, false),
    },
  },
});

/** The results page at /search-result?searchTerm=`term`, answered by `answer`. */
const renderSearch = (term: string, answer: (operation: SentOperation) => FakeAnswer) =>
  renderWithGraphQL(
    <Routes>
      <Route path="/search-result" element={<SearchResultsPage />} />
    </Routes>,
    answer,
    { route: `/search-result?searchTerm=${encodeURIComponent(term)}` },
  );

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

  it('invites to type when the term is empty (or blank) and asks nothing', async () => {
    const fake = renderSearch('   ', answerByName({ Search: found([member('m1')], []) }));
    expect(await screen.findByText('Search CulturaLink')).toBeTruthy();
    expect(screen.getByText('Type in the search box to find members and posts.')).toBeTruthy();
    expect(fake.sentNames()).not.toContain('Search');
  });

  it('shows the term and placeholders while searching', async () => {
    const fake = renderSearch('adobo', answerByName({ Search: 'open' }));
    expect(await screen.findByRole('heading', { name: 'Search Results for "adobo"' })).toBeTruthy();
    await waitFor(() => expect(fake.isOpen('Search')).toBe(true));
    expect(screen.getByLabelText('Searching').getAttribute('aria-busy')).toBe('true');
    expect(fake.sent.find((op) => op.name === 'Search')?.variables).toMatchObject({ text: 'adobo', first: 20 });
  });

  it('lists the matching members (linked to their profiles) and posts under their own headings', async () => {
    renderSearch(
      'lantern',
      answerByName({ Search: found([member('m1'), { ...member('m2'), isPrivate: true }], [post('p1')]) }),
    );
    await screen.findByText('Fan m1');
    expect(screen.getByText('3 results')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Posts' })).toBeTruthy();
    const [first, second] = screen.getAllByTestId('user-result');
    expect(first!.getAttribute('href')).toBe('/user-profile/fan_m1?id=m1');
    expect(within(second!).getByText(/Private/)).toBeTruthy();
    const posts = within(screen.getByRole('region', { name: 'Matching posts' }));
    expect(posts.getByText('Lanterns p1')).toBeTruthy();
    expect(posts.getByRole('link', { name: 'View Post' }).getAttribute('href')).toBe('/view-post/p1?n=');
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('leaves out the section of a list with no match', async () => {
    renderSearch('lantern', answerByName({ Search: found([], [post('p1')]) }));
    await screen.findByText('Lanterns p1');
    expect(screen.getByText('1 result')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
  });

  it('says nothing matched', async () => {
    renderSearch('zzz', answerByName({ Search: found([], []) }));
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByText('0 results')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
  });

  it('says the search failed and searches again on "Try again"', async () => {
    const fake = renderSearch(
      'lantern',
      answerByName({ Search: inTurn(new Error('offline'), found([member('m1')], [])) }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Search failed');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Fan m1');
    expect(screen.queryByText('Search failed')).toBeNull();
    expect(fake.sentNames().filter((name) => name === 'Search')).toHaveLength(2);
  });

  it('says a further page failed and keeps the results shown', async () => {
    renderSearch(
      'lantern',
      answerByName({
        Search: (variables) =>
          variables.usersAfter
            ? new Error('offline')
            : {
                data: {
                  search: {
                    __typename: 'SearchResult',
                    users: connection('SearchUserConnection', [member('m1')], 'u1', true),
                    posts: connection('SearchPostConnection', [], null, false),
                  },
                },
              },
      }),
    );
    await screen.findByText('Fan m1');
    fireEvent.click(screen.getByRole('button', { name: 'Show more members' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load more members.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('Fan m1')).toBeTruthy();
  });
});
