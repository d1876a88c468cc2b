import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, renderWithGraphQL } from '../../test/fake-graphql';
import { useFeed } from './use-feed';

const ana = { __typename: 'User' as const, id: 'u-ana', username: 'ana', fullName: 'Ana Cruz', photoThumbUrl: null };

function post(id: string) {
  return {
    __typename: 'Post' as const,
    id,
    title: `Title of ${id}`,
    content: `Content of ${id}`,
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
    author: ana,
  };
}

function Pill() {
  const { pending } = useFeed('u-viewer');
  return <output aria-label="pending">{pending.map((p) => p.id).join(',')}</output>;
}

describe('the "New posts" pill', () => {
  it('drops a held post that is removed (deleted, banned, author deactivated) before it is shown', async () => {
    const fake = renderWithGraphQL(
      <Pill />,
      answerByName({
        Feed: {
          data: {
            feed: {
              __typename: 'PostConnection',
              edges: [],
              pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
            },
          },
        },
        PostAdded: 'open',
        PostChanged: 'open',
        PostLikeChanged: 'open',
      }),
    );
    const pill = await screen.findByLabelText('pending');
    await waitFor(() => expect(fake.isOpen('PostAdded')).toBe(true));
    act(() => fake.push('PostAdded', { postAdded: post('p1') }));
    act(() => fake.push('PostAdded', { postAdded: post('p2') }));
    await waitFor(() => expect(pill.textContent).toBe('p2,p1'));
    await waitFor(() => expect(fake.sent.some((o) => o.name === 'PostChanged')).toBe(true));
    const watched = fake.sent.filter((o) => o.name === 'PostChanged').at(-1)!.variables.postIds;
    expect([...(watched as string[])].sort()).toEqual(['p1', 'p2']);
    act(() =>
      fake.push('PostChanged', {
        postChanged: { __typename: 'PostChange', kind: 'REMOVED', postId: 'p1', commentId: null, post: null },
      }),
    );
    await waitFor(() => expect(pill.textContent).toBe('p2'));
  });
});
