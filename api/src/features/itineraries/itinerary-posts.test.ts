import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { createItinerary, createMember, type TestMember } from '../../../test/factories.js';

/** Attaching itineraries to posts, the itinerary card on posts, and the guide_guru / share_star counters. */
let t: TestApp;
let author: TestMember;
let reader: TestMember;

const CREATE_POST = `mutation($input: CreatePostInput!) { createPost(input: $input) { post { id itineraryId itinerary { id title description coverUrl averageRating ownerUsername } } ${USER_ERRORS} } }`;
const post = (itineraryId: string | null) => ({
  input: { title: 'Trip report', category: 'HISTORY', country: 'Philippines', content: 'See my plan', itineraryId },
});

beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  reader = await createMember(t);
});
afterAll(async () => {
  await t?.close();
});

const counters = async (member: TestMember) => {
  const res = await t.rest('GET', `/api/view_user/${member.id}/`, { token: member.token });
  return { guide_guru: res.body.guide_guru, share_star: res.body.share_star };
};

describe('itineraries in posts', () => {
  it("attach only the author's own itinerary; the card shows in GraphQL and REST; counters move", async () => {
    expect(await counters(author)).toEqual({ guide_guru: 0, share_star: 0 });
    const mine = await createItinerary(t, author.token);
    const theirs = await createItinerary(t, reader.token);
    expect(await counters(author)).toEqual({ guide_guru: 1, share_star: 0 });

    const refused = await t.gql(CREATE_POST, post(theirs.id), { token: author.token });
    expect(userErrorsOf(refused, 'createPost')).toEqual([
      { field: 'itineraryId', message: 'Choose one of your own itineraries.', code: 'BAD_USER_INPUT' },
    ]);
    const unknown = await t.gql(CREATE_POST, post('00000000-0000-4000-8000-000000000000'), { token: author.token });
    expect(userErrorsOf(unknown, 'createPost').map((e) => e.code)).toEqual(['BAD_USER_INPUT']);

    const created = await t.gql(CREATE_POST, post(mine.id), { token: author.token });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createPost.post.itinerary).toEqual({
      id: mine.id,
      title: mine.title,
      description: mine.description,
      coverUrl: null,
      averageRating: null,
      ownerUsername: author.username,
    });
    expect(await counters(author)).toEqual({ guide_guru: 1, share_star: 1 });

    const restView = await t.rest('GET', `/api/liked-post-view/${created.data!.createPost.post.id}`, {
      token: reader.token,
    });
    expect(restView.body[0].itinerary_in_post).toEqual([
      {
        id: mine.id,
        main_title: mine.title,
        main_description: mine.description,
        main_image: null,
        average_rating: null,
        creator_name: author.username,
      },
    ]);

    // over REST too, and someone else's itinerary is refused there as well
    const form = (itineraryId: string) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({
        title: 'Again',
        category: 'History',
        country: 'PH',
        body: 'x',
        itinerary_id: itineraryId,
      }))
        body.append(k, v);
      return body;
    };
    expect((await t.rest('POST', '/api/posting', { token: author.token, body: form(theirs.id) })).status).toBe(400);
    expect(
      (await t.rest('POST', '/api/posting', { token: author.token, body: form(mine.id) })).body.itinerary_in_post,
    ).toHaveLength(1);

    // deleting the itinerary keeps the post, without the card
    await t.gql(
      'mutation($id: ID!) { deleteItinerary(id: $id) { deletedItineraryId } }',
      { id: mine.id },
      { token: author.token },
    );
    const after = await t.gql(
      'query($id: ID!) { post(id: $id) { itineraryId itinerary { id } } }',
      { id: created.data!.createPost.post.id },
      { token: reader.token },
    );
    expect(after.data!.post).toEqual({ itineraryId: null, itinerary: null });
    expect(await counters(author)).toEqual({ guide_guru: 0, share_star: 0 });
  });
});
