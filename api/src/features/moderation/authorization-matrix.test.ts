import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, startTestApp, type TestApp } from '../../../test/harness.js';
import { createAdmin, createMember, seedPost, seedReport, type TestMember } from '../../../test/factories.js';
import { User } from '../accounts/user.entity.js';
import { ReportStatus } from '../reports/index.js';
import { Report } from '../reports/report.entity.js';

let t: TestApp;
let admin: TestMember;
let member: TestMember;
let target: TestMember;
let reportId: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createAdmin(t);
  member = await createMember(t);
  target = await createMember(t);
  reportId = await seedReport(t, member.id, await seedPost(t, target.id));
});
afterAll(async () => {
  await t.close();
});

const input = { fullName: 'Changed Name', email: 'changed.name@example.test', country: 'Kenya' };

/** Every admin operation over GraphQL; mutations are the refused-then-allowed kind, so they are harmless to repeat for admins last. */
const GRAPHQL_OPERATIONS: [string, string, () => Record<string, unknown>][] = [
  ['reports', '{ reports { edges { node { id } } } }', () => ({})],
  ['report', 'query ($id: ID!) { report(id: $id) { id } }', () => ({ id: reportId })],
  ['moderationLog', '{ moderationLog { nodes { id } } }', () => ({})],
  ['adminUsers', '{ adminUsers { edges { node { id } } } }', () => ({})],
  ['adminUser', 'query ($id: ID!) { adminUser(id: $id) { id } }', () => ({ id: target.id })],
  [
    'updateUser',
    'mutation ($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { user { id } } }',
    () => ({ id: target.id, input }),
  ],
  [
    'createUser',
    'mutation ($input: AdminUserInput!) { createUser(input: $input) { user { id } } }',
    () => ({ input: { ...input, email: `new.${Date.now()}@example.test` } }),
  ],
  [
    'setUserActive',
    'mutation ($id: ID!) { setUserActive(id: $id, active: true) { user { id } } }',
    () => ({ id: target.id }),
  ],
  ['warnReport', 'mutation ($id: ID!) { warnReport(id: $id) { report { id } } }', () => ({ id: reportId })],
  ['banReport', 'mutation ($id: ID!) { banReport(id: $id) { report { id } } }', () => ({ id: reportId })],
  ['liftBan', 'mutation ($id: ID!) { liftBan(id: $id) { report { id } } }', () => ({ id: reportId })],
  ['dismissReport', 'mutation ($id: ID!) { dismissReport(id: $id) { report { id } } }', () => ({ id: reportId })],
  ['deleteReport', 'mutation ($id: ID!) { deleteReport(id: $id) { deletedReportId } }', () => ({ id: reportId })],
  ['deleteUser', 'mutation ($id: ID!) { deleteUser(id: $id) { deletedUserId } }', () => ({ id: target.id })],
];

describe('GraphQL authorization matrix', () => {
  it.each(GRAPHQL_OPERATIONS)(
    '%s: UNAUTHENTICATED for guests, FORBIDDEN for members, nothing changed',
    async (_name, query, vars) => {
      const guest = await t.gql(query, vars());
      expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const asMember = await t.gql(query, vars(), { token: member.token });
      expect(asMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const em = t.orm.em.fork();
      expect(await em.findOneOrFail(Report, reportId)).toMatchObject({ status: ReportStatus.OPEN });
      expect(await em.findOneOrFail(User, target.id)).toMatchObject({
        fullName: expect.not.stringMatching('Changed Name'),
        isActive: true,
      });
    },
  );

  it('allows administrators every operation', async () => {
    // banReport after warnReport is allowed, liftBan then reopens it; dismissReport then meets a decided report, so it gets a fresh one.
    for (const [name, query, vars] of GRAPHQL_OPERATIONS) {
      if (name === 'dismissReport') reportId = await seedReport(t, member.id, await seedPost(t, target.id));
      const res = await t.gql(query, vars(), { token: admin.token });
      expect(res.errors, name).toBeUndefined();
    }
    expect(await t.orm.em.fork().findOne(User, target.id)).toBeNull();
  });
});

describe('REST authorization matrix', () => {
  it('answers 401 to guests and 403 to members on every admin route, and serves admins', async () => {
    const victim = await createMember(t);
    const rid = await seedReport(t, member.id, await seedPost(t, victim.id));
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/reports/'],
      ['GET', `/api/reports/${rid}/`],
      ['PUT', `/api/reports/${rid}/`, { mark_as_warned: true, mark_as_reported: false }],
      ['GET', '/api/culturausers/all'],
      ['GET', `/api/culturauser/${victim.id}/`],
      [
        'POST',
        '/api/culturausers/',
        { fullname: 'Rest Made', email: `rest.${Date.now()}@example.test`, country: 'Peru' },
      ],
      [
        'PUT',
        `/api/culturausers/${victim.id}/`,
        { fullname: 'Rest Edited', email: `edited.${Date.now()}@example.test`, country: 'Chile' },
      ],
      ['DELETE', `/api/reports/${rid}/`],
      ['DELETE', `/api/culturauser/${victim.id}/`],
    ];
    for (const [method, path, body] of routes) {
      expect((await t.rest(method, path, { body })).status, `${method} ${path} guest`).toBe(401);
      const refused = await t.rest(method, path, { body, token: member.token });
      expect(refused.status, `${method} ${path} member`).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    expect(await t.orm.em.fork().findOneOrFail(Report, rid)).toMatchObject({ status: ReportStatus.OPEN });
    for (const [method, path, body] of routes) {
      const res = await t.rest(method, path, { body, token: admin.token });
      expect(res.status, `${method} ${path} admin`).toBeLessThan(300);
    }
    expect(await t.orm.em.fork().findOne(User, victim.id)).toBeNull();
  });
});

describe('subscriptions', () => {
  it('refuses reportAdded and reportDecided to guests and members, and delivers them to administrators', async () => {
    for (const field of ['reportAdded', 'reportDecided']) {
      await expect(collect(t.wsClient(), `subscription { ${field} { id } }`, {}, 1, 4000).done).rejects.toThrow(
        /UNAUTHENTICATED|sign in/,
      );
      await expect(
        collect(t.wsClient({ token: member.token }), `subscription { ${field} { id } }`, {}, 1, 4000).done,
      ).rejects.toThrow(/FORBIDDEN|Administrators/);
    }
    const adminFeed = collect(
      t.wsClient({ token: admin.token }),
      `subscription { reportAdded { id details reporter { id } } }`,
      {},
      1,
      8000,
    );
    await new Promise((r) => setTimeout(r, 300));
    const author = await createMember(t);
    const postId = await seedPost(t, author.id);
    const sent = await t.gql(
      `mutation ($id: ID!) { reportPost(postId: $id, category: ADULT_CONTENT, details: "live one") { report { id } } }`,
      { id: postId },
      { token: member.token },
    );
    expect(sent.errors).toBeUndefined();
    const [delivered] = await adminFeed.done;
    expect(delivered.reportAdded).toEqual({
      id: sent.data!.reportPost.report.id,
      details: 'live one',
      reporter: { id: member.id },
    });
  });
});
