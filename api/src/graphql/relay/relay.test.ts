import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql/index.js';
import { errorCode, startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { createMember, follow, seedPost, type TestMember } from '../../../test/factories.js';
import { AppError, badInput, forbidden } from '../../app/errors.js';
import { payloadOf, userErrorsOf as userErrorsOfAppError } from './user-errors.js';

let t: TestApp;
let author: TestMember;
let privateAuthor: TestMember;
let reader: TestMember;

const NodeQuery = graphql(`
  query RelayNode($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Post {
        title
      }
    }
  }
`);

const NodesQuery = graphql(`
  query RelayNodes($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      id
    }
  }
`);

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  privateAuthor = await createMember(t, { isPrivate: true });
  reader = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('node and nodes', () => {
  it('reads any object by its global id, through its own visibility rule', async () => {
    const postId = await seedPost(t, author.id, { title: 'Lantern festival' });
    const res = await t.gql(NodeQuery, { id: postId }, { token: reader.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.node).toEqual({ __typename: 'Post', id: postId, title: 'Lantern festival' });
    // the same id in capitals is the same object
    expect((await t.gql(NodeQuery, { id: postId.toUpperCase() }, { token: reader.token })).data!.node?.id).toBe(postId);
  });

  it('answers null for an object the viewer may not see, an unknown id and a malformed one alike', async () => {
    const hidden = await seedPost(t, privateAuthor.id);
    for (const id of [hidden, '00000000-0000-4000-8000-000000000000', 'not-an-id', '']) {
      const res = await t.gql(NodeQuery, { id }, { token: reader.token });
      expect(res.errors).toBeUndefined();
      expect(res.data!.node).toBeNull();
    }
    const follower = await createMember(t);
    await follow(t, follower.id, privateAuthor.id);
    expect((await t.gql(NodeQuery, { id: hidden }, { token: follower.token })).data!.node?.id).toBe(hidden);
  });

  it('reads several in the order asked, with null where there is nothing to see', async () => {
    const a = await seedPost(t, author.id);
    const b = await seedPost(t, author.id);
    const hidden = await seedPost(t, privateAuthor.id);
    const res = await t.gql(NodesQuery, { ids: [b, hidden, a, 'nope', b] }, { token: reader.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.nodes).toEqual([
      { __typename: 'Post', id: b },
      null,
      { __typename: 'Post', id: a },
      null,
      { __typename: 'Post', id: b },
    ]);
  });

  it('refuses more than 100 ids at once', async () => {
    const ids = Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000');
    expect(errorCode(await t.gql(NodesQuery, { ids }, { token: reader.token }))).toBe('BAD_USER_INPUT');
  });
});

describe('connections', () => {
  it('give nodes beside edges, and both cursors with whether pages come before and after', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 3; i++) await seedPost(t, member.id, { title: `page ${i}` });
    const query = `query($id: ID!, $after: String) { userPosts(userId: $id, first: 2, after: $after) {
      edges { cursor node { id } } nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
    const first = (await t.gql(query, { id: member.id }, { token: reader.token })).data!.userPosts;
    expect(first.nodes).toEqual(first.edges.map((e: { node: { id: string } }) => e.node));
    expect(first.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: first.edges[0].cursor,
      endCursor: first.edges[1].cursor,
    });
    const second = (await t.gql(query, { id: member.id, after: first.pageInfo.endCursor }, { token: reader.token }))
      .data!.userPosts;
    expect(second.nodes).toHaveLength(1);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });
});

describe('mutation payloads', () => {
  it('answer expected failures as userErrors and change nothing', async () => {
    const res = await t.gql(
      `mutation { createPost(input: { title: "", category: FOOD, country: "", content: "x" }) { post { id } ${USER_ERRORS} } }`,
      {},
      { token: author.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createPost.post).toBeNull();
    const userErrors = userErrorsOf(res, 'createPost');
    expect(userErrors[0]).toMatchObject({ field: null, code: 'BAD_USER_INPUT' });
    expect(userErrors.slice(1).map((e) => e.field)).toEqual(expect.arrayContaining(['title', 'country']));
  });

  it('keep permission refusals as top-level errors', async () => {
    const postId = await seedPost(t, author.id);
    const res = await t.gql(
      `mutation($id: ID!) { deletePost(id: $id) { deletedPostId ${USER_ERRORS} } }`,
      { id: postId },
      { token: reader.token },
    );
    expect(errorCode(res)).toBe('FORBIDDEN');
  });

  it('payloadOf: the work result with no userErrors, expected failures as userErrors, anything else thrown', async () => {
    await expect(payloadOf(async () => ({ value: 1 }))).resolves.toEqual({ value: 1, userErrors: [] });
    await expect(payloadOf(async () => Promise.reject(badInput('No.')))).resolves.toEqual({
      userErrors: [{ field: null, message: 'No.', code: 'BAD_USER_INPUT' }],
    });
    await expect(payloadOf(async () => Promise.reject(forbidden()))).rejects.toBeInstanceOf(AppError);
    await expect(payloadOf(async () => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
  });

  it('userErrorsOf: the general message first unless a field says it already', () => {
    expect(userErrorsOfAppError(badInput('Fix it.', [{ field: 'title', message: 'Required' }]))).toEqual([
      { field: null, message: 'Fix it.', code: 'BAD_USER_INPUT' },
      { field: 'title', message: 'Required', code: 'BAD_USER_INPUT' },
    ]);
    expect(userErrorsOfAppError(badInput('Too long.', [{ field: 'title', message: 'Too long.' }]))).toEqual([
      { field: 'title', message: 'Too long.', code: 'BAD_USER_INPUT' },
    ]);
  });
});
