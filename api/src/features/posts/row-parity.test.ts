import { getNamedType, isEnumType, isObjectType, isScalarType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, seedComment, seedPost, type TestMember } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { getSchema } from '../../graphql/schema.js';

/**
 * Lists (feeds, likers, comments, the session's member) read members and posts as plain rows with
 * hand-written column lists (member-rows.ts, feed-rows.ts, session.service.ts), while single reads hydrate
 * entities. A field added to the GraphQL type but not to a column list would read `undefined` on the list
 * path only. These tests ask every argument-free scalar field of `Post` and `User` through both paths and
 * require the same answer, so such a gap fails here.
 */

let t: TestApp;
let author: TestMember;
let postId: string;

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t, { fullName: 'Row Parity', country: 'Japan' });
  postId = await seedPost(t, author.id, { title: 'Parity', content: 'Both paths agree', country: 'Japan' });
  await seedComment(t, author.id, postId);
});
afterAll(async () => {
  await t?.close();
});

async function scalarFields(typeName: string): Promise<string> {
  const type = (await getSchema()).getType(typeName) as GraphQLObjectType;
  expect(isObjectType(type)).toBe(true);
  return Object.values(type.getFields())
    .filter((field) => field.args.every((arg) => arg.type.toString().endsWith('!') === false))
    .filter((field) => {
      const named = getNamedType(field.type);
      return isScalarType(named) || isEnumType(named);
    })
    .map((field) => field.name)
    .join(' ');
}

describe('row views and entities answer alike', () => {
  it('a post in the feed equals the same post read alone, author included', async () => {
    const selection = `${await scalarFields('Post')} author { ${await scalarFields('User')} }`;
    const single = await t.gql(
      `query($id: ID!) { post(id: $id) { ${selection} } }`,
      { id: postId },
      { token: author.token },
    );
    const feed = await t.gql(`{ feed(first: 20) { edges { node { ${selection} } } } }`, {}, { token: author.token });
    expect(single.errors).toBeUndefined();
    expect(feed.errors).toBeUndefined();
    const inFeed = feed
      .data!.feed.edges.map((edge: { node: { id: string } }) => edge.node)
      .find((p: { id: string }) => p.id === postId);
    expect(inFeed).toEqual(single.data!.post);
  });

  it("the session's member (me) equals the member read by id", async () => {
    const selection = await scalarFields('User');
    const me = await t.gql(`{ me { ${selection} } }`, {}, { token: author.token });
    const byId = await t.gql(
      `query($id: ID!) { user(id: $id) { ${selection} } }`,
      { id: author.id },
      { token: author.token },
    );
    expect(me.errors).toBeUndefined();
    expect(byId.errors).toBeUndefined();
    expect(me.data!.me).toEqual(byId.data!.user);
    expect(me.data!.me.username).toBe(author.username);
  });
});
