import { IMAGE_ALT_MAX_LENGTH } from '@culturalink/common/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import {
  createItinerary,
  createMember,
  multipartForm,
  php,
  pngBytes,
  restOk,
  type TestMember,
} from '../../../test/factories.js';

let t: TestApp;
let author: TestMember;

const ALT = 'Dancers in red and gold costumes raise their arms in a crowded street.';
const TOO_LONG = 'a'.repeat(IMAGE_ALT_MAX_LENGTH + 1);
const POST = { title: 'Sinulog', category: 'FESTIVALS', country: 'Philippines', content: 'Dancing in Cebu' };
const CREATE = `mutation($input: CreatePostInput!) { createPost(input: $input) { post { id imageAlt } ${USER_ERRORS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdatePostInput!) { updatePost(id: $id, input: $input) { post { id imageAlt } ${USER_ERRORS} } }`;

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('post image descriptions', () => {
  it('stores the trimmed description, returns it in the feed, and lets the author change it', async () => {
    const created = await t.gql(CREATE, { input: { ...POST, imageAlt: `  ${ALT}  ` } }, { token: author.token });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createPost.post.id as string;
    expect(created.data!.createPost.post.imageAlt).toBe(ALT);

    const feed = await t.gql(`{ feed(first: 5) { edges { node { id imageAlt } } } }`, {}, { token: author.token });
    expect(feed.data!.feed.edges.find((e: { node: { id: string } }) => e.node.id === id).node.imageAlt).toBe(ALT);

    const edited = await t.gql(UPDATE, { id, input: { imageAlt: 'A street parade.' } }, { token: author.token });
    expect(edited.data!.updatePost.post.imageAlt).toBe('A street parade.');
    const untouched = await t.gql(UPDATE, { id, input: { title: 'Sinulog 2026' } }, { token: author.token });
    expect(untouched.data!.updatePost.post.imageAlt).toBe('A street parade.');
  });

  it('is optional: a post without one answers an empty description', async () => {
    const res = await t.gql(CREATE, { input: POST }, { token: author.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createPost.post.imageAlt).toBe('');
  });

  it(`refuses more than ${IMAGE_ALT_MAX_LENGTH} characters with BAD_USER_INPUT naming the field`, async () => {
    const res = await t.gql(CREATE, { input: { ...POST, imageAlt: TOO_LONG } }, { token: author.token });
    expect(res.data!.createPost.post).toBeNull();
    expect(userErrorsOf(res, 'createPost')).toEqual([
      {
        field: 'imageAlt',
        message: `The image description must be at most ${IMAGE_ALT_MAX_LENGTH} characters.`,
        code: 'BAD_USER_INPUT',
      },
    ]);
    const fine = await t.gql(CREATE, { input: POST }, { token: author.token });
    const edit = await t.gql(
      UPDATE,
      { id: fine.data!.createPost.post.id, input: { imageAlt: TOO_LONG } },
      { token: author.token },
    );
    expect(userErrorsOf(edit, 'updatePost').map((e) => e.code)).toEqual(['BAD_USER_INPUT']);
  });

  it('travels over REST as the optional image_alt field', async () => {
    const body = multipartForm(
      { title: 'Lechon', category: 'Food', country: 'Philippines', body: 'Roast pig', image_alt: 'A roast pig.' },
      await pngBytes(),
    );
    const post = await restOk(t, 'POST', '/api/posting', { token: author.token, body });
    expect(post).toMatchObject({ image_alt: 'A roast pig.', image: expect.stringContaining('/uploads/') });
    const tooLong = await t.rest('PUT', `/api/posting/${post._id}`, {
      token: author.token,
      body: multipartForm({ image_alt: TOO_LONG }),
    });
    expect(tooLong.status).toBe(400);
  });
});

describe('stop photo descriptions', () => {
  const STOP_FIELDS = 'stops { id imageAlt }';
  const UPDATE_STOP = `mutation($id: ID!, $stop: StopInput!) {
    updateStop(id: $id, stop: $stop) { stop { id imageAlt } ${USER_ERRORS} }
  }`;
  const stop = { name: 'Manila', latitude: 14.5995, longitude: 120.9842, budget: php(500) };

  it('stores it with the stop, keeps it when an edit leaves it out, and refuses one too long', async () => {
    const itinerary = await createItinerary(t, author.token, {
      stops: [{ ...stop, imageAlt: 'The walls of Intramuros at dusk.' }],
    });
    const stopId = itinerary.stops[0]!.id;
    const read = await t.gql(`query($id: ID!) { itinerary(id: $id) { ${STOP_FIELDS} } }`, { id: itinerary.id });
    expect(read.data!.itinerary.stops[0].imageAlt).toBe('The walls of Intramuros at dusk.');

    const kept = await t.gql(UPDATE_STOP, { id: stopId, stop: { ...stop, budget: php(600) } }, { token: author.token });
    expect(kept.data!.updateStop.stop.imageAlt).toBe('The walls of Intramuros at dusk.');
    const changed = await t.gql(UPDATE_STOP, { id: stopId, stop: { ...stop, imageAlt: '' } }, { token: author.token });
    expect(changed.data!.updateStop.stop.imageAlt).toBe('');

    const tooLong = await t.gql(
      UPDATE_STOP,
      { id: stopId, stop: { ...stop, imageAlt: TOO_LONG } },
      { token: author.token },
    );
    expect(tooLong.data!.updateStop.stop).toBeNull();
    expect(userErrorsOf(tooLong, 'updateStop')).toEqual([
      { field: null, message: 'Please fill all fields correctly.', code: 'BAD_USER_INPUT' },
      {
        field: 'imageAlt',
        message: `The photo description must be at most ${IMAGE_ALT_MAX_LENGTH} characters.`,
        code: 'BAD_USER_INPUT',
      },
    ]);
  });

  it('takes a photo with its description through GraphQL multipart', async () => {
    const itinerary = await createItinerary(t, author.token);
    const operations = {
      query: `mutation($id: ID!, $stop: StopInput!, $photo: Upload) { addStop(itineraryId: $id, stop: $stop, photo: $photo) { stop { name imageUrl imageAlt } } }`,
      variables: {
        id: itinerary.id,
        stop: { ...stop, name: 'Binondo', imageAlt: 'Lanterns over a street.' },
        photo: null,
      },
    };
    const body = new FormData();
    body.append('operations', JSON.stringify(operations));
    body.append('map', JSON.stringify({ 0: ['variables.photo'] }));
    body.append('0', new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }), 'binondo.png');
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${author.token}`, 'apollo-require-preflight': 'true' },
    });
    const json = (await res.json()) as {
      data: { addStop: { stop: { name: string; imageUrl: string; imageAlt: string } } };
    };
    const added = json.data.addStop.stop;
    expect(added).toMatchObject({
      name: 'Binondo',
      imageUrl: expect.stringMatching(/^https?:\/\/[^/]+\/uploads\//),
      imageAlt: 'Lanterns over a street.',
    });
  });

  it('travels over REST as the optional image_alt field of a stop', async () => {
    const body = multipartForm(
      { name: 'Manila', latitude: '14.5995', longitude: '120.9842', budget: '500', image_alt: 'A jeepney.' },
      await pngBytes(),
    );
    const created = await restOk(t, 'POST', '/api/create-itinerary', { token: author.token, body });
    expect(created).toMatchObject({ image_alt: 'A jeepney.', image: expect.stringContaining('/uploads/') });
  });
});
