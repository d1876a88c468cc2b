import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type UntypedJson } from '../../../test/harness.js';
import { createMember, follow, type TestMember } from '../../../test/factories.js';
import { Comment } from '../comments/comment.entity.js';
import { Like } from '../likes/like.entity.js';
import { Notification } from '../notifications/notification.entity.js';

let t: TestApp;
let author: TestMember;
let reader: TestMember;

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 4, background: '#3366ff' } })
    .png()
    .toBuffer();
const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

function postForm(fields: Record<string, string>, image?: { bytes: Buffer; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append('image', blob(image.bytes, image.type), 'picture');
  return form;
}

const fields = { title: 'Sinulog', category: 'Festivals', body: 'Dancing in Cebu', country: 'Philippines' };

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  reader = await createMember(t);
  await follow(t, reader.id, author.id);
});
afterAll(async () => {
  await t?.close();
});

describe('posting over REST', () => {
  it('creates a post from multipart with an image and answers the post with { _id, itinerary }', async () => {
    const res = await t.rest('POST', '/api/posting', {
      token: author.token,
      body: postForm({ ...fields, itinerary_id: '0' }, { bytes: await png(), type: 'image/png' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ _id: expect.any(String), itinerary: '0' });
    expect(res.body.image).toMatch(new RegExp(`^${t.url}/uploads/[a-f0-9]{32}\\.webp$`));
    const image = await fetch(res.body.image);
    expect(image.status).toBe(200);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('refuses non-images, images over 5 MB and banned words, storing nothing', async () => {
    const notImage = await t.rest('POST', '/api/posting', {
      token: author.token,
      body: postForm(fields, { bytes: Buffer.from('plain text, not a picture'), type: 'image/png' }),
    });
    expect(notImage.status).toBe(415);
    const huge = await t.rest('POST', '/api/posting', {
      token: author.token,
      body: postForm(fields, { bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1), type: 'image/png' }),
    });
    expect(huge.status).toBe(413);
    const banned = await t.rest('POST', '/api/posting', {
      token: author.token,
      body: postForm({ ...fields, body: 'gago ka' }),
    });
    expect(banned.status).toBe(400);
    expect(banned.body.error).toBe('Please remove inappropriate language from the content');
    const missing = await t.rest('POST', '/api/posting', {
      token: author.token,
      body: postForm({ ...fields, country: '' }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.country_error).toBe('Country is required.');
    const own = await t.rest('GET', '/api/profile-posts', { token: author.token });
    expect(own.body.posts.every((p: { title: string }) => p.title === 'Sinulog')).toBe(true);
    expect(own.body.posts).toHaveLength(1);
  });

  it('lists pages oldest first, three by default as the original, in the original shape', async () => {
    for (let i = 0; i < 6; i++)
      await t.rest('POST', '/api/posting', { token: author.token, body: { ...fields, title: `Page ${i}` } });
    const first = await t.rest('GET', '/api/posts-list?page=2&page_size=5', { token: reader.token });
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(2);
    expect((await t.rest('GET', '/api/posts-list', { token: reader.token })).body.results).toHaveLength(3);
    expect(first.body.results[1]).toMatchObject({
      title: 'Page 5',
      category: 'Festivals',
      content: 'Dancing in Cebu',
      country: 'Philippines',
      author: author.username,
      like_count: 0,
      is_liked: false,
      likers: [],
      comments: [],
      cultura_user: { id: author.id, user: { id: author.id, username: author.username } },
      itinerary_in_post: [],
    });
    const third = await t.rest('GET', '/api/posts-list?page=3&page_size=3', { token: reader.token });
    expect(third.body.results).toHaveLength(1);
    expect((await t.rest('GET', '/api/posts-list?page=4&page_size=3', { token: reader.token })).status).toBe(404);
    expect((await t.rest('GET', '/api/posts-list?page=0', { token: reader.token })).status).toBe(400);
    expect((await t.rest('GET', '/api/posts-list?page_size=abc', { token: reader.token })).body.results).toHaveLength(
      3,
    );
    const profile = await t.rest('GET', `/api/public-profile-posts/?user_id=${author.id}`, { token: reader.token });
    expect(profile.body.length).toBe(7);
    expect((await t.rest('GET', '/api/public-profile-posts/?user_id=nope', { token: reader.token })).status).toBe(400);
  });
});

describe('GraphQL posts with images', () => {
  it('uploads an image with createPost, replaces it with updatePost', async () => {
    const send = async (query: string, variables: Record<string, unknown>) => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables: { ...variables, image: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.image'] }));
      form.append('0', blob(await png(), 'image/png'), 'p.png');
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${author.token}`, 'apollo-require-preflight': 'true' },
        body: form,
      });
      return (await res.json()) as { data?: UntypedJson; errors?: unknown[] };
    };
    const created = await send(
      `mutation($image: Upload) { createPost(input: { title: "Pic", category: ART, country: "PH", content: "c" }, image: $image) { post { id imageUrl imageThumbUrl } } }`,
      {},
    );
    expect(created.errors).toBeUndefined();
    const { id, imageUrl } = created.data.createPost.post;
    expect(imageUrl).toMatch(/^\/uploads\//);
    const updated = await send(
      `mutation($id: ID!, $image: Upload) { updatePost(id: $id, input: { content: "new" }, image: $image) { post { imageUrl content } } }`,
      { id },
    );
    expect(updated.data.updatePost.post.content).toBe('new');
    expect(updated.data.updatePost.post.imageUrl).not.toBe(imageUrl);
    expect((await fetch(`${t.url}${imageUrl}`)).status).not.toBe(200); // the replaced file is gone
  });
});

describe('deleting a post', () => {
  it('removes its comments, likes and notifications', async () => {
    const created = await t.gql(
      `mutation { createPost(input: { title: "Gone", category: ART, country: "PH", content: "soon" }) { post { id } } }`,
      {},
      { token: author.token },
    );
    const id = created.data!.createPost.post.id;
    await t.gql(`mutation($id: ID!) { likePost(postId: $id) { post { isLiked } } }`, { id }, { token: reader.token });
    await t.gql(
      `mutation($id: ID!) { addComment(postId: $id, body: "nice") { comment { id } } }`,
      { id },
      { token: reader.token },
    );
    const em = t.orm.em.fork();
    expect(await em.count(Notification, { post: id })).toBe(2);
    const res = await t.gql(
      `mutation($id: ID!) { deletePost(id: $id) { deletedPostId } }`,
      { id },
      { token: author.token },
    );
    expect(res.data!.deletePost.deletedPostId).toBe(id);
    expect([
      await em.count(Like, { post: id }),
      await em.count(Comment, { post: id }),
      await em.count(Notification, { post: id }),
    ]).toEqual([0, 0, 0]);
    expect(
      (await t.gql(`query($id: ID!) { post(id: $id) { id } }`, { id }, { token: author.token })).data!.post,
    ).toBeNull();
  });
});
