import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createMember, follow, php, seedItinerary, type TestMember } from '../../../test/factories.js';
import { queryCounter } from '../../../test/query-counter.js';
import { graphql } from '../../../test/gql/index.js';
import { User } from '../accounts/user.entity.js';
import { ItineraryRating } from './itinerary-rating.entity.js';

/** The itinerary home page and a view cost the same number of SQL queries whatever their size. */
let t: TestApp;
let viewer: TestMember;
let small: string;
let large: string;

const HOME = graphql(`
  query ItineraryHomeQueryCount($first: Int) {
    itineraries(first: $first) {
      edges {
        node {
          id
          title
          description
          coverUrl
          averageRating
          ratingCount
          myRating
          forkCount
          isOwner
          createdAt
          owner {
            id
            username
            photoUrl
          }
          forkedFrom {
            id
            title
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const VIEW = graphql(`
  query ItineraryViewQueryCount($id: ID!) {
    itinerary(id: $id) {
      id
      title
      description
      tips
      totalBudget {
        amount
        currencyCode
      }
      coverUrl
      averageRating
      ratingCount
      myRating
      forkCount
      isOwner
      owner {
        id
        username
        photoUrl
      }
      forkedFrom {
        id
        title
        ownerUsername
      }
      stops {
        id
        position
        name
        address
        latitude
        longitude
        budget {
          amount
          currencyCode
        }
        types
        imageUrl
      }
      nearbySuggestions {
        name
        source
        distanceMeters
      }
    }
  }
`);

let countQueries: ReturnType<typeof queryCounter>;

const stopsAround = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    name: `Stop ${i}`,
    latitude: 14.5 + i * 0.01,
    longitude: 121 + i * 0.01,
    budget: php(i),
  }));

beforeAll(async () => {
  t = await startTestApp();
  countQueries = queryCounter(t);
  viewer = await createMember(t);
  const em = t.orm.em.fork();
  const owners: TestMember[] = [];
  for (let i = 0; i < 4; i++) {
    const m = await createMember(t, { isPrivate: i % 2 === 0 });
    if (i < 3) await follow(t, viewer.id, m.id);
    owners.push(m);
  }
  const ids: string[] = [];
  for (let i = 0; i < 12; i++)
    ids.push((await seedItinerary(t, owners[i % owners.length].id, { title: `Trip ${i}` })).id);
  for (const [i, id] of ids.entries()) {
    for (const rater of owners.slice(0, i % 3))
      em.create(ItineraryRating, { itinerary: id, user: em.getReference(User, rater.id), rating: 1 + (i % 5) });
  }
  await em.flush();
  small = (await seedItinerary(t, owners[1].id, { stops: stopsAround(3) })).id;
  large = (await seedItinerary(t, owners[1].id, { stops: stopsAround(25) })).id;
  await t.gql(
    `mutation($id: ID!) { forkItinerary(id: $id) { itinerary { id } } }`,
    { id: ids[0] },
    { token: viewer.token },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('itinerary query count', () => {
  it('is constant in the home page size (GraphQL)', async () => {
    const two = await countQueries(() => t.gql(HOME, { first: 2 }, { token: viewer.token }));
    const six = await countQueries(() => t.gql(HOME, { first: 6 }, { token: viewer.token }));
    expect(two.result.errors).toBeUndefined();
    expect(six.result.data!.itineraries.edges).toHaveLength(6);
    expect(six.result.data!.itineraries.edges.some((e) => e.node.ratingCount > 0)).toBe(true);
    expect(two.queries).toBeGreaterThanOrEqual(3);
    expect(six.queries).toBe(two.queries);
  });

  it('is constant in the number of stops of a view', async () => {
    const three = await countQueries(() => t.gql(VIEW, { id: small }, { token: viewer.token }));
    const many = await countQueries(() => t.gql(VIEW, { id: large }, { token: viewer.token }));
    expect(three.result.errors).toBeUndefined();
    expect(many.result.data!.itinerary!.stops).toHaveLength(25);
    expect(three.queries).toBeGreaterThanOrEqual(3);
    expect(many.queries).toBe(three.queries);
  });

  it('is constant in the REST page size', async () => {
    const page = (size: number) =>
      t.rest<{ results: unknown[] }>('GET', `/api/saved-itinerary?page=1&page_size=${size}`, { token: viewer.token });
    const two = await countQueries(() => page(2));
    const six = await countQueries(() => page(6));
    expect(six.result.body.results).toHaveLength(6);
    expect(six.queries).toBe(two.queries);
  });
});
