import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { User } from '../accounts/user.entity.js';
import { Itinerary } from './itinerary.entity.js';
import { Stop } from './stop.entity.js';

/** Test-only helpers for itineraries, through the public GraphQL API. */
export const ITINERARY_FIELDS = `id title description tips currency totalBudget coverUrl averageRating ratingCount myRating isOwner forkCount
  owner { id username } forkedFrom { id title ownerUsername }
  stops { id position name address latitude longitude budget currency types imageUrl }`;

export const CREATE_ITINERARY = `mutation($input: ItineraryInput!) { createItinerary(input: $input) { ${ITINERARY_FIELDS} } }`;

export const MANILA = {
  name: 'Manila',
  latitude: 14.5995,
  longitude: 120.9842,
  budget: 500,
  types: ['city', 'capital', 'port', 'historic'],
};
export const INTRAMUROS = {
  name: 'Intramuros',
  latitude: 14.5896,
  longitude: 120.9747,
  budget: 200,
  types: ['historic'],
};
export const CEBU = { name: 'Cebu City', latitude: 10.3157, longitude: 123.8854, budget: 800 };

export function itineraryInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Old Manila walk',
    description: 'A day in the walled city.',
    tips: 'Bring water.\n**Wear** a hat.',
    currency: 'PHP',
    totalBudget: 1500,
    stops: [MANILA, INTRAMUROS],
    ...overrides,
  };
}

/** Creates an itinerary for `token` and returns its GraphQL view. */
export async function createItinerary(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const res = await t.gql(CREATE_ITINERARY, { input: itineraryInput(overrides) }, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.createItinerary;
}

export const errorCode = (res: { errors?: { extensions?: Record<string, any> }[] }) =>
  res.errors?.[0]?.extensions?.code;

/** An itinerary with two stops written straight to the database (no rate limit); returns its and its stops' ids. */
export async function seedItinerary(
  t: TestApp,
  ownerId: string,
  fields: {
    title?: string;
    createdAt?: Date;
    stops?: { name: string; latitude: number; longitude: number; budget: number }[];
  } = {},
) {
  const em = t.orm.em.fork();
  const owner = em.getReference(User, ownerId);
  const itinerary = em.create(Itinerary, {
    owner,
    title: fields.title ?? 'Seeded trip',
    description: 'Seeded',
    tips: 'Tips',
    totalBudget: 100,
    ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
  });
  const stops = (fields.stops ?? [MANILA, INTRAMUROS]).map((s, position) =>
    em.create(Stop, {
      owner,
      itinerary,
      position,
      name: s.name,
      latitude: s.latitude,
      longitude: s.longitude,
      budget: s.budget,
    }),
  );
  await em.flush();
  return { id: itinerary.id, stopIds: stops.map((s) => s.id) };
}
