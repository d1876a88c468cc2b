import { describe, expect, it } from 'vitest';
import { addPendingPost, appendFeedPage, prependFeedPosts, type FeedConnection } from './feed-connection';

const post = (id: string) => ({ id });
const connection = (ids: string[], endCursor: string | null, hasNextPage = true): FeedConnection<{ id: string }> => ({
  edges: ids.map((id) => ({ cursor: `c-${id}`, node: post(id) })),
  pageInfo: { endCursor, hasNextPage },
});
const ids = (feed: FeedConnection<{ id: string }>) => feed.edges.map((edge) => edge.node.id);

describe('appendFeedPage', () => {
  it('appends the next page, skips posts already shown and takes the new cursor', () => {
    const merged = appendFeedPage(connection(['a', 'b'], 'c-b'), connection(['b', 'c'], 'c-c'));
    expect(ids(merged)).toEqual(['a', 'b', 'c']);
    expect(merged.pageInfo).toEqual({ endCursor: 'c-c', hasNextPage: true });
  });

  it('stops after an empty page even if the server said more might exist', () => {
    const merged = appendFeedPage(connection(['a'], 'c-a'), connection([], null, true));
    expect(ids(merged)).toEqual(['a']);
    expect(merged.pageInfo).toEqual({ endCursor: 'c-a', hasNextPage: false });
  });
});

describe('prependFeedPosts', () => {
  it('puts new posts on top in order and never twice', () => {
    const merged = prependFeedPosts(connection(['b', 'a'], 'c-a'), [post('d'), post('c'), post('b')]);
    expect(ids(merged)).toEqual(['d', 'c', 'b', 'a']);
    expect(merged.pageInfo.endCursor).toBe('c-a');
  });
});

describe('addPendingPost (the "New posts" pill)', () => {
  it('queues a new post newest first', () => {
    expect(addPendingPost([post('a')], post('b'), new Set()).map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('ignores a post already shown or already waiting', () => {
    expect(addPendingPost([post('a')], post('a'), new Set()).map((p) => p.id)).toEqual(['a']);
    expect(addPendingPost([], post('x'), new Set(['x']))).toEqual([]);
  });
});
