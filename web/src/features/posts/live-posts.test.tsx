import { useQuery } from '@apollo/client/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parse } from 'graphql';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerByName, inTurn, renderWithGraphQL } from '../../test/fake-graphql';
import { PostList } from './components/post-list';
import { ViewPostPage } from './view-post-page';

const author = { __typename: 'User' as const, id: 'u-ana', username: 'ana', fullName: 'Ana Cruz', photoThumbUrl: null };

function post(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Post' as const,
    id,
    title: `Title of ${id}`,
    content: `Content of ${id}`,
    category: 'FESTIVALS' as const,
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
    ...overrides,
  };
}

function comment(id: string, body: string) {
  return {
    __typename: 'Comment',
    id,
    body,
    createdAt: '2026-03-01T11:00:00Z',
    updatedAt: '2026-03-01T11:00:00Z',
    repliedToId: null,
    viewerCanEdit: false,
    viewerCanDelete: false,
    repliedTo: null,
    author: { __typename: 'User', id: 'u-ben', username: 'ben', fullName: 'Ben Reyes', photoThumbUrl: null },
  };
}

const change = (kind: string, postId: string, changed: unknown = null, commentId: string | null = null) => ({
  postChanged: { __typename: 'PostChange', kind, postId, commentId, post: changed },
});

const CARD_FIELDS = `fragment Card on Post {
  id title content category country imageUrl imageThumbUrl imageAlt photos { id url thumbUrl description } itineraryId
  itinerary { id title description coverThumbUrl coverUrl }
  isBanned createdAt likeCount isLiked commentCount author { id username fullName photoThumbUrl }
}`;
/** Two lists holding the same posts, as two screens of the app would: a paged feed and a page of search results. */
const ListsDocument = parse(`query Lists {
  feed(first: 10) { edges { cursor node { ...Card } } pageInfo { endCursor hasNextPage } }
  search(text: "t") { posts(first: 20) { nodes { ...Card } pageInfo { endCursor hasNextPage } } }
} ${CARD_FIELDS}`);

interface ListsData {
  feed: { edges: { node: ReturnType<typeof post> }[] };
  search: { posts: { nodes: ReturnType<typeof post>[] } };
}

function Lists() {
  const { data } = useQuery<ListsData>(ListsDocument);
  if (!data) return null;
  return (
    <>
      <PostList label="Feed" posts={data.feed.edges.map((edge) => edge.node)} />
      <ul aria-label="Found">
        {data.search.posts.nodes.map((found) => (
          <li key={found.id}>{found.title}</li>
        ))}
      </ul>
    </>
  );
}

function renderLists(posts: ReturnType<typeof post>[]) {
  return renderWithGraphQL(
    <Lists />,
    answerByName({
      PostChanged: 'open',
      PostLikeChanged: 'open',
      Lists: {
        data: {
          feed: {
            __typename: 'PostConnection',
            edges: posts.map((node) => ({ __typename: 'PostEdge', cursor: node.id, node })),
            pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
          },
          search: {
            __typename: 'SearchResult',
            posts: {
              __typename: 'SearchPostConnection',
              nodes: posts,
              pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
            },
          },
        },
      },
    }),
  );
}

const feed = () => screen.getByRole('region', { name: 'Feed' });
const cardOf = (title: string) =>
  within(feed())
    .getAllByTestId('post-card')
    .find((card) => card.textContent?.includes(title));

describe('posts on screen follow postChanged', () => {
  it('watches every shown post with one postChanged and one postLikeChanged', async () => {
    const fake = renderLists([post('p1'), post('p2')]);
    await screen.findByText('Title of p1', { selector: 'a' });
    await waitFor(() => expect(fake.isOpen('PostChanged')).toBe(true));
    const watching = fake.sent.filter((operation) => operation.name === 'PostChanged');
    expect(watching.at(-1)?.variables).toEqual({ postIds: ['p1', 'p2'] });
    expect(fake.sent.filter((operation) => operation.name === 'PostLikeChanged').at(-1)?.variables).toEqual({
      postIds: ['p1', 'p2'],
    });
  });

  it('updates an edited post in place', async () => {
    const fake = renderLists([post('p1'), post('p2')]);
    await screen.findByText('Title of p1', { selector: 'a' });
    await waitFor(() => expect(fake.isOpen('PostChanged')).toBe(true));
    act(() => fake.push('PostChanged', change('UPDATED', 'p1', post('p1', { title: 'Lanterns, edited' }))));
    expect(await screen.findByText('Lanterns, edited', { selector: 'a' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Found' })).getByText('Lanterns, edited')).toBeTruthy();
    expect(screen.queryByText('Title of p1')).toBeNull();
  });

  it('takes a removed post out of every open list', async () => {
    const fake = renderLists([post('p1'), post('p2')]);
    await screen.findByText('Title of p1', { selector: 'a' });
    await waitFor(() => expect(fake.isOpen('PostChanged')).toBe(true));
    act(() => fake.push('PostChanged', change('REMOVED', 'p1')));
    await waitFor(() => expect(screen.queryByText('Title of p1')).toBeNull());
    expect(within(feed()).getAllByTestId('post-card')).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Found' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('updates the comment count of a card', async () => {
    const fake = renderLists([post('p1'), post('p2')]);
    await screen.findByText('Title of p1', { selector: 'a' });
    await waitFor(() => expect(fake.isOpen('PostChanged')).toBe(true));
    act(() => fake.push('PostChanged', change('COMMENT_ADDED', 'p2', post('p2', { commentCount: 3 }), 'c9')));
    await waitFor(() => expect(within(cardOf('Title of p2')!).getByTestId('comment-count').textContent).toContain('3'));
    expect(within(cardOf('Title of p1')!).getByTestId('comment-count').textContent).toContain('0 comments');
  });
});

describe("a post's page follows postChanged", () => {
  function renderPostPage(comments: () => unknown, added?: ReturnType<typeof comment>) {
    return renderWithGraphQL(
      <Routes>
        <Route path="/view-post/:post" element={<ViewPostPage />} />
      </Routes>,
      answerByName({
        PostChanged: 'open',
        PostLikeChanged: 'open',
        ViewPost: { data: { post: post('p1') } },
        PostComments: comments as () => { data: unknown },
        AddComment: added && {
          data: {
            addComment: {
              __typename: 'AddCommentPayload',
              comment: { ...added, post: { __typename: 'Post', id: 'p1', commentCount: 1 } },
              userErrors: [],
            },
          },
        },
      }),
      { route: '/view-post/p1' },
    );
  }
  const commentsOf = (list: unknown[], count = list.length) => ({
    data: {
      post: {
        __typename: 'Post',
        id: 'p1',
        commentCount: count,
        author: { __typename: 'User', id: 'u-ana' },
        comments: {
          __typename: 'CommentConnection',
          nodes: list,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: list.length ? 'cursor-end' : null },
        },
      },
    },
  });
  const count = () => screen.getByTestId('comment-count').textContent;

  it('shows an added comment once, its edit, then its deletion, with the count', async () => {
    const answers = inTurn(
      commentsOf([]),
      commentsOf([comment('c1', 'Beautiful lanterns')]),
      commentsOf([comment('c1', 'Beautiful lanterns!')]),
      commentsOf([]),
    );
    const fake = renderPostPage(answers);
    await screen.findByText('No comments yet. Be the first to comment.');
    await waitFor(() => expect(fake.isOpen('PostChanged')).toBe(true));

    act(() => fake.push('PostChanged', change('COMMENT_ADDED', 'p1', post('p1', { commentCount: 1 }), 'c1')));
    expect(await screen.findByText('Beautiful lanterns')).toBeTruthy();
    expect(screen.getAllByTestId('comment')).toHaveLength(1);
    expect(count()).toContain('1 comment');

    act(() => fake.push('PostChanged', change('COMMENT_EDITED', 'p1', post('p1', { commentCount: 1 }), 'c1')));
    expect(await screen.findByText('Beautiful lanterns!')).toBeTruthy();
    expect(screen.getAllByTestId('comment')).toHaveLength(1);

    act(() => fake.push('PostChanged', change('COMMENT_DELETED', 'p1', post('p1', { commentCount: 0 }), 'c1')));
    await waitFor(() => expect(screen.queryByTestId('comment')).toBeNull());
    expect(count()).toContain('0 comments');
  });

  it("shows the viewer's own comment once although both the mutation and the event announce it", async () => {
    const answers = inTurn(commentsOf([]), commentsOf([comment('c1', 'Mine')]));
    const fake = renderPostPage(answers, comment('c1', 'Mine'));
    await screen.findByText('No comments yet. Be the first to comment.');
    await waitFor(() => expect(fake.isOpen('PostChanged')).toBe(true));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Mine' } });
    fireEvent.submit(screen.getByRole('textbox').closest('form')!);
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(1));
    expect(fake.sentNames().filter((name) => name === 'PostComments')).toHaveLength(2);
    act(() => fake.push('PostChanged', change('COMMENT_ADDED', 'p1', post('p1', { commentCount: 1 }), 'c1')));
    await waitFor(() => expect(fake.sentNames().filter((name) => name === 'PostComments').length).toBe(3));
    await waitFor(() => expect(count()).toContain('1 comment'));
    expect(screen.getAllByTestId('comment')).toHaveLength(1);
  });

  it('replaces a removed post by a clear notice', async () => {
    const fake = renderPostPage(() => commentsOf([]));
    await screen.findByText('No comments yet. Be the first to comment.');
    await waitFor(() => expect(fake.isOpen('PostChanged')).toBe(true));
    act(() => fake.push('PostChanged', change('REMOVED', 'p1')));
    expect(
      await screen.findByRole('heading', { name: 'This post was deleted or is no longer available' }),
    ).toBeTruthy();
    expect(screen.queryByText('Title of p1')).toBeNull();
    expect(screen.queryByTestId('post-card')).toBeNull();
  });
});
