import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, renderWithGraphQL } from '../../../test/fake-graphql';
import { PostCard } from './post-card';

const post = (may: { viewerCanEdit: boolean; viewerCanDelete: boolean; viewerCanReport: boolean }) => ({
  __typename: 'Post' as const,
  id: 'p1',
  title: 'Lantern walk',
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
  ...may,
  author: { __typename: 'User' as const, id: 'u-ana', username: 'ana', fullName: 'Ana Cruz', photoThumbUrl: null },
});

const renderCard = (may: Parameters<typeof post>[0]) =>
  renderWithGraphQL(<PostCard post={post(may) as never} />, answerByName({ Viewer: { data: { me: null } } }));

describe('PostCard shows what the server says the viewer may do (viewerCan*), never its own comparison', () => {
  it("offers the author's menu (edit, delete) and no Report link", () => {
    renderCard({ viewerCanEdit: true, viewerCanDelete: true, viewerCanReport: false });
    expect(screen.getByRole('button', { name: 'Options for “Lantern walk”' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Report' })).toBeNull();
  });

  it('offers Report and no menu to another member', () => {
    renderCard({ viewerCanEdit: false, viewerCanDelete: false, viewerCanReport: true });
    expect(screen.queryByRole('button', { name: 'Options for “Lantern walk”' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Report' })).toBeTruthy();
  });

  it('offers neither to a guest', () => {
    renderCard({ viewerCanEdit: false, viewerCanDelete: false, viewerCanReport: false });
    expect(screen.queryByRole('button', { name: 'Options for “Lantern walk”' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Report' })).toBeNull();
  });
});
