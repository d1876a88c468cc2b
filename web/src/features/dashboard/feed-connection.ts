import { appendUnique, prependUnique } from '../posts';

interface Edge<P extends { id: string }> {
  __typename?: 'PostEdge';
  cursor: string;
  node: P;
}

export interface FeedConnection<P extends { id: string }> {
  __typename?: 'PostConnection';
  edges: Edge<P>[];
  pageInfo: { __typename?: 'PageInfo'; endCursor: string | null; hasNextPage: boolean };
}

const byNode = <P extends { id: string }>(edges: readonly Edge<P>[]) =>
  edges.map((edge) => ({ id: edge.node.id, edge }));

/** The next page after the shown posts (duplicates skipped); an empty page ends the feed. */
export function appendFeedPage<P extends { id: string }>(
  shown: FeedConnection<P>,
  page: FeedConnection<P>,
): FeedConnection<P> {
  const edges = appendUnique(byNode(shown.edges), byNode(page.edges)).map((item) => item.edge);
  const ended = page.edges.length === 0;
  return {
    ...shown,
    edges,
    pageInfo: {
      ...page.pageInfo,
      endCursor: page.pageInfo.endCursor ?? shown.pageInfo.endCursor,
      hasNextPage: !ended && page.pageInfo.hasNextPage,
    },
  };
}

/** Newer posts on top (the member's own new post, or the "New posts" pill); posts already shown are not repeated. */
export function prependFeedPosts<P extends { id: string }>(
  shown: FeedConnection<P>,
  posts: readonly P[],
): FeedConnection<P> {
  const added = posts.map((node) => ({
    id: node.id,
    edge: { __typename: 'PostEdge' as const, cursor: node.id, node },
  }));
  const edges = prependUnique(byNode(shown.edges), added).map((item) => item.edge);
  return { ...shown, edges };
}

/** A live post waits behind the pill unless it is already shown or waiting; newest first. */
export function addPendingPost<P extends { id: string }>(
  pending: readonly P[],
  post: P,
  shownIds: ReadonlySet<string>,
): P[] {
  if (shownIds.has(post.id) || pending.some((item) => item.id === post.id)) return [...pending];
  return [post, ...pending];
}
