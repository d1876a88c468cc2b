import { parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, startTestApp, type TestApp } from '../../../test/harness.js';
import { registrations } from '../../../test/wait.js';
import { createMember, seedPost, type TestMember } from '../../../test/factories.js';
import { selectsField } from '../../graphql/selects-field.js';

/** The live like lookup (live-post-views.ts) is asked only by subscriptions whose document selects `isLiked`. */
let t: TestApp;
let author: TestMember;
let watcher: TestMember;
const likeLookups: string[] = [];

const LIKE = `mutation($id: ID!) { likePost(postId: $id) { post { likeCount } } }`;
const UNLIKE = `mutation($id: ID!) { unlikePost(postId: $id) { post { likeCount } } }`;

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  watcher = await createMember(t);
  const logger = t.orm.config.getLogger();
  t.orm.config.set('debug', ['query']);
  const log = logger.log.bind(logger);
  logger.log = (namespace, message, context) => {
    if (namespace === 'query' && /from post_like where post_id/.test(message)) likeLookups.push(message);
    log(namespace, message, context);
  };
});
afterAll(async () => {
  await t?.close();
});

/** What a subscription's `subscribe` receives as `info`, for the document's one root field. */
function infoOf(source: string) {
  const document = parse(source);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
      .map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0]!] as never, fragments };
}

describe('isLiked in live posts', () => {
  it('selectsField finds a field directly, nested, through fragments, and not when absent', () => {
    expect(selectsField(infoOf('subscription { postLikeChanged(postIds: []) { id isLiked } }'), 'isLiked')).toBe(true);
    expect(selectsField(infoOf('subscription { postLikeChanged(postIds: []) { id likeCount } }'), 'isLiked')).toBe(
      false,
    );
    expect(
      selectsField(
        infoOf(
          'subscription { postChanged(postIds: []) { post { ...Card } } } fragment Card on Post { ... on Post { isLiked } }',
        ),
        'isLiked',
      ),
    ).toBe(true);
    expect(selectsField(infoOf('subscription { postAdded { ...A } } fragment A on Post { id ...A }'), 'isLiked')).toBe(
      false,
    );
  });

  it('postLikeChanged without isLiked asks no like lookup; with it, one per event', async () => {
    const postId = await seedPost(t, author.id);
    const registered = await registrations(t.url);
    const withoutIt = collect(
      t.wsClient({ token: watcher.token }),
      `subscription($ids: [ID!]!) { postLikeChanged(postIds: $ids) { id likeCount } }`,
      { ids: [postId] },
    );
    await registered(1);
    likeLookups.length = 0;
    await t.gql(LIKE, { id: postId }, { token: author.token });
    expect((await withoutIt.done)[0].postLikeChanged).toEqual({ id: postId, likeCount: 1 });
    expect(likeLookups).toHaveLength(0);

    const withIt = collect(
      t.wsClient({ token: watcher.token }),
      `subscription($ids: [ID!]!) { postLikeChanged(postIds: $ids) { id likeCount isLiked } }`,
      { ids: [postId] },
    );
    await registered(2);
    likeLookups.length = 0;
    await t.gql(UNLIKE, { id: postId }, { token: author.token });
    expect((await withIt.done)[0].postLikeChanged).toEqual({ id: postId, likeCount: 0, isLiked: false });
    expect(likeLookups).toHaveLength(1);
  });

  it("postChanged asks every watcher's isLiked in one lookup per event, each viewer getting their own", async () => {
    const postId = await seedPost(t, author.id);
    const liker = await createMember(t);
    await t.gql(LIKE, { id: postId }, { token: liker.token });
    const CHANGED = `subscription($ids: [ID!]!) { postChanged(postIds: $ids) { kind post { id isLiked } } }`;
    const registered = await registrations(t.url);
    const toLiker = collect(t.wsClient({ token: liker.token }), CHANGED, { ids: [postId] });
    const toWatcher = collect(t.wsClient({ token: watcher.token }), CHANGED, { ids: [postId] });
    const toAuthor = collect(t.wsClient({ token: author.token }), CHANGED, { ids: [postId] });
    await registered(3);
    likeLookups.length = 0;
    await t.gql(
      `mutation($id: ID!) { updatePost(id: $id, input: { title: "Edited" }) { post { id } } }`,
      { id: postId },
      {
        token: author.token,
      },
    );
    expect((await toLiker.done)[0].postChanged.post).toEqual({ id: postId, isLiked: true });
    expect((await toWatcher.done)[0].postChanged.post).toEqual({ id: postId, isLiked: false });
    expect((await toAuthor.done)[0].postChanged.post).toEqual({ id: postId, isLiked: false });
    expect(likeLookups).toHaveLength(1);
  });
});
