import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItinerary, createMember, INTRAMUROS, pngBytes, php, type TestMember } from '../../test/factories.js';
import { startTestApp, USER_ERRORS, type TestApp, type UntypedJson } from '../../test/harness.js';
import { Comment } from '../features/comments/comment.entity.js';
import { Post } from '../features/posts/post.entity.js';

/**
 * The actions the web app queues while offline (issue #23) and sends on reconnect, each with its own Idempotency-Key:
 * like, unlike, comment, post with a photo (a multipart request) and stop edits. Sent twice with one key (a
 * reconnect that lost the first answer), each is applied once and both answers are the same.
 */
let t: TestApp;
let member: TestMember;
let author: TestMember;
beforeAll(async () => {
  t = await startTestApp({ config: { rateLimitScale: 100 } });
  member = await createMember(t);
  author = await createMember(t);
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  replayed: string | null;
  body: UntypedJson;
}

async function answerOf(res: Response): Promise<Answer> {
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    body: (await res.json()) as UntypedJson,
  };
}

const send = async (query: string, variables: Record<string, unknown>, key: string, token = member.token) =>
  answerOf(
    await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${token}`, 'idempotency-key': key },
      body: JSON.stringify({ query, variables }),
    }),
  );

/** A GraphQL multipart request as the web's upload link sends it, the picture at `variables.<path>`. */
async function sendMultipart(
  query: string,
  variables: Record<string, unknown>,
  path: string,
  key: string,
  picture: Buffer,
  name = 'market.png',
) {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, variables }));
  body.append('map', JSON.stringify({ 0: [`variables.${path}`] }));
  body.append('0', new Blob([new Uint8Array(picture)], { type: 'image/png' }), name);
  return answerOf(
    await fetch(`${t.url}/graphql`, {
      method: 'POST',
      body,
      headers: { authorization: `Token ${member.token}`, 'apollo-require-preflight': 'true', 'idempotency-key': key },
    }),
  );
}

/** Sends the same request twice with one key; expects one run, the second answered with the first's data. */
async function twice(sendOnce: () => Promise<Answer>): Promise<UntypedJson> {
  const first = await sendOnce();
  const second = await sendOnce();
  expect(first.status).toBe(200);
  expect(first.body.errors).toBeUndefined();
  expect(first.replayed).toBeNull();
  expect(second.replayed).toBe('true');
  expect(second.body.data).toEqual(first.body.data);
  return first.body.data;
}

async function postOf(owner: TestMember, title: string): Promise<string> {
  const created = await send(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
    { input: { title, content: 'Queued while offline', category: 'FOOD', country: 'Peru' } },
    `${title}-setup`,
    owner.token,
  );
  return created.body.data.createPost.post.id as string;
}

const LIKE = `mutation ($postId: ID!) { likePost(postId: $postId) { post { id isLiked likeCount } ${USER_ERRORS} } }`;
const UNLIKE = `mutation ($postId: ID!) { unlikePost(postId: $postId) { post { id isLiked likeCount } ${USER_ERRORS} } }`;
const ADD_COMMENT = `mutation ($postId: ID!, $body: String!, $repliedToId: ID) {
  addComment(postId: $postId, body: $body, repliedToId: $repliedToId) { comment { id body } ${USER_ERRORS} }
}`;

describe('queued actions sent twice with one Idempotency-Key', () => {
  it('likes and unlikes once each, in the order sent', async () => {
    const postId = await postOf(author, 'Ceviche');
    const liked = await twice(() => send(LIKE, { postId }, 'like-1'));
    expect(liked.likePost.post).toMatchObject({ isLiked: true, likeCount: 1 });
    const unliked = await twice(() => send(UNLIKE, { postId }, 'unlike-1'));
    expect(unliked.unlikePost.post).toMatchObject({ isLiked: false, likeCount: 0 });
    // the like sent a third time with its key still answers what it did then, and does not like again
    const late = await send(LIKE, { postId }, 'like-1');
    expect(late.body.data.likePost.post).toMatchObject({ isLiked: true, likeCount: 1 });
    const read = await t.gql<{ post: { likeCount: number } }>(
      'query ($id: ID!) { post(id: $id) { likeCount } }',
      { id: postId },
      { token: author.token },
    );
    expect(read.data!.post.likeCount).toBe(0);
  });

  it('adds one comment and one reply', async () => {
    const postId = await postOf(author, 'Lomo saltado');
    const comment = await twice(() => send(ADD_COMMENT, { postId, body: 'Queued comment' }, 'comment-1'));
    const commentId = comment.addComment.comment.id as string;
    await twice(() => send(ADD_COMMENT, { postId, body: 'Queued reply', repliedToId: commentId }, 'reply-1'));
    const em = t.orm.em.fork();
    expect(await em.count(Comment, { post: postId, body: 'Queued comment' })).toBe(1);
    expect(await em.count(Comment, { post: postId, body: 'Queued reply' })).toBe(1);
  });

  it('replays the refusal of a comment on a post deleted meanwhile', async () => {
    const postId = await postOf(author, 'Gone soon');
    await send(
      `mutation ($id: ID!) { deletePost(id: $id) { deletedPostId } }`,
      { id: postId },
      'delete-1',
      author.token,
    );
    const refused = await twice(() => send(ADD_COMMENT, { postId, body: 'Too late' }, 'comment-late'));
    expect(refused.addComment.comment).toBeNull();
    expect(refused.addComment.userErrors[0]).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('makes one post with its photo out of a multipart request sent twice', async () => {
    const CREATE = `mutation ($input: CreatePostInput!, $photos: [PostPhotoInput!]) {
      createPost(input: $input, photos: $photos) { post { id title photos { url description } } ${USER_ERRORS} }
    }`;
    const variables = {
      input: { title: 'Mercado de Surquillo', content: 'Fruit stalls', category: 'FOOD', country: 'Peru' },
      photos: [{ description: 'Stalls of fruit under a tin roof.', upload: null }],
    };
    const picture = await pngBytes('#22aa66');
    const data = await twice(() => sendMultipart(CREATE, variables, 'photos.0.upload', 'post-photo-1', picture));
    expect(data.createPost.post.photos).toEqual([
      { url: expect.stringContaining('/uploads/'), description: 'Stalls of fruit under a tin roof.' },
    ]);
    expect(await t.orm.em.fork().count(Post, { title: 'Mercado de Surquillo' })).toBe(1);
    // another picture under the same key is another request: refused, nothing made
    const other = await sendMultipart(CREATE, variables, 'photos.0.upload', 'post-photo-1', picture, 'other.png');
    expect(other.status).toBe(409);
    expect(await t.orm.em.fork().count(Post, { title: 'Mercado de Surquillo' })).toBe(1);
  });

  it('edits a stop once, with and without a new photo', async () => {
    const itinerary = await createItinerary(t, member.token);
    const stopId = itinerary.stops[0]!.id;
    const UPDATE = `mutation ($id: ID!, $stop: StopInput!, $photo: Upload) {
      updateStop(id: $id, stop: $stop, photo: $photo) { stop { id name imageUrl } itinerary { stops { id } } ${USER_ERRORS} }
    }`;
    const stop = { ...INTRAMUROS, budget: php(250), name: 'Fort Santiago' };
    const edited = await twice(() => send(UPDATE, { id: stopId, stop }, 'stop-edit-1'));
    expect(edited.updateStop.stop).toMatchObject({ id: stopId, name: 'Fort Santiago' });
    const picture = await pngBytes('#aa6622');
    const withPhoto = await twice(() =>
      sendMultipart(
        UPDATE,
        { id: stopId, stop: { ...stop, name: 'Baluarte' }, photo: null },
        'photo',
        'stop-edit-2',
        picture,
      ),
    );
    expect(withPhoto.updateStop.stop).toMatchObject({
      name: 'Baluarte',
      imageUrl: expect.stringContaining('/uploads/'),
    });
    expect(withPhoto.updateStop.itinerary.stops).toHaveLength(itinerary.stops.length);
  });
});
