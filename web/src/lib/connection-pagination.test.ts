import fs from 'node:fs';
import path from 'node:path';
import type { InMemoryCache } from '@apollo/client/cache';
import { buildSchema, getNamedType, isObjectType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache } from './apollo-cache';
import { connectionTypePolicies } from './connection-pagination';

// parse(), not a gql tag: codegen collects tagged documents, and this one exists only here.
const POSTS = parse(`
  query Posts($userId: ID!, $first: Int, $after: String) {
    userPosts(userId: $userId, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          title
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const page = (ids: number[], hasNextPage: boolean) => ({
  userPosts: {
    __typename: 'PostConnection',
    edges: ids.map((id) => ({
      __typename: 'PostEdge',
      cursor: `c${id}`,
      node: { __typename: 'Post', id: `p${id}`, title: `Post ${id}` },
    })),
    pageInfo: { __typename: 'PageInfo', endCursor: `c${ids.at(-1)}`, hasNextPage },
  },
});

const shown = (cache: InMemoryCache, userId = 'u1') => {
  const data = cache.readQuery<ReturnType<typeof page>>({ query: POSTS, variables: { userId, first: 3 } });
  return { ids: data?.userPosts.edges.map((edge) => edge.node.id), pageInfo: data?.userPosts.pageInfo };
};

const write = (cache: InMemoryCache, data: ReturnType<typeof page>, variables: Record<string, unknown>) =>
  cache.writeQuery({ query: POSTS, variables: { userId: 'u1', first: 3, ...variables }, data });

describe('connection paging in the cache', () => {
  it('tells nodes without an id apart by their cursors (a page of blocks after the first)', () => {
    const BLOCKS = parse(`
      query Blocks($after: String) {
        myBlocks(first: 2, after: $after) {
          edges {
            cursor
            node {
              blockedAt
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    `);
    const blocks = (cursors: string[], hasNextPage: boolean) => ({
      myBlocks: {
        __typename: 'MemberBlockConnection',
        edges: cursors.map((cursor) => ({
          __typename: 'MemberBlockEdge',
          cursor,
          node: { __typename: 'MemberBlock', blockedAt: cursor },
        })),
        pageInfo: { __typename: 'PageInfo', endCursor: cursors.at(-1), hasNextPage },
      },
    });
    const cache = createCache();
    cache.writeQuery({ query: BLOCKS, variables: {}, data: blocks(['b1', 'b2'], true) });
    cache.writeQuery({ query: BLOCKS, variables: { after: 'b2' }, data: blocks(['b2', 'b3'], false) });
    const data = cache.readQuery<ReturnType<typeof blocks>>({ query: BLOCKS, variables: {} });
    expect(data?.myBlocks.edges.map((edge) => edge.cursor)).toEqual(['b1', 'b2', 'b3']);
  });

  it('appends a page asked after a cursor, without repeating a node already shown or repeated in the page', () => {
    const cache = createCache();
    write(cache, page([9, 8, 7], true), {});
    write(cache, page([7, 6, 5, 5], false), { after: 'c7' });
    expect(shown(cache)).toEqual({
      ids: ['p9', 'p8', 'p7', 'p6', 'p5'],
      pageInfo: { __typename: 'PageInfo', endCursor: 'c5', hasNextPage: false },
    });
  });

  it('keeps the older pages when the first page is fetched again with a new post on top', () => {
    const cache = createCache();
    write(cache, page([9, 8, 7], true), {});
    write(cache, page([6, 5, 4], true), { after: 'c7' });
    write(cache, page([10, 9, 8], true), {});
    expect(shown(cache).ids).toEqual(['p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4']);
    expect(shown(cache).pageInfo?.endCursor).toBe('c4');
  });

  it('drops from the head what a fresh first page no longer has (a deleted post)', () => {
    const cache = createCache();
    write(cache, page([9, 8, 7], true), {});
    write(cache, page([6, 5, 4], true), { after: 'c7' });
    write(cache, page([9, 7, 6], true), {});
    expect(shown(cache).ids).toEqual(['p9', 'p7', 'p6', 'p5', 'p4']);
  });

  it('starts over when the fresh first page does not meet the list (everything changed)', () => {
    const cache = createCache();
    write(cache, page([9, 8, 7], true), {});
    write(cache, page([6, 5, 4], true), { after: 'c7' });
    write(cache, page([30, 29, 28], true), {});
    expect(shown(cache)).toEqual({
      ids: ['p30', 'p29', 'p28'],
      pageInfo: { __typename: 'PageInfo', endCursor: 'c28', hasNextPage: true },
    });
  });

  it('keeps a separate list per filter argument', () => {
    const cache = createCache();
    write(cache, page([9, 8, 7], true), {});
    cache.writeQuery({ query: POSTS, variables: { userId: 'u2', first: 3 }, data: page([3, 2, 1], false) });
    expect(shown(cache).ids).toEqual(['p9', 'p8', 'p7']);
    expect(shown(cache, 'u2').ids).toEqual(['p3', 'p2', 'p1']);
  });
});

// A connection read through `nodes` only (no edges): the same rule.
const LIKERS = parse(`
  query Likers($id: ID!, $first: Int, $after: String) {
    post(id: $id) {
      id
      likers(first: $first, after: $after) {
        nodes {
          id
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`);

const likersPage = (ids: number[], hasNextPage: boolean) => ({
  post: {
    __typename: 'Post',
    id: 'p1',
    likers: {
      __typename: 'PostLikerConnection',
      nodes: ids.map((id) => ({ __typename: 'User', id: `u${id}` })),
      pageInfo: { __typename: 'PageInfo', endCursor: `c${ids.at(-1)}`, hasNextPage },
    },
  },
});

describe('connection paging through nodes', () => {
  it('appends, keeps older pages behind a fresh first page, and drops what the head no longer has', () => {
    const cache = createCache();
    const writeLikers = (data: ReturnType<typeof likersPage>, after?: string) =>
      cache.writeQuery({ query: LIKERS, variables: { id: 'p1', first: 2, after }, data });
    const likers = () =>
      cache
        .readQuery<ReturnType<typeof likersPage>>({ query: LIKERS, variables: { id: 'p1', first: 2 } })
        ?.post.likers.nodes.map((node) => node.id);
    writeLikers(likersPage([9, 8], true));
    writeLikers(likersPage([8, 7, 6], true), 'c8');
    expect(likers()).toEqual(['u9', 'u8', 'u7', 'u6']);
    writeLikers(likersPage([10, 9, 7], true));
    expect(likers()).toEqual(['u10', 'u9', 'u7', 'u6']);
  });
});

// A list read backwards (chat history): `last`/`before`, oldest first in each page.
const MESSAGES = parse(`
  query Messages($conversationId: ID, $last: Int, $before: String) {
    supportMessages(conversationId: $conversationId, last: $last, before: $before) {
      nodes {
        id
      }
      pageInfo {
        startCursor
        hasPreviousPage
      }
    }
  }
`);

const messagesPage = (ids: number[], hasPreviousPage: boolean) => ({
  supportMessages: {
    __typename: 'SupportMessageConnection',
    nodes: ids.map((id) => ({ __typename: 'SupportMessage', id: `m${id}` })),
    pageInfo: { __typename: 'PageInfo', startCursor: `c${ids[0]}`, hasPreviousPage },
  },
});

describe('connection paging backwards', () => {
  const setUp = () => {
    const cache = createCache();
    const writeMessages = (data: ReturnType<typeof messagesPage>, before?: string, conversationId = 'c1') =>
      cache.writeQuery({ query: MESSAGES, variables: { conversationId, last: 3, before }, data });
    const messages = (conversationId = 'c1') => {
      const data = cache.readQuery<ReturnType<typeof messagesPage>>({
        query: MESSAGES,
        variables: { conversationId, last: 3 },
      });
      return { ids: data?.supportMessages.nodes.map((node) => node.id), pageInfo: data?.supportMessages.pageInfo };
    };
    return { writeMessages, messages };
  };

  it('puts a page asked before a cursor in front, without repeating a message already shown', () => {
    const { writeMessages, messages } = setUp();
    writeMessages(messagesPage([7, 8, 9], true));
    writeMessages(messagesPage([4, 5, 6, 7], false), 'c7');
    expect(messages()).toEqual({
      ids: ['m4', 'm5', 'm6', 'm7', 'm8', 'm9'],
      pageInfo: { __typename: 'PageInfo', startCursor: 'c4', hasPreviousPage: false },
    });
  });

  it('keeps the earlier pages in front of a fresh latest page, and starts over when it does not meet them', () => {
    const { writeMessages, messages } = setUp();
    writeMessages(messagesPage([7, 8, 9], true));
    writeMessages(messagesPage([4, 5, 6], true), 'c7');
    writeMessages(messagesPage([8, 9, 10], true));
    expect(messages()).toEqual({
      ids: ['m4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10'],
      pageInfo: { __typename: 'PageInfo', startCursor: 'c4', hasPreviousPage: true },
    });
    writeMessages(messagesPage([20, 21, 22], true));
    expect(messages().ids).toEqual(['m20', 'm21', 'm22']);
  });

  it('keeps a separate list per conversation', () => {
    const { writeMessages, messages } = setUp();
    writeMessages(messagesPage([7, 8, 9], true));
    writeMessages(messagesPage([1, 2], false), undefined, 'c2');
    expect(messages().ids).toEqual(['m7', 'm8', 'm9']);
    expect(messages('c2').ids).toEqual(['m1', 'm2']);
  });
});

describe('connectionTypePolicies', () => {
  it('covers every field of schema.graphql that answers a connection', () => {
    const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8'));
    const expected: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name.endsWith('Connection')) expected.push(`${type.name}.${field.name}`);
      }
    }
    const covered = Object.entries(connectionTypePolicies).flatMap(([type, policy]) =>
      Object.keys(policy.fields ?? {}).map((field) => `${type}.${field}`),
    );
    expect(covered.sort()).toEqual(expected.sort());
  });
});
