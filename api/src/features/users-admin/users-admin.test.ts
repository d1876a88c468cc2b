import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  latestCode,
  listen,
  readOutbox,
  startTestApp,
  USER_ERRORS,
  userErrorsOf,
  type TestApp,
} from '../../../test/harness.js';
import { createAdmin, createMember, follow, seedPost, signUpMember, type TestMember } from '../../../test/factories.js';
import { CodeChallenge } from '../accounts/code-challenge.entity.js';
import { User } from '../accounts/user.entity.js';
import { Comment } from '../comments/comment.entity.js';
import { Post } from '../posts/post.entity.js';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createAdmin(t);
});
beforeEach(async () => {
  await t.app.services.rateLimiter.clear();
});
afterAll(async () => {
  await t.close();
});

const ADMIN_USER =
  'id username fullName email country isActive isAdmin setupPending followerCount followingCount followerUsernames achievementCounters { trendSetter contentCreator } achievements { key unlocked }';
const CREATE = `mutation ($input: AdminUserInput!) { createUser(input: $input) { user { ${ADMIN_USER} } ${USER_ERRORS} } }`;
const SETUP = `mutation ($id: ID!, $code: String!, $u: String!, $p: String!) { completeAccountSetup(challengeId: $id, code: $code, username: $u, password: $p) { token user { id username } codeRejection { reason attemptsLeft } ${USER_ERRORS} } }`;
const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }`;
const UPDATE = `mutation ($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { user { ${ADMIN_USER} } ${USER_ERRORS} } }`;
const SET_ACTIVE = `mutation ($id: ID!, $active: Boolean!) { setUserActive(id: $id, active: $active) { user { isActive } ${USER_ERRORS} } }`;
const DELETE = `mutation ($id: ID!) { deleteUser(id: $id) { deletedUserId ${USER_ERRORS} } }`;

describe('create user and account setup', () => {
  it('creates a member who gets an e-mail, sets a username and password with the code, and signs in', async () => {
    const email = `Invited.${Date.now()}@Example.com`;
    const created = await t.gql(
      CREATE,
      { input: { fullName: ' Ines Invited ', email, country: 'Portugal' } },
      { token: admin.token },
    );
    expect(created.errors).toBeUndefined();
    expect(userErrorsOf(created, 'createUser')).toEqual([]);
    const user = created.data!.createUser.user;
    expect(user).toMatchObject({
      username: null,
      fullName: 'Ines Invited',
      email: email.toLowerCase(),
      country: 'Portugal',
      isActive: true,
      isAdmin: false,
      setupPending: true,
    });

    const [mail] = await readOutbox(t, email.toLowerCase());
    expect(mail.text).toContain('An administrator created a CulturaLink account for you');
    const challengeId = /setup id ([0-9a-f-]{36})/.exec(mail.text)![1];
    const code = await latestCode(t, email.toLowerCase());

    const weak = await t.gql(SETUP, { id: challengeId, code, u: 'ines_inv', p: 'weak' });
    expect(weak.errors).toBeUndefined();
    expect(weak.data!.completeAccountSetup).toMatchObject({ token: null, user: null, codeRejection: null });
    expect(userErrorsOf(weak, 'completeAccountSetup')).toEqual([
      { field: null, message: 'Please correct the highlighted fields.', code: 'BAD_USER_INPUT' },
      { field: 'password', message: expect.stringMatching(/capital letter/), code: 'BAD_USER_INPUT' },
    ]);
    const wrong = await t.gql(SETUP, {
      id: challengeId,
      code: code === '000000' ? '111111' : '000000',
      u: 'ines_inv',
      p: 'Lisboa#2026',
    });
    expect(wrong.errors).toBeUndefined();
    expect(wrong.data!.completeAccountSetup).toEqual({
      token: null,
      user: null,
      codeRejection: { reason: 'WRONG_CODE', attemptsLeft: 4 },
      userErrors: [{ field: null, message: 'Wrong one-time password', code: 'BAD_USER_INPUT' }],
    });
    const done = await t.gql(SETUP, { id: challengeId, code, u: 'ines_inv', p: 'Lisboa#2026' });
    expect(done.errors).toBeUndefined();
    expect(done.data!.completeAccountSetup).toEqual({
      token: expect.any(String),
      user: { id: user.id, username: 'ines_inv' },
      codeRejection: null,
      userErrors: [],
    });
    const again = await t.gql(SETUP, { id: challengeId, code, u: 'ines_other', p: 'Lisboa#2026' });
    expect(again.errors).toBeUndefined();
    expect(again.data!.completeAccountSetup).toEqual({
      token: null,
      user: null,
      codeRejection: { reason: 'CODE_EXPIRED', attemptsLeft: null },
      userErrors: [{ field: null, message: 'This code has expired. Request a new one.', code: 'BAD_USER_INPUT' }],
    });
    expect((await t.gql(LOGIN, { u: 'ines_inv', p: 'Lisboa#2026' })).errors).toBeUndefined();
    const read = await t.gql(
      `query ($id: ID!) { adminUser(id: $id) { username setupPending } }`,
      { id: user.id },
      { token: admin.token },
    );
    expect(read.data!.adminUser).toEqual({ username: 'ines_inv', setupPending: false });
  });

  it('refuses an expired setup code and an unknown setup id with user errors, and a deactivated member top-level', async () => {
    const invite = async (name: string) => {
      const email = `${name}.${Date.now()}@example.com`;
      const created = await t.gql(
        CREATE,
        { input: { fullName: name, email, country: 'Chile' } },
        { token: admin.token },
      );
      const [mail] = await readOutbox(t, email);
      const challengeId = /setup id ([0-9a-f-]{36})/.exec(mail.text)![1];
      return { id: created.data!.createUser.user.id as string, challengeId, code: await latestCode(t, email) };
    };

    const late = await invite('late');
    await t.orm.em
      .fork()
      .nativeUpdate(CodeChallenge, { id: late.challengeId }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.gql(SETUP, { id: late.challengeId, code: late.code, u: 'late_one', p: 'Lisboa#2026' });
    expect(expired.errors).toBeUndefined();
    expect(expired.data!.completeAccountSetup).toMatchObject({
      token: null,
      user: null,
      codeRejection: { reason: 'CODE_EXPIRED', attemptsLeft: null },
    });
    expect(userErrorsOf(expired, 'completeAccountSetup').map((e) => e.code)).toEqual(['BAD_USER_INPUT']);
    const stillPending = await t.gql(
      `query ($id: ID!) { adminUser(id: $id) { username setupPending } }`,
      { id: late.id },
      { token: admin.token },
    );
    expect(stillPending.data!.adminUser).toEqual({ username: null, setupPending: true });

    const unknown = await t.gql(SETUP, {
      id: '00000000-0000-4000-8000-000000000000',
      code: '123456',
      u: 'nobody_here',
      p: 'Lisboa#2026',
    });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.completeAccountSetup).toMatchObject({ token: null, user: null, codeRejection: null });
    expect(userErrorsOf(unknown, 'completeAccountSetup').map((e) => [e.field, e.code])).toEqual([[null, 'NOT_FOUND']]);

    const taken = await signUpMember(t);
    const named = await invite('named');
    const clash = await t.gql(SETUP, {
      id: named.challengeId,
      code: named.code,
      u: taken.user.username.toUpperCase(),
      p: 'Lisboa#2026',
    });
    expect(clash.data!.completeAccountSetup).toMatchObject({ token: null, codeRejection: null });
    expect(
      userErrorsOf(clash, 'completeAccountSetup')
        .slice(1)
        .map((e) => [e.field, e.code]),
    ).toEqual([['username', 'BAD_USER_INPUT']]);

    const gone = await invite('gone');
    await t.gql(SET_ACTIVE, { id: gone.id, active: false }, { token: admin.token });
    const refused = await t.gql(SETUP, { id: gone.challengeId, code: gone.code, u: 'gone_one', p: 'Lisboa#2026' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data?.completeAccountSetup ?? null).toBeNull();
  });

  it('requires full name, a valid e-mail not yet registered, and country', async () => {
    const taken = await signUpMember(t);
    const cases = [
      [{ fullName: '', email: 'a.valid@example.com', country: 'Peru' }, 'fullName'],
      [{ fullName: 'A', email: 'not-an-email', country: 'Peru' }, 'email'],
      [{ fullName: 'A', email: taken.user.email.toUpperCase(), country: 'Peru' }, 'email'],
      [{ fullName: 'A', email: 'b.valid@example.com', country: '  ' }, 'country'],
    ] as const;
    for (const [input, field] of cases) {
      const res = await t.gql(CREATE, { input }, { token: admin.token });
      expect(res.errors).toBeUndefined();
      expect(res.data!.createUser.user).toBeNull();
      const userErrors = userErrorsOf(res, 'createUser');
      expect(userErrors[0]).toEqual({
        field: null,
        message: 'Please correct the highlighted fields.',
        code: 'BAD_USER_INPUT',
      });
      expect(userErrors.slice(1).map((e) => [e.field, e.code])).toContainEqual([field, 'BAD_USER_INPUT']);
    }
    expect(await t.orm.em.fork().count(User, { email: { $in: ['a.valid@example.com', 'b.valid@example.com'] } })).toBe(
      0,
    );
    const rest = await t.rest('POST', '/api/culturausers/', {
      token: admin.token,
      body: { fullname: 'R', email: 'bad', country: 'Peru' },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.email_error).toBeTruthy();
  });
});

describe('edit, list and self-protection', () => {
  it('edits a member, lists with search, counts follows, and refuses to let admins drop their rights, deactivate or delete themselves', async () => {
    const member = await createMember(t, { fullName: 'Searchable Sofia' });
    const fan = await createMember(t);
    await follow(t, fan.id, member.id);
    const edited = await t.gql(
      UPDATE,
      {
        id: member.id,
        input: { fullName: 'Sofia Edited', email: `sofia.${Date.now()}@example.com`, country: 'Spain', isAdmin: false },
      },
      { token: admin.token },
    );
    expect(edited.errors).toBeUndefined();
    expect(userErrorsOf(edited, 'updateUser')).toEqual([]);
    expect(edited.data!.updateUser.user).toMatchObject({
      fullName: 'Sofia Edited',
      country: 'Spain',
      followerCount: 1,
      followerUsernames: [fan.username],
      achievementCounters: { trendSetter: 1 },
    });

    const found = await t.gql(
      `{ adminUsers(search: "sofia edit") { edges { node { id } } } }`,
      {},
      { token: admin.token },
    );
    expect(found.data!.adminUsers.edges).toEqual([{ node: { id: member.id } }]);
    const page = await t.gql(
      `{ adminUsers(first: 1) { edges { cursor } pageInfo { hasNextPage endCursor } } }`,
      {},
      { token: admin.token },
    );
    expect(page.data!.adminUsers.pageInfo.hasNextPage).toBe(true);
    const next = await t.gql(
      `query ($after: String) { adminUsers(first: 1, after: $after) { edges { node { id } } } }`,
      { after: page.data!.adminUsers.pageInfo.endCursor },
      { token: admin.token },
    );
    expect(next.data!.adminUsers.edges).toHaveLength(1);

    const self = { fullName: 'Me', email: `me.${Date.now()}@example.com`, country: 'Peru' };
    // permissions stay top-level errors
    const demote = await t.gql(UPDATE, { id: admin.id, input: { ...self, isAdmin: false } }, { token: admin.token });
    expect(demote.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await t.gql(SET_ACTIVE, { id: admin.id, active: false }, { token: admin.token })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { id: admin.id }, { token: admin.token })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.rest('DELETE', `/api/culturauser/${admin.id}/`, { token: admin.token })).status).toBe(403);
    const restSelf = await t.rest('PUT', `/api/culturausers/${admin.id}/`, {
      token: admin.token,
      body: { fullname: 'Renamed Admin', is_active: false },
    });
    expect(restSelf.status).toBe(403);
    expect((await t.orm.em.fork().findOneOrFail(User, admin.id)).fullName).not.toBe('Renamed Admin');
    expect(await t.orm.em.fork().findOneOrFail(User, admin.id)).toMatchObject({ isAdmin: true, isActive: true });
  });
});

describe('the list', () => {
  it('pages every member newest first with totalCount, narrows by search, and answers absolute photo URLs', async () => {
    const tag = `pager${Date.now()}`;
    const members = [];
    for (let i = 0; i < 3; i++) members.push(await createMember(t, { fullName: `${tag} ${i}` }));
    await t.orm.em
      .fork()
      .nativeUpdate(User, { id: members[0]!.id }, { photoPath: '/uploads/p.jpg', photoThumbPath: '/uploads/p-t.jpg' });
    const LIST = `query ($search: String, $first: Int, $after: String) { adminUsers(search: $search, first: $first, after: $after) {
      totalCount nodes { id photoUrl photoThumbUrl } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
    const first = await t.gql(LIST, { search: tag, first: 2 }, { token: admin.token });
    expect(first.errors).toBeUndefined();
    const page = first.data!.adminUsers;
    expect(page.totalCount).toBe(3);
    expect(page.nodes.map((n: { id: string }) => n.id)).toEqual([members[2]!.id, members[1]!.id]);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await t.gql(LIST, { search: tag, first: 2, after: page.pageInfo.endCursor }, { token: admin.token });
    expect(second.data!.adminUsers).toMatchObject({
      totalCount: 3,
      nodes: [
        {
          id: members[0]!.id,
          photoUrl: `http://127.0.0.1:${t.app.port}/uploads/p.jpg`,
          photoThumbUrl: `http://127.0.0.1:${t.app.port}/uploads/p-t.jpg`,
        },
      ],
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });
    const everyone = await t.gql(`{ adminUsers { totalCount nodes { id } } }`, {}, { token: admin.token });
    expect(everyone.data!.adminUsers.totalCount).toBeGreaterThanOrEqual(4);
    expect(everyone.data!.adminUsers.nodes).toHaveLength(Math.min(20, everyone.data!.adminUsers.totalCount));
    const tooMany = await t.gql(`{ adminUsers(first: 51) { nodes { id } } }`, {}, { token: admin.token });
    expect(tooMany.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });
});

describe('deactivation', () => {
  it('closes the live socket at once (4403), refuses sign-in and the old token, and reactivation lets them back', async () => {
    const member = await signUpMember(t);
    const socket = new WebSocket(`ws://127.0.0.1:${t.app.port}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    const acked = new Promise<boolean>((resolve) => {
      socket.on('open', () =>
        socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Token ${member.token}` } })),
      );
      socket.on('message', (data) => resolve(JSON.parse(String(data)).type === 'connection_ack'));
    });
    expect(await acked).toBe(true);

    const off = await t.rest('PUT', `/api/culturausers/${member.user.id}/`, {
      token: admin.token,
      body: { is_active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.is_active).toBe(false);
    expect(await closed).toBe(4403);
    expect((await t.gql('{ me { id } }', {}, { token: member.token })).status).toBe(401);
    expect((await t.gql(LOGIN, { u: member.user.username, p: member.password })).errors?.[0]).toBeDefined();

    const on = await t.gql(SET_ACTIVE, { id: member.user.id, active: true }, { token: admin.token });
    expect(on.data!.setUserActive).toEqual({ user: { isActive: true }, userErrors: [] });
    expect((await t.gql(LOGIN, { u: member.user.username, p: member.password })).errors).toBeUndefined();
  });

  it("takes the member's posts off every open screen that showed them (postChanged REMOVED), and only theirs", async () => {
    const author = await createMember(t, { isPrivate: true });
    const fan = await createMember(t);
    const bystander = await createMember(t);
    await follow(t, fan.id, author.id);
    const hers = await seedPost(t, author.id);
    const other = await seedPost(t, bystander.id);
    const WATCH = `subscription($ids: [ID!]!, $after: String) { postChanged(postIds: $ids, after: $after) { kind postId post { id } } }`;
    const { liveCursor } = (await t.gql<{ liveCursor: string }>('{ liveCursor }')).data!;
    type Change = { postChanged?: { kind: string; postId: string; post: { id: string } | null } };
    const toFan = listen<Change>(t.wsClient({ token: fan.token }), WATCH, { ids: [hers, other], after: liveCursor });
    const toBystander = listen<Change>(t.wsClient({ token: bystander.token }), WATCH, {
      ids: [hers],
      after: liveCursor,
    });

    const off = await t.gql(SET_ACTIVE, { id: author.id, active: false }, { token: admin.token });
    expect(off.data!.setUserActive.user!.isActive).toBe(false);
    await expect.poll(() => toFan.length, { timeout: 10_000 }).toBe(1);
    await t.gql(SET_ACTIVE, { id: author.id, active: true }, { token: admin.token });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toFan.map((e) => e.postChanged ?? e)).toEqual([{ kind: 'REMOVED', postId: hers, post: null }]);
    expect(toBystander).toEqual([]); // a private author's post: the bystander never saw it
    const read = await t.gql(`query ($id: ID!) { post(id: $id) { id } }`, { id: hers }, { token: fan.token });
    expect(read.data?.post ?? null).not.toBeNull(); // reactivated: readable again
  });
});

describe('delete', () => {
  it("removes the member with their posts, comments and follows, leaving others' content", async () => {
    const doomed = await createMember(t);
    const other = await createMember(t);
    const ownPost = await seedPost(t, doomed.id);
    const otherPost = await seedPost(t, other.id);
    await follow(t, other.id, doomed.id);
    const comment = await t.gql(
      `mutation ($id: ID!) { addComment(postId: $id, body: "bye") { comment { id } } }`,
      { id: otherPost },
      { token: doomed.token },
    );
    expect(comment.errors).toBeUndefined();

    const res = await t.gql(DELETE, { id: doomed.id }, { token: admin.token });
    expect(res.data).toEqual({ deleteUser: { deletedUserId: doomed.id, userErrors: [] } });
    const em = t.orm.em.fork();
    expect(await em.findOne(User, doomed.id)).toBeNull();
    expect(await em.findOne(Post, ownPost)).toBeNull();
    expect(await em.count(Comment, { author: doomed.id })).toBe(0);
    expect(await em.findOne(Post, otherPost)).not.toBeNull();
    expect((await t.gql('{ me { id } }', {}, { token: doomed.token })).status).toBe(401);
    expect(
      (await t.gql(`query ($id: ID!) { adminUser(id: $id) { id } }`, { id: doomed.id }, { token: admin.token }))
        .errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    // a member no longer there is a user error of each mutation
    const again = await t.gql(DELETE, { id: doomed.id }, { token: admin.token });
    expect(again.data!.deleteUser.deletedUserId).toBeNull();
    expect(userErrorsOf(again, 'deleteUser')).toEqual([{ field: null, message: 'User not found.', code: 'NOT_FOUND' }]);
    const input = { fullName: 'Gone', email: `gone.${Date.now()}@example.com`, country: 'Peru' };
    for (const [name, res] of [
      ['updateUser', await t.gql(UPDATE, { id: doomed.id, input }, { token: admin.token })],
      ['setUserActive', await t.gql(SET_ACTIVE, { id: doomed.id, active: true }, { token: admin.token })],
    ] as const) {
      expect(res.errors).toBeUndefined();
      expect(userErrorsOf(res, name).map((e) => e.code)).toEqual(['NOT_FOUND']);
    }
  });
});
