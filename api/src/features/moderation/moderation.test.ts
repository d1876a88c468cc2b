import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collect,
  startTestApp,
  USER_ERRORS,
  userErrorsOf,
  type GraphQLResponse,
  type TestApp,
} from '../../../test/harness.js';
import { createAdmin, createMember, follow, seedPost, seedReport, type TestMember } from '../../../test/factories.js';
import { Post } from '../posts/post.entity.js';

let t: TestApp;
let admin: TestMember;
let author: TestMember;
let reporter: TestMember;
let viewer: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createAdmin(t);
  author = await createMember(t);
  reporter = await createMember(t);
  viewer = await createMember(t);
  await follow(t, viewer.id, author.id);
});
afterAll(async () => {
  await t.close();
});

const NOTIFICATIONS = `{ notifications(first: 50) { edges { node { type postId actor { id } reportOutcome } } } }`;
const notificationsOf = async (member: TestMember) =>
  (
    (await t.gql(NOTIFICATIONS, {}, { token: member.token })).data!.notifications.edges as {
      node: Record<string, unknown>;
    }[]
  ).map((e) => e.node);
const REPORT_FIELDS = 'id status decidedAt decidedBy { id } post { id isWarned isBanned }';
/** A decision's payload: the report as it left it, and why not. */
const decided = (fields: string) => `report { ${fields} } ${USER_ERRORS}`;

describe('warn', () => {
  it('keeps the post, marks it warned, tells the author and the reporter, logs it and reaches admins live', async () => {
    const postId = await seedPost(t, author.id, { title: 'Warn me' });
    const reportId = await seedReport(t, reporter.id, postId);
    const live = collect(
      t.wsClient({ token: admin.token }),
      `subscription { reportDecided { id status } }`,
      {},
      1,
      8000,
    );
    await new Promise((r) => setTimeout(r, 300));

    const res = await t.gql(
      `mutation ($id: ID!) { warnReport(id: $id, note: "first warning") { ${decided(REPORT_FIELDS)} } }`,
      { id: reportId },
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    expect(userErrorsOf(res, 'warnReport')).toEqual([]);
    expect(res.data!.warnReport.report).toMatchObject({
      status: 'WARNED',
      decidedBy: { id: admin.id },
      post: { id: postId, isWarned: true, isBanned: false },
    });
    expect((await live.done)[0].reportDecided).toEqual({ id: reportId, status: 'WARNED' });

    expect(await notificationsOf(author)).toContainEqual({ type: 'WARN', postId, actor: null, reportOutcome: null });
    expect(await notificationsOf(reporter)).toContainEqual({
      type: 'REPORT_OUTCOME',
      postId,
      actor: null,
      reportOutcome: 'WARNED',
    });
    const seen = await t.gql(
      `query ($id: ID!) { post(id: $id) { id isWarned } }`,
      { id: postId },
      { token: viewer.token },
    );
    expect(seen.data!.post).toEqual({ id: postId, isWarned: true });

    const log = await t.gql(
      `{ moderationLog { nodes { action note postId reportId admin { id } adminUsername report { id status } } } }`,
      {},
      { token: admin.token },
    );
    expect(log.data!.moderationLog.nodes[0]).toMatchObject({
      action: 'WARN',
      note: 'first warning',
      postId,
      reportId,
      admin: { id: admin.id },
      report: { id: reportId, status: 'WARNED' },
    });

    const again = await t.gql(
      `mutation ($id: ID!) { warnReport(id: $id) { ${decided('id')} } }`,
      { id: reportId },
      { token: admin.token },
    );
    expect(again.errors).toBeUndefined();
    expect(again.data!.warnReport.report).toBeNull();
    expect(userErrorsOf(again, 'warnReport')).toEqual([
      { field: null, message: 'This report was already decided (warned).', code: 'CONFLICT' },
    ]);
  });
});

describe('ban', () => {
  it('hides the post from every member-facing door but keeps it for its author and admins, and settles every open report of it', async () => {
    const postId = await seedPost(t, author.id, { title: 'Zanzibar banned tale', content: 'zanzibarquux story' });
    const reportId = await seedReport(t, reporter.id, postId);
    const second = await createMember(t);
    const otherReportId = await seedReport(t, second.id, postId);

    const res = await t.gql(
      `mutation ($id: ID!) { banReport(id: $id) { ${decided(REPORT_FIELDS)} } }`,
      { id: reportId },
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.banReport.report).toMatchObject({ status: 'BANNED', post: { id: postId, isBanned: true } });
    const other = await t.gql(
      `query ($id: ID!) { report(id: $id) { status } }`,
      { id: otherReportId },
      { token: admin.token },
    );
    expect(other.data!.report.status).toBe('BANNED');
    expect((await t.orm.em.fork().findOneOrFail(Post, postId)).isBanned).toBe(true);

    expect(await notificationsOf(author)).toContainEqual({
      type: 'REPORTED',
      postId,
      actor: null,
      reportOutcome: null,
    });
    for (const member of [reporter, second]) {
      expect(
        (await notificationsOf(member)).filter((n) => n.type === 'REPORT_OUTCOME' && n.reportOutcome === 'BANNED'),
      ).toHaveLength(1);
    }

    // Member-facing doors: GraphQL post, feed, search, profile posts; REST post view, lists, search.
    for (const token of [viewer.token, reporter.token, undefined]) {
      const post = await t.gql(`query ($id: ID!) { post(id: $id) { id } }`, { id: postId }, { token });
      expect(post.data!.post).toBeNull();
      const found = await t.gql(`{ search(text: "zanzibarquux") { posts { nodes { id } } } }`, {}, { token });
      expect(found.data!.search.posts.nodes).toEqual([]);
      const profile = await t.gql(
        `query ($id: ID!) { userPosts(userId: $id) { edges { node { id } } } }`,
        { id: author.id },
        { token },
      );
      expect(JSON.stringify(profile.data)).not.toContain(postId);
      expect((await t.rest('GET', `/api/liked-post-view/${postId}`, { token })).body).toEqual([]);
      expect(
        JSON.stringify((await t.rest('GET', `/api/public-profile-posts?user_id=${author.id}`, { token })).body),
      ).not.toContain(postId);
      expect(JSON.stringify((await t.rest('GET', '/api/search/?title=zanzibarquux', { token })).body)).not.toContain(
        postId,
      );
    }
    for (const token of [viewer.token, reporter.token]) {
      const feed = await t.gql(`{ feed(first: 50) { edges { node { id } } } }`, {}, { token });
      expect(JSON.stringify(feed.data)).not.toContain(postId);
      expect(JSON.stringify((await t.rest('GET', '/api/posts-list?page_size=50', { token })).body)).not.toContain(
        postId,
      );
    }
    for (const token of [author.token, admin.token]) {
      const post = await t.gql(`query ($id: ID!) { post(id: $id) { id isBanned } }`, { id: postId }, { token });
      expect(post.data!.post).toEqual({ id: postId, isBanned: true });
    }

    // Live events of the banned post reach its admins, not a following member.
    const LIKES = `subscription ($ids: [ID!]!) { postLikeChanged(postIds: $ids) { id } }`;
    const forAdmin = collect(t.wsClient({ token: admin.token }), LIKES, { ids: [postId] }, 1, 8000);
    // Settled at once into a value, so its expected timeout never counts as an unhandled rejection.
    const forViewer = collect(t.wsClient({ token: viewer.token }), LIKES, { ids: [postId] }, 1, 2500).done.then(
      () => 'delivered',
      (error: Error) => error.message,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(
      (
        await t.gql(
          `mutation ($id: ID!) { likePost(postId: $id) { __typename } }`,
          { id: postId },
          { token: author.token },
        )
      ).errors,
    ).toBeUndefined();
    expect((await forAdmin.done)[0].postLikeChanged).toEqual({ id: postId });
    expect(await forViewer).toMatch(/got 0 of 1/);
  });

  it('can be lifted by an admin: the post shows again and its reports are open again; members cannot lift', async () => {
    const postId = await seedPost(t, author.id, { title: 'Lifted ban tale' });
    const reportId = await seedReport(t, reporter.id, postId);
    const second = await createMember(t);
    const otherReportId = await seedReport(t, second.id, postId);
    const LIFT = `mutation ($id: ID!) { liftBan(id: $id, note: "a mistake") { ${decided(REPORT_FIELDS)} } }`;
    // Nothing to lift before a ban.
    const early = await t.gql(LIFT, { id: reportId }, { token: admin.token });
    expect(userErrorsOf(early, 'liftBan').map((e) => e.code)).toEqual(['CONFLICT']);
    await t.gql(
      `mutation ($id: ID!) { banReport(id: $id) { report { id } } }`,
      { id: reportId },
      { token: admin.token },
    );

    const refused = await t.gql(LIFT, { id: reportId }, { token: author.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const lifted = await t.gql(LIFT, { id: reportId }, { token: admin.token });
    expect(lifted.errors).toBeUndefined();
    expect(lifted.data!.liftBan.report).toMatchObject({
      status: 'OPEN',
      decidedAt: null,
      decidedBy: null,
      post: { id: postId, isBanned: false },
    });
    const other = await t.gql(
      `query ($id: ID!) { report(id: $id) { status } }`,
      { id: otherReportId },
      { token: admin.token },
    );
    expect(other.data!.report.status).toBe('OPEN');
    const seen = await t.gql(`query ($id: ID!) { post(id: $id) { id } }`, { id: postId }, { token: viewer.token });
    expect(seen.data!.post).toEqual({ id: postId });
    const log = await t.gql(`{ moderationLog { nodes { action postId note } } }`, {}, { token: admin.token });
    expect(log.data!.moderationLog.nodes[0]).toEqual({ action: 'LIFT_BAN', postId, note: 'a mistake' });
    // Once open again, it can be decided differently.
    const warned = await t.gql(
      `mutation ($id: ID!) { warnReport(id: $id) { report { status } } }`,
      { id: reportId },
      { token: admin.token },
    );
    expect(warned.data!.warnReport.report.status).toBe('WARNED');
  });

  it('can follow a warning, and a report whose post was deleted can only be dismissed', async () => {
    const postId = await seedPost(t, author.id);
    const reportId = await seedReport(t, reporter.id, postId);
    await t.gql(
      `mutation ($id: ID!) { warnReport(id: $id) { report { id } } }`,
      { id: reportId },
      { token: admin.token },
    );
    const banned = await t.gql(
      `mutation ($id: ID!) { banReport(id: $id) { report { status post { isWarned isBanned } } } }`,
      { id: reportId },
      { token: admin.token },
    );
    expect(banned.data!.banReport.report).toEqual({ status: 'BANNED', post: { isWarned: false, isBanned: true } });

    const goneId = await seedPost(t, author.id);
    const goneReport = await seedReport(t, reporter.id, goneId);
    await t.gql(
      `mutation ($id: ID!) { deletePost(id: $id) { deletedPostId } }`,
      { id: goneId },
      { token: author.token },
    );
    const warn = await t.gql(
      `mutation ($id: ID!) { warnReport(id: $id) { ${decided('id')} } }`,
      { id: goneReport },
      { token: admin.token },
    );
    expect(userErrorsOf(warn, 'warnReport')).toEqual([
      {
        field: null,
        message: 'The reported post no longer exists; the report can only be dismissed or deleted.',
        code: 'CONFLICT',
      },
    ]);
    const dismissed = await t.gql(
      `mutation ($id: ID!) { dismissReport(id: $id) { ${decided('status post { id }')} } }`,
      { id: goneReport },
      { token: admin.token },
    );
    expect(dismissed.data!.dismissReport).toEqual({ report: { status: 'DISMISSED', post: null }, userErrors: [] });
    const unknown = await t.gql(
      `mutation ($id: ID!) { dismissReport(id: $id) { ${decided('id')} } }`,
      { id: '00000000-0000-4000-8000-000000000000' },
      { token: admin.token },
    );
    expect(unknown.data!.dismissReport).toEqual({
      report: null,
      userErrors: [{ field: null, message: 'Report not found.', code: 'NOT_FOUND' }],
    });
  });
});

describe('REST decisions', () => {
  it('maps PUT mark_as_warned / mark_as_reported to warn / ban and lists reports oldest first', async () => {
    const postId = await seedPost(t, author.id);
    const first = await seedReport(t, reporter.id, postId, 'first');
    const put = await t.rest('PUT', `/api/reports/${first}/`, {
      token: admin.token,
      body: { post_id: postId, mark_as_warned: true, mark_as_reported: false },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: first, mark_as_warned: true, mark_as_reported: false, post: { _id: postId } });
    const ban = await t.rest('PUT', `/api/reports/${first}/`, {
      token: admin.token,
      body: { mark_as_warned: false, mark_as_reported: true },
    });
    expect(ban.body).toMatchObject({ mark_as_warned: false, mark_as_reported: true });
    expect((await t.rest('PUT', `/api/reports/${first}/`, { token: admin.token, body: {} })).status).toBe(400);

    const list = await t.rest('GET', '/api/reports/', { token: admin.token });
    expect(list.status).toBe(200);
    const dates = (list.body as { date_posted: string }[]).map((r) => r.date_posted);
    // oldest first, as the original listed them
    expect([...dates].sort()).toEqual(dates);
    expect((await t.rest('GET', `/api/reports/${first}/`, { token: admin.token })).body.details).toBe('first');
    expect((await t.rest('DELETE', `/api/reports/${first}/`, { token: admin.token })).status).toBe(200);
    expect((await t.rest('GET', `/api/reports/${first}/`, { token: admin.token })).status).toBe(404);
    const log = await t.gql(
      `{ moderationLog(first: 1) { nodes { action reportId report { id } } } }`,
      {},
      { token: admin.token },
    );
    expect(log.data!.moderationLog.nodes[0]).toEqual({ action: 'DELETE_REPORT', reportId: first, report: null });
  });
});

describe('the moderation log', () => {
  it('pages every decision newest first with totalCount, and answers node(id:) to administrators only', async () => {
    for (let i = 0; i < 3; i++) {
      const reportId = await seedReport(t, reporter.id, await seedPost(t, author.id));
      await t.gql(
        `mutation ($id: ID!) { dismissReport(id: $id) { report { id } } }`,
        { id: reportId },
        { token: admin.token },
      );
    }
    const LOG = `query ($first: Int, $after: String) { moderationLog(first: $first, after: $after) {
      totalCount edges { cursor node { id action createdAt } } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
    const all = await t.gql(LOG, {}, { token: admin.token });
    expect(all.errors).toBeUndefined();
    const total = all.data!.moderationLog.totalCount;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(all.data!.moderationLog.edges).toHaveLength(Math.min(20, total));
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page++) {
      const res: GraphQLResponse = await t.gql(LOG, { first: 2, after }, { token: admin.token });
      const log = res.data!.moderationLog as {
        edges: { node: { id: string } }[];
        pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
      };
      expect(log.pageInfo.hasPreviousPage).toBe(after !== null);
      seen.push(...log.edges.map((e) => e.node.id));
      if (!log.pageInfo.hasNextPage) break;
      after = log.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.slice(0, 3)).toEqual(
      all.data!.moderationLog.edges.slice(0, 3).map((e: { node: { id: string } }) => e.node.id),
    );

    const newest = all.data!.moderationLog.edges[0].node;
    const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on ModerationDecision { action } } }`;
    const asAdmin = await t.gql(NODE, { id: newest.id }, { token: admin.token });
    expect(asAdmin.data!.node).toEqual({ __typename: 'ModerationDecision', id: newest.id, action: 'DISMISS' });
    for (const token of [reporter.token, author.token, undefined]) {
      const res = await t.gql(NODE, { id: newest.id }, { token });
      expect(res.errors).toBeUndefined();
      expect(res.data!.node).toBeNull();
    }
  });
});
