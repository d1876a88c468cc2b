import { IMAGE_ALT_MAX_LENGTH, POST_PHOTOS_MAX } from '@culturalink/common/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type UntypedJson } from '../../../test/harness.js';
import { createMember, follow, multipartForm, pngBytes, restOk, type TestMember } from '../../../test/factories.js';
import { PostPhoto } from './post-photo.entity.js';

let t: TestApp;
let author: TestMember;
let reader: TestMember;

const PHOTO_FIELDS = 'photos { id position url thumbUrl description } imageUrl imageThumbUrl imageAlt';
const CREATE = `mutation($input: CreatePostInput!, $photos: [PostPhotoInput!]) {
  createPost(input: $input, photos: $photos) { post { id ${PHOTO_FIELDS} } userErrors { field message code } } }`;
const UPDATE = `mutation($id: ID!, $input: UpdatePostInput!, $photos: [PostPhotoInput!]) {
  updatePost(id: $id, input: $input, photos: $photos) { post { id ${PHOTO_FIELDS} } userErrors { field message code } } }`;
const POST = { title: 'Gion Matsuri', category: 'FESTIVALS', country: 'Japan', content: 'Floats in Kyoto' };
const COLOURS = ['#cc3355', '#33cc55', '#3355cc', '#cccc33', '#33cccc'];

interface Photo {
  id: string;
  position: number;
  url: string;
  thumbUrl: string;
  description: string;
}

/** A GraphQL multipart request: `photos` items with `upload: true` get a PNG each (as the web client sends them). */
async function send(
  query: string,
  variables: Record<string, UntypedJson> & {
    photos?: Array<{ upload?: boolean; keep?: string; description?: string }>;
  },
  token = author.token,
) {
  const form = new FormData();
  const map: Record<string, string[]> = {};
  const files: Buffer[] = [];
  const photos = variables.photos?.map((photo, index) => {
    if (!photo.upload) return photo;
    map[String(files.length)] = [`variables.photos.${index}.upload`];
    files.push(Buffer.alloc(0));
    return { ...photo, upload: null };
  });
  for (let i = 0; i < files.length; i++) files[i] = await pngBytes(COLOURS[i % COLOURS.length]);
  form.append('operations', JSON.stringify({ query, variables: { ...variables, photos } }));
  form.append('map', JSON.stringify(map));
  files.forEach((bytes, i) =>
    form.append(String(i), new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${i}.png`),
  );
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  return (await res.json()) as { data?: UntypedJson; errors?: unknown[] };
}

const fourPhotos = [
  { upload: true, description: '  A float with a tall spire.  ' },
  { upload: true, description: 'Lanterns at night.' },
  { upload: true },
  { upload: true, description: 'Musicians on the float.' },
];

async function createWithFour(): Promise<{ id: string; photos: Photo[] }> {
  const res = await send(CREATE, { input: POST, photos: fourPhotos });
  expect(res.errors).toBeUndefined();
  expect(res.data.createPost.userErrors).toEqual([]);
  return res.data.createPost.post;
}

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  reader = await createMember(t);
  await follow(t, reader.id, author.id);
});
afterAll(async () => {
  await t?.close();
});

describe('a post with several photos', () => {
  it('round-trips 4 photos with their descriptions in their order, alone and in the feed', async () => {
    const post = await createWithFour();
    expect(post.photos.map((p) => [p.position, p.description])).toEqual([
      [0, 'A float with a tall spire.'],
      [1, 'Lanterns at night.'],
      [2, ''],
      [3, 'Musicians on the float.'],
    ]);
    for (const photo of post.photos) {
      expect(photo.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      expect(photo.thumbUrl).toMatch(/^\/uploads\/[a-f0-9]{32}-thumb\.webp$/);
      expect((await fetch(`${t.url}${photo.url}`)).headers.get('content-type')).toBe('image/webp');
    }
    expect(new Set(post.photos.map((p) => p.url)).size).toBe(4);
    // the first photo is the post's image, as every single-image reader knows it
    expect(post).toMatchObject({
      imageUrl: post.photos[0]!.url,
      imageThumbUrl: post.photos[0]!.thumbUrl,
      imageAlt: 'A float with a tall spire.',
    });

    const alone = await t.gql(
      `query($id: ID!) { post(id: $id) { ${PHOTO_FIELDS} } }`,
      { id: post.id },
      { token: reader.token },
    );
    expect(alone.data!.post.photos).toEqual(post.photos);
    const feed = await t.gql(
      `{ feed(first: 10) { edges { node { id ${PHOTO_FIELDS} } } } }`,
      {},
      { token: reader.token },
    );
    expect(feed.errors).toBeUndefined();
    const inFeed = feed.data!.feed.edges.find((e: { node: { id: string } }) => e.node.id === post.id).node;
    expect(inFeed.photos).toEqual(post.photos);
  });

  it('gives the original REST client the first photo as `image`', async () => {
    const post = await createWithFour();
    const [viewed] = await restOk(t, 'GET', `/api/liked-post-view/${post.id}`, { token: reader.token });
    expect(viewed).toMatchObject({
      image: `${t.url}${post.photos[0]!.url}`,
      image_thumb: `${t.url}${post.photos[0]!.thumbUrl}`,
      image_alt: 'A float with a tall spire.',
    });
  });

  it('reorders, describes, removes and adds photos with updatePost, deleting the removed files', async () => {
    const post = await createWithFour();
    const [a, b, c, d] = post.photos;
    const res = await send(UPDATE, {
      id: post.id,
      input: {},
      photos: [
        { keep: c!.id, description: 'Children in yukata.' },
        { upload: true, description: 'New one.' },
        { keep: a!.id },
      ],
    });
    expect(res.errors).toBeUndefined();
    const photos: Photo[] = res.data.updatePost.post.photos;
    expect(photos.map((p) => [p.id === c!.id, p.description])).toEqual([
      [true, 'Children in yukata.'],
      [false, 'New one.'],
      [false, 'A float with a tall spire.'],
    ]);
    expect(photos[2]!.id).toBe(a!.id);
    expect(res.data.updatePost.post).toMatchObject({ imageUrl: c!.url, imageAlt: 'Children in yukata.' });
    for (const gone of [b!, d!]) {
      expect((await fetch(`${t.url}${gone.url}`)).status).toBe(404);
      expect((await fetch(`${t.url}${gone.thumbUrl}`)).status).toBe(404);
    }
    // leaving `photos` out keeps them; [] removes them all
    const kept = await t.gql(UPDATE, { id: post.id, input: { title: 'Gion 2026' } }, { token: author.token });
    expect(kept.data!.updatePost.post.photos).toHaveLength(3);
    const none = await t.gql(UPDATE, { id: post.id, input: {}, photos: [] }, { token: author.token });
    expect(none.data!.updatePost.post).toMatchObject({ photos: [], imageUrl: null, imageAlt: '' });
    expect(await t.orm.em.fork().count(PostPhoto, { post: post.id })).toBe(0);
  });

  it('the single-image forms replace or describe the first photo and keep the others', async () => {
    const post = await createWithFour();
    const described = await t.gql(UPDATE, { id: post.id, input: { imageAlt: 'The spire.' } }, { token: author.token });
    expect(described.data!.updatePost.post.photos.map((p: Photo) => p.description)).toEqual([
      'The spire.',
      'Lanterns at night.',
      '',
      'Musicians on the float.',
    ]);
    const body = multipartForm({ title: 'Gion', body: 'New first photo' }, await pngBytes('#000000'));
    const put = await restOk(t, 'PUT', `/api/posting/${post.id}`, { token: author.token, body });
    const after = await t.gql(
      `query($id: ID!) { post(id: $id) { ${PHOTO_FIELDS} } }`,
      { id: post.id },
      { token: author.token },
    );
    const photos: Photo[] = after.data!.post.photos;
    expect(photos).toHaveLength(4);
    expect(photos[0]!.url).not.toBe(post.photos[0]!.url);
    expect(photos[0]!.description).toBe('The spire.');
    expect(photos.slice(1).map((p) => p.id)).toEqual(post.photos.slice(1).map((p) => p.id));
    expect(put.image).toBe(`${t.url}${photos[0]!.url}`);
    expect((await fetch(`${t.url}${post.photos[0]!.url}`)).status).toBe(404);
  });

  it(`refuses more than ${POST_PHOTOS_MAX} photos, a photo of another post, and an over-long description`, async () => {
    const five = await send(CREATE, { input: POST, photos: [...fourPhotos, { description: 'a fifth' }] });
    expect(five.data.createPost).toEqual({
      post: null,
      userErrors: [
        { field: 'photos', message: `A post has at most ${POST_PHOTOS_MAX} photos.`, code: 'BAD_USER_INPUT' },
      ],
    });
    const other = await createWithFour();
    const mine = await createWithFour();
    const stolen = await send(UPDATE, { id: mine.id, input: {}, photos: [{ keep: other.photos[0]!.id }] });
    expect(stolen.data.updatePost.userErrors).toEqual([
      { field: 'photos.0', message: 'That photo is not one of this post’s.', code: 'BAD_USER_INPUT' },
    ]);
    const tooLong = await send(CREATE, {
      input: POST,
      photos: [{ upload: true, description: 'a'.repeat(IMAGE_ALT_MAX_LENGTH + 1) }],
    });
    expect(tooLong.data.createPost.userErrors).toEqual([
      {
        field: 'photos.0.description',
        message: `The image description must be at most ${IMAGE_ALT_MAX_LENGTH} characters.`,
        code: 'BAD_USER_INPUT',
      },
    ]);
    const neither = await t.gql(CREATE, { input: POST, photos: [{ description: 'nothing' }] }, { token: author.token });
    expect(neither.data!.createPost.userErrors[0]).toMatchObject({ field: 'photos.0', code: 'BAD_USER_INPUT' });
  });

  it('deleting the post deletes every photo file', async () => {
    const post = await createWithFour();
    const res = await t.gql(
      `mutation($id: ID!) { deletePost(id: $id) { deletedPostId } }`,
      { id: post.id },
      { token: author.token },
    );
    expect(res.data!.deletePost.deletedPostId).toBe(post.id);
    for (const photo of post.photos) expect((await fetch(`${t.url}${photo.url}`)).status).toBe(404);
    expect(await t.orm.em.fork().count(PostPhoto, { post: post.id })).toBe(0);
  });
});
