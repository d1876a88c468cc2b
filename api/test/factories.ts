/**
 * The test kit: every member, admin, post, comment, follow, itinerary and report a test needs. Members, posts,
 * comments, follows, itineraries and reports are written straight to the database (fast, no rate limits);
 * `signUpMember` and `createItinerary` go through the real API when a test needs the real path.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { openSession } from '../src/features/accounts/session.service.js';
import { User } from '../src/features/accounts/user.entity.js';
import { Comment } from '../src/features/comments/comment.entity.js';
import { Follow, type FollowStatus } from '../src/features/follows/follow.entity.js';
import { Itinerary } from '../src/features/itineraries/itinerary.entity.js';
import { Stop } from '../src/features/itineraries/stop.entity.js';
import { Post } from '../src/features/posts/post.entity.js';
import { ReportCategory } from '../src/features/reports/report-category.js';
import { Report } from '../src/features/reports/report.entity.js';
import { latestCode, type TestApp } from './harness.js';

// ---------------------------------------------------------------- members

export interface TestMember {
  id: string;
  username: string;
  token: string;
}

export type MemberOverrides = Partial<Pick<User, 'username' | 'fullName' | 'country' | 'isPrivate' | 'isAdmin'>>;

/** A signed-in member created straight in the database. */
export async function createMember(t: TestApp, overrides: MemberOverrides = {}): Promise<TestMember> {
  const em = t.orm.em.fork();
  const suffix = randomBytes(4).toString('hex');
  const username = overrides.username ?? `member_${suffix}`;
  const user = em.create(User, {
    username,
    email: `${username.toLowerCase()}@example.test`,
    fullName: overrides.fullName ?? `Member ${suffix}`,
    country: overrides.country ?? 'Philippines',
    isPrivate: overrides.isPrivate ?? false,
    isAdmin: overrides.isAdmin ?? false,
  });
  const { token } = openSession(em, user);
  await em.flush();
  return { id: user.id, username, token };
}

/** A signed-in administrator created straight in the database. */
export function createAdmin(t: TestApp, overrides: Omit<MemberOverrides, 'isAdmin'> = {}): Promise<TestMember> {
  return createMember(t, { ...overrides, isAdmin: true });
}

export interface SignedUpMember {
  token: string;
  password: string;
  user: { id: string; username: string; email: string; fullName: string; country: string };
}

let memberCounter = 0;

/**
 * Creates a member through the real sign-up (startSignUp, the mailed code, completeSignUp) and returns
 * their token. `isAdmin`/`isPrivate` are then set in the database, as no member can set them.
 */
export async function signUpMember(
  t: TestApp,
  options: {
    username?: string;
    email?: string;
    password?: string;
    fullName?: string;
    country?: string;
    isAdmin?: boolean;
    isPrivate?: boolean;
  } = {},
): Promise<SignedUpMember> {
  const unique = `${Date.now().toString(36)}${(memberCounter++).toString(36)}${randomBytes(2).toString('hex')}`;
  const username = options.username ?? `m_${unique}`;
  const email = options.email ?? `${username.toLowerCase()}@example.com`;
  const password = options.password ?? 'Culture#2024';
  const fullName = options.fullName ?? `Member ${username}`;
  const country = options.country ?? 'Philippines';
  // Many sign-ups in one test file must not trip the per-address code-verification limit.
  for (const ip of ['127.0.0.1', '::ffff:127.0.0.1', '::1']) t.app.services.rateLimiter.reset(`code-verify:ip:${ip}`);
  const started = await t.gql(
    `mutation ($input: SignUpInput!) { startSignUp(input: $input) { __typename ... on CodeChallenge { id } ... on ValidationFailed { fieldErrors { field message } } } }`,
    { input: { fullName, country, email, username, password, passwordConfirmation: password } },
  );
  const challenge = started.data?.startSignUp;
  if (challenge?.__typename !== 'CodeChallenge')
    throw new Error(`sign-up of ${username} failed: ${JSON.stringify(started.errors ?? challenge)}`);
  const code = await latestCode(t, email);
  const completed = await t.gql(
    `mutation ($id: ID!, $code: String!) { completeSignUp(challengeId: $id, code: $code) { token user { id username email fullName country } } }`,
    {
      id: challenge.id,
      code,
    },
  );
  if (!completed.data?.completeSignUp)
    throw new Error(`sign-up of ${username} failed: ${JSON.stringify(completed.errors)}`);
  const { token, user } = completed.data.completeSignUp;
  const flags = { isAdmin: options.isAdmin, isPrivate: options.isPrivate };
  if (flags.isAdmin !== undefined || flags.isPrivate !== undefined) {
    const set = Object.fromEntries(
      Object.entries(flags)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k === 'isAdmin' ? 'is_admin' : 'is_private', v]),
    );
    const columns = Object.keys(set);
    await t.orm.em
      .getConnection()
      .execute(`update app_user set ${columns.map((c) => `${c} = ?`).join(', ')} where id = ?`, [
        ...columns.map((c) => set[c]),
        user.id,
      ]);
  }
  return { token, password, user };
}

// ---------------------------------------------------------------- posts, comments, follows

export const POST_FIELDS =
  'id title content category country imageUrl isLiked likeCount commentCount author { id username } likers { id } comments { id body }';

export async function seedPost(
  t: TestApp,
  authorId: string,
  fields: Partial<Pick<Post, 'title' | 'content' | 'category' | 'country' | 'isBanned' | 'createdAt'>> = {},
): Promise<string> {
  const em = t.orm.em.fork();
  const post = em.create(Post, {
    author: em.getReference(User, authorId),
    title: fields.title ?? 'A seeded post',
    content: fields.content ?? 'Seeded content',
    category: fields.category ?? 'Food',
    country: fields.country ?? 'Philippines',
    isBanned: fields.isBanned ?? false,
    ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
  });
  await em.flush();
  return post.id;
}

/** A comment on a post (optionally a reply to another comment), without notifications; returns its id. */
export async function seedComment(
  t: TestApp,
  authorId: string,
  postId: string,
  fields: { body?: string; repliedToId?: string; createdAt?: Date } = {},
): Promise<string> {
  const em = t.orm.em.fork();
  const comment = em.create(Comment, {
    author: em.getReference(User, authorId),
    post: em.getReference(Post, postId),
    body: fields.body ?? 'A seeded comment',
    ...(fields.repliedToId ? { repliedTo: em.getReference(Comment, fields.repliedToId) } : {}),
    ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
  });
  await em.flush();
  return comment.id;
}

export async function follow(
  t: TestApp,
  followerId: string,
  followeeId: string,
  status: FollowStatus = 'accepted',
): Promise<void> {
  const em = t.orm.em.fork();
  em.create(Follow, {
    follower: em.getReference(User, followerId),
    followee: em.getReference(User, followeeId),
    status,
  });
  await em.flush();
}

// ---------------------------------------------------------------- itineraries

export const ITINERARY_FIELDS = `id title description tips currency totalBudget coverUrl averageRating ratingCount myRating isOwner forkCount
  owner { id username } forkedFrom { id title ownerUsername }
  stops { id position name address latitude longitude budget currency types imageUrl }`;

export const CREATE_ITINERARY = `mutation($input: ItineraryInput!) { createItinerary(input: $input) { ${ITINERARY_FIELDS} } }`;

/** An itinerary as ITINERARY_FIELDS selects it. */
export interface TestItinerary {
  id: string;
  title: string;
  description: string;
  tips: string;
  currency: string;
  totalBudget: number;
  coverUrl: string | null;
  averageRating: number | null;
  ratingCount: number;
  myRating: number | null;
  isOwner: boolean;
  forkCount: number;
  owner: { id: string; username: string };
  forkedFrom: { id: string; title: string; ownerUsername: string } | null;
  stops: {
    id: string;
    position: number;
    name: string;
    address: string | null;
    latitude: number;
    longitude: number;
    budget: number;
    currency: string;
    types: string[];
    imageUrl: string | null;
  }[];
}

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

/** Creates an itinerary for `token` through GraphQL and returns its view. */
export async function createItinerary(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<TestItinerary> {
  const res = await t.gql<{ createItinerary: TestItinerary }>(
    CREATE_ITINERARY,
    { input: itineraryInput(overrides) },
    { token },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createItinerary;
}

/** An itinerary with two stops written straight to the database (no rate limit); returns its and its stops' ids. */
export async function seedItinerary(
  t: TestApp,
  ownerId: string,
  fields: {
    title?: string;
    createdAt?: Date;
    stops?: { name: string; latitude: number; longitude: number; budget: number }[];
  } = {},
): Promise<{ id: string; stopIds: string[] }> {
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

// ---------------------------------------------------------------- reports

/** An OPEN report written straight to the database. */
export async function seedReport(
  t: TestApp,
  reporterId: string,
  postId: string,
  details = 'Please review',
): Promise<string> {
  const em = t.orm.em.fork();
  const post = await em.findOneOrFail(Post, postId);
  const report = em.create(Report, {
    reporter: em.getReference(User, reporterId),
    post,
    reportedPostId: post.id,
    postTitle: post.title,
    postAuthorId: post.author.id,
    category: ReportCategory.SCAM_FALSE_INFORMATION,
    details,
  });
  await em.flush();
  return report.id;
}
