/**
 * The test kit: every member, admin, post, comment, follow, itinerary and report a test needs. Members, posts,
 * comments, follows, itineraries and reports are written straight to the database (fast, no rate limits);
 * `signUpMember` and `createItinerary` go through the real API when a test needs the real path.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { openSession } from '../src/features/accounts/index.js';
import { User } from '../src/features/accounts/user.entity.js';
import { Comment } from '../src/features/comments/comment.entity.js';
import { Follow, type FollowStatus } from '../src/features/follows/follow.entity.js';
import { Itinerary } from '../src/features/itineraries/itinerary.entity.js';
import { Notification } from '../src/features/notifications/notification.entity.js';
import { Stop } from '../src/features/itineraries/stop.entity.js';
import { Post } from '../src/features/posts/post.entity.js';
import { ReportCategory } from '../src/features/reports/index.js';
import { Report } from '../src/features/reports/report.entity.js';
import { latestCode, USER_ERRORS, userErrorsOf, type TestApp, type UntypedJson } from './harness.js';

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
  for (const ip of ['127.0.0.1', '::ffff:127.0.0.1', '::1']) {
    await t.app.services.rateLimiter.reset(`code-verify:ip:${ip}`);
    await t.app.services.rateLimiter.reset(`code-send:ip:${ip}`);
  }
  const started = await t.gql(
    `mutation ($input: SignUpInput!) { startSignUp(input: $input) { codeChallenge { id } userErrors { field message } } }`,
    { input: { fullName, country, email, username, password, passwordConfirmation: password } },
  );
  const challenge = started.data?.startSignUp?.codeChallenge;
  if (!challenge)
    throw new Error(`sign-up of ${username} failed: ${JSON.stringify(started.errors ?? started.data?.startSignUp)}`);
  const code = await latestCode(t, email);
  const completed = await t.gql(
    `mutation ($id: ID!, $code: String!) { completeSignUp(challengeId: $id, code: $code) { token user { id username email fullName country } userErrors { message } } }`,
    {
      id: challenge.id,
      code,
    },
  );
  if (!completed.data?.completeSignUp?.token)
    throw new Error(`sign-up of ${username} failed: ${JSON.stringify(completed.errors ?? completed.data)}`);
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
  'id title content category country imageUrl isLiked likeCount commentCount author { id username } likers { nodes { id } } comments { nodes { id body } }';

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

/** The id of the follow (or request) of `followerId` to `followeeId`, if there is one. */
export async function followIdOf(t: TestApp, followerId: string, followeeId: string): Promise<string | undefined> {
  const rows = await t.orm.em
    .fork()
    .getConnection()
    .execute<{ id: string }[]>('select id from follow where follower_id = ? and followee_id = ?', [
      followerId,
      followeeId,
    ]);
  return rows[0]?.id;
}

// ---------------------------------------------------------------- live events

/** The cursor of the newest live event: subscribe with `after` set to it to miss nothing from now on. */
export async function liveCursor(t: TestApp): Promise<string> {
  return (await t.gql<{ liveCursor: string }>('{ liveCursor }')).data!.liveCursor;
}

// ---------------------------------------------------------------- itineraries

export const ITINERARY_FIELDS = `id title description tips totalBudget { amount currencyCode } coverUrl averageRating ratingCount
  myRating isOwner forkCount owner { id username } forkedFrom { id title ownerUsername }
  stops { id position name address latitude longitude budget { amount currencyCode } types imageUrl }`;

export const CREATE_ITINERARY = `mutation($input: ItineraryInput!) {
  createItinerary(input: $input) { itinerary { ${ITINERARY_FIELDS} } ${USER_ERRORS} }
}`;

/** An amount in a currency, as Money answers it and MoneyInput takes it. */
export interface TestMoney {
  amount: number;
  currencyCode: string;
}

/** `amount` pesos (the test itineraries' currency) as a MoneyInput. */
export const php = (amount: number): TestMoney => ({ amount, currencyCode: 'PHP' });

/** An itinerary as ITINERARY_FIELDS selects it. */
export interface TestItinerary {
  id: string;
  title: string;
  description: string;
  tips: string;
  totalBudget: TestMoney;
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
    budget: TestMoney;
    types: string[];
    imageUrl: string | null;
  }[];
}

export const MANILA = {
  name: 'Manila',
  latitude: 14.5995,
  longitude: 120.9842,
  budget: php(500),
  types: ['city', 'capital', 'port', 'historic'],
};
export const INTRAMUROS = {
  name: 'Intramuros',
  latitude: 14.5896,
  longitude: 120.9747,
  budget: php(200),
  types: ['historic'],
};
export const CEBU = { name: 'Cebu City', latitude: 10.3157, longitude: 123.8854, budget: php(800) };

export function itineraryInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Old Manila walk',
    description: 'A day in the walled city.',
    tips: 'Bring water.\n**Wear** a hat.',
    totalBudget: php(1500),
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
  const res = await t.gql<{ createItinerary: { itinerary: TestItinerary } }>(
    CREATE_ITINERARY,
    { input: itineraryInput(overrides) },
    { token },
  );
  expect(res.errors).toBeUndefined();
  expect(userErrorsOf(res, 'createItinerary')).toEqual([]);
  return res.data!.createItinerary.itinerary;
}

/** An itinerary with two stops written straight to the database (no rate limit); returns its and its stops' ids. */
export async function seedItinerary(
  t: TestApp,
  ownerId: string,
  fields: {
    title?: string;
    createdAt?: Date;
    stops?: { name: string; latitude: number; longitude: number; budget: TestMoney }[];
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
      budget: s.budget.amount,
      currency: s.budget.currencyCode,
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

// ---------------------------------------------------------------- a whole community (REST contract tests)

/** A small PNG, for uploads. */
export const pngBytes = (background = '#3366ff') =>
  sharp({ create: { width: 64, height: 48, channels: 4, background } })
    .png()
    .toBuffer();

/** A multipart form with text fields and an optional picture in `image`, as the original client builds it. */
export function multipartForm(fields: Record<string, string | string[]>, image?: Buffer): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'picture.png');
  return form;
}

/** Fails the test unless a REST call answered 2xx; returns its body. */
export async function restOk<T = UntypedJson>(t: TestApp, ...args: Parameters<TestApp['rest']>): Promise<T> {
  const res = await t.rest<T>(...args);
  if (res.status < 200 || res.status > 299)
    throw new Error(`${args[0]} ${args[1]} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface Community {
  /** Public, with a profile photo; follows bob and is followed by him; asked to follow carol. */
  alice: TestMember;
  /** Public, no photo (the default avatar); follows alice and, accepted, carol. */
  bob: TestMember;
  /** Private; approved bob's request, alice's is pending. */
  carol: TestMember;
  admin: TestMember;
  posts: {
    /** alice's, with an image and her itinerary attached; liked and commented by bob, with alice's reply. */
    aliceTrip: string;
    /** alice's, plain; reported by bob and warned by the admin. */
    aliceWarned: string;
    /** alice's, reported by bob and banned by the admin. */
    aliceBanned: string;
    bobFood: string;
    carolPrivate: string;
  };
  comments: { bobOnTrip: string; aliceReply: string };
  /** alice's itinerary with two stops and a cover, rated by bob (4) and carol (2). */
  itinerary: { id: string; stopIds: string[] };
  /** bob's report on aliceTrip, still open. */
  openReport: string;
}

/**
 * A realistic data set built the way the original client builds it (its REST calls), so every kind of row
 * exists: members with and without photos, follows both ways, a private account with an approved and a pending
 * request, posts with images, likes, comments and a reply, an itinerary with stops, a cover and ratings,
 * notifications of every type, open and decided reports, and survey answers.
 */
export async function seedCommunity(t: TestApp): Promise<Community> {
  const alice = await createMember(t, { fullName: 'Alice Reyes', country: 'Philippines' });
  const bob = await createMember(t, { fullName: 'Bob Tanaka', country: 'Japan' });
  const carol = await createMember(t, { fullName: 'Carol Silva', country: 'Brazil', isPrivate: true });
  const admin = await createAdmin(t, { fullName: 'Ada Admin' });
  const api = (member: TestMember, method: string, path: string, body?: unknown) =>
    restOk(t, method, `/api${path}`, { token: member.token, body });

  await api(alice, 'POST', '/change-profile', multipartForm({}, await pngBytes('#cc3355')));
  await api(alice, 'POST', `/follow/${bob.id}/follow/`);
  await api(bob, 'POST', `/follow/${alice.id}/follow/`);
  await api(bob, 'POST', `/follow/${carol.id}/follow/`);
  const [request] = await t.orm.em.fork().find(Notification, { recipient: carol.id, type: 'follow_request' });
  await api(carol, 'POST', '/respond-follow-request/', { notification_id: request.id, approve: true });
  await api(alice, 'POST', `/follow/${carol.id}/follow/`);

  const stops = [];
  for (const place of [MANILA, INTRAMUROS])
    stops.push(
      await api(alice, 'POST', '/create-itinerary', {
        latitude: String(place.latitude),
        longitude: String(place.longitude),
        budget: String(place.budget.amount),
        code: '',
      }),
    );
  const itinerary = await api(
    alice,
    'POST',
    '/save-itinerary',
    multipartForm(
      {
        main_title: 'Old Manila walk',
        main_description: 'A day in the walled city.',
        gen_tips: 'Bring water.',
        total_budget: '700',
        currency: '',
        itineraries: stops.map((s: { id: string }) => s.id).join(','),
      },
      await pngBytes('#228844'),
    ),
  );
  await api(bob, 'PUT', '/ratings/', { user_id: '', itinerary_id: itinerary.id, rating: 4 });
  await api(carol, 'PUT', '/ratings/', { user_id: '', itinerary_id: itinerary.id, rating: 2 });

  const post = async (member: TestMember, fields: Record<string, string>, image?: Buffer) =>
    (
      await api(
        member,
        'POST',
        '/posting',
        multipartForm({ category: 'Food', country: 'Philippines', ...fields }, image),
      )
    )._id as string;
  const aliceTrip = await post(
    alice,
    { title: 'Intramuros at dawn', body: 'Walls and churches.', itinerary_id: itinerary.id },
    await pngBytes('#3366ff'),
  );
  const aliceWarned = await post(alice, { title: 'Street food', body: 'Balut and more.' });
  const aliceBanned = await post(alice, { title: 'Cheap flights', body: 'Click here.' });
  const bobFood = await post(bob, { title: 'Ramen', body: 'Tonkotsu in Fukuoka.', country: 'Japan' });
  const carolPrivate = await post(carol, { title: 'Carnival', body: 'Samba in Rio.', country: 'Brazil' });

  await api(bob, 'POST', `/like-posts/${aliceTrip}/like_post/`, null);
  await api(alice, 'POST', `/like-posts/${bobFood}/like_post/`, null);
  const bobOnTrip = (
    await api(bob, 'POST', '/commenting', { post_id: aliceTrip, replied_to: alice.username, body: 'Beautiful!' })
  )._id as string;
  const aliceReply = (
    await api(alice, 'POST', '/commenting', { post_id: aliceTrip, replied_to: bobOnTrip, body: 'Thanks!' })
  )._id as string;

  const report = async (postId: string) =>
    (
      await api(bob, 'POST', '/reports/', {
        post_id: postId,
        category: 'Scam or false information',
        details: 'Looks wrong.',
      })
    )._id as string;
  const warned = await report(aliceWarned);
  const banned = await report(aliceBanned);
  const openReport = await report(aliceTrip);
  await api(admin, 'PUT', `/reports/${warned}/`, {
    post_id: aliceWarned,
    mark_as_warned: true,
    mark_as_reported: false,
  });
  await api(admin, 'PUT', `/reports/${banned}/`, {
    post_id: aliceBanned,
    mark_as_warned: false,
    mark_as_reported: true,
  });

  // Types no original screen produces: a badge, and the outcome sent to a reporter.
  const em = t.orm.em.fork();
  em.create(Notification, {
    recipient: em.getReference(User, alice.id),
    type: 'achievement',
    achievement: 'guide_guru',
  });
  em.create(Notification, { recipient: em.getReference(User, bob.id), type: 'report_outcome' });
  await em.flush();

  const answers = ['Agree', 'Strongly Agree', 'Neutral', 'Agree', 'Disagree', 'Strongly Disagree'];
  for (const member of [alice, bob])
    await api(member, 'POST', '/get-survey', Object.fromEntries(answers.map((answer, i) => [`q${i + 1}`, answer])));

  return {
    alice,
    bob,
    carol,
    admin,
    posts: { aliceTrip, aliceWarned, aliceBanned, bobFood, carolPrivate },
    comments: { bobOnTrip, aliceReply },
    itinerary: { id: itinerary.id, stopIds: stops.map((s: { id: string }) => s.id) },
    openReport,
  };
}
