import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { createAdmin, createMember, follow, seedPost, type TestMember } from '../../../test/factories.js';
import { Report } from './report.entity.js';

let t: TestApp;
let author: TestMember;
let reporter: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  author = await createMember(t);
  reporter = await createMember(t);
});
beforeEach(async () => {
  await t.app.services.rateLimiter.clear();
});
afterAll(async () => {
  await t.close();
});

const REPORT = `mutation ($postId: ID!, $category: ReportCategory!, $details: String!) {
  reportPost(postId: $postId, category: $category, details: $details) {
    report { id category categoryLabel details status postId postTitle post { id } postAuthor { id } reporter { id } }
    ${USER_ERRORS}
  }
}`;

describe('reportPost', () => {
  it('records a report of a visible post with the label and a snapshot of the post', async () => {
    const postId = await seedPost(t, author.id, { title: 'Harbour market' });
    const res = await t.gql(
      REPORT,
      { postId, category: 'SCAM_FALSE_INFORMATION', details: '  Fake prices  ' },
      { token: reporter.token },
    );
    expect(res.errors).toBeUndefined();
    expect(userErrorsOf(res, 'reportPost')).toEqual([]);
    expect(res.data!.reportPost.report).toMatchObject({
      category: 'SCAM_FALSE_INFORMATION',
      categoryLabel: 'Scam or false information',
      details: 'Fake prices',
      status: 'OPEN',
      postId,
      postTitle: 'Harbour market',
      post: { id: postId },
      postAuthor: { id: author.id },
      reporter: { id: reporter.id },
    });
  });

  it('refuses a second open report of the same post by the same member, also against a race', async () => {
    const postId = await seedPost(t, author.id);
    const vars = { postId, category: 'ADULT_CONTENT', details: 'Not for here' };
    const both = await Promise.all([
      t.gql(REPORT, vars, { token: reporter.token }),
      t.gql(REPORT, vars, { token: reporter.token }),
    ]);
    const codes = both.map((r) => userErrorsOf(r, 'reportPost')[0]?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    expect(both.flatMap((r) => userErrorsOf(r, 'reportPost'))).toEqual([
      {
        field: null,
        message: 'You have already reported this post; an administrator will review it.',
        code: 'CONFLICT',
      },
    ]);
    expect(await t.orm.em.fork().count(Report, { post: postId })).toBe(1);
    const other = await createMember(t);
    expect((await t.gql(REPORT, vars, { token: other.token })).data!.reportPost.report).not.toBeNull();
  });

  it("refuses one's own post, blank or overlong details, guests, and posts the member cannot see", async () => {
    const postId = await seedPost(t, author.id);
    const own = await t.gql(REPORT, { postId, category: 'ADULT_CONTENT', details: 'x' }, { token: author.token });
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const blank = await t.gql(REPORT, { postId, category: 'ADULT_CONTENT', details: '   ' }, { token: reporter.token });
    expect(blank.errors).toBeUndefined();
    expect(blank.data!.reportPost.report).toBeNull();
    expect(userErrorsOf(blank, 'reportPost')).toEqual([
      { field: 'details', message: 'Please elaborate on the problem.', code: 'BAD_USER_INPUT' },
    ]);
    const long = await t.gql(
      REPORT,
      { postId, category: 'ADULT_CONTENT', details: 'x'.repeat(2001) },
      { token: reporter.token },
    );
    expect(userErrorsOf(long, 'reportPost')).toEqual([
      { field: 'details', message: 'Keep the details under 2000 characters.', code: 'BAD_USER_INPUT' },
    ]);
    const guest = await t.gql(REPORT, { postId, category: 'ADULT_CONTENT', details: 'x' });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const banned = await seedPost(t, author.id, { isBanned: true });
    const codesOf = async (id: string) =>
      userErrorsOf(
        await t.gql(REPORT, { postId: id, category: 'ADULT_CONTENT', details: 'x' }, { token: reporter.token }),
        'reportPost',
      ).map((e) => e.code);
    expect(await codesOf(banned)).toEqual(['NOT_FOUND']);
    const hidden = await createMember(t, { isPrivate: true });
    const hiddenPost = await seedPost(t, hidden.id);
    expect(await codesOf(hiddenPost)).toEqual(['NOT_FOUND']);
    await follow(t, reporter.id, hidden.id);
    expect(await codesOf(hiddenPost)).toEqual([]);
    expect(await t.orm.em.fork().count(Report, { post: [postId, banned] })).toBe(0);
  });

  it('allows 10 reports an hour per member', async () => {
    const busy = await createMember(t);
    for (let i = 0; i < 10; i += 1) {
      const postId = await seedPost(t, author.id);
      const sent = await t.gql(
        REPORT,
        { postId, category: 'BULLYING_HARASSMENT', details: `n${i}` },
        { token: busy.token },
      );
      expect(sent.errors).toBeUndefined();
      expect(userErrorsOf(sent, 'reportPost')).toEqual([]);
    }
    const postId = await seedPost(t, author.id);
    const limited = await t.gql(
      REPORT,
      { postId, category: 'BULLYING_HARASSMENT', details: 'one more' },
      { token: busy.token },
    );
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('takes POST /api/reports/ from members with the label or the enum name (201), 401 for guests', async () => {
    const postId = await seedPost(t, author.id);
    const res = await t.rest('POST', '/api/reports/', {
      token: reporter.token,
      body: { post_id: postId, category: 'Adult Content', details: 'Explicit' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      category: 'Adult Content',
      details: 'Explicit',
      mark_as_warned: false,
      mark_as_reported: false,
      user: { id: reporter.id },
    });
    const again = await t.rest('POST', '/api/reports/', {
      token: reporter.token,
      body: { post_id: postId, category: 'ADULT_CONTENT', details: 'Again' },
    });
    expect(again.status).toBe(409);
    const badCategory = await t.rest('POST', '/api/reports/', {
      token: reporter.token,
      body: { post_id: postId, category: 'Spam', details: 'x' },
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.category_error).toBeTruthy();
    expect(
      (await t.rest('POST', '/api/reports/', { body: { post_id: postId, category: 'Adult Content', details: 'x' } }))
        .status,
    ).toBe(401);
  });

  it('keeps the report (post null, snapshot kept) when the post is deleted', async () => {
    const postId = await seedPost(t, author.id, { title: 'Soon gone' });
    const created = await t.gql(REPORT, { postId, category: 'ADULT_CONTENT', details: 'x' }, { token: reporter.token });
    const del = await t.gql(
      'mutation ($id: ID!) { deletePost(id: $id) { deletedPostId } }',
      { id: postId },
      { token: author.token },
    );
    expect(del.errors).toBeUndefined();
    const admin = await createAdmin(t);
    const read = await t.gql(
      'query ($id: ID!) { report(id: $id) { post { id } postId postTitle status } }',
      { id: created.data!.reportPost.report!.id },
      { token: admin.token },
    );
    expect(read.data!.report).toEqual({ post: null, postId, postTitle: 'Soon gone', status: 'OPEN' });
  });
});

describe('reports for administrators', () => {
  it('pages them newest first with totalCount, by status, and deletes one with its id', async () => {
    const admin = await createAdmin(t);
    const LIST = `query ($status: ReportStatus, $first: Int, $after: String) { reports(status: $status, first: $first, after: $after) {
      totalCount nodes { id status } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
    const before = (await t.gql(LIST, { status: 'OPEN', first: 50 }, { token: admin.token })).data!.reports;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const member = await createMember(t);
      const postId = await seedPost(t, author.id);
      const sent = await t.gql(
        REPORT,
        { postId, category: 'ADULT_CONTENT', details: `p${i}` },
        { token: member.token },
      );
      ids.unshift(sent.data!.reportPost.report!.id);
    }
    const first = await t.gql(LIST, { status: 'OPEN', first: 2 }, { token: admin.token });
    expect(first.errors).toBeUndefined();
    expect(first.data!.reports.totalCount).toBe(before.totalCount + 3);
    expect(first.data!.reports.nodes.map((n: { id: string }) => n.id)).toEqual(ids.slice(0, 2));
    expect(first.data!.reports.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = await t.gql(
      LIST,
      { status: 'OPEN', first: 2, after: first.data!.reports.pageInfo.endCursor },
      { token: admin.token },
    );
    expect(next.data!.reports.nodes[0].id).toBe(ids[2]);
    expect(next.data!.reports.pageInfo.hasPreviousPage).toBe(true);
    const dismissed = await t.gql(LIST, { status: 'DISMISSED' }, { token: admin.token });
    expect(dismissed.data!.reports.nodes.every((n: { status: string }) => n.status === 'DISMISSED')).toBe(true);

    const DELETE = `mutation ($id: ID!) { deleteReport(id: $id) { deletedReportId ${USER_ERRORS} } }`;
    const deleted = await t.gql(DELETE, { id: ids[0] }, { token: admin.token });
    expect(deleted.data!.deleteReport).toEqual({ deletedReportId: ids[0], userErrors: [] });
    const again = await t.gql(DELETE, { id: ids[0] }, { token: admin.token });
    expect(again.data!.deleteReport).toEqual({
      deletedReportId: null,
      userErrors: [{ field: null, message: 'Report not found.', code: 'NOT_FOUND' }],
    });
    expect((await t.gql(LIST, { status: 'OPEN', first: 1 }, { token: admin.token })).data!.reports.totalCount).toBe(
      before.totalCount + 2,
    );
  });

  it('answers node(id:) with a report to administrators only', async () => {
    const admin = await createAdmin(t);
    const postId = await seedPost(t, author.id, { title: 'Node report' });
    const sent = await t.gql(REPORT, { postId, category: 'ADULT_CONTENT', details: 'n' }, { token: reporter.token });
    const id = sent.data!.reportPost.report!.id;
    const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Report { postTitle status reporter { id } } } }`;
    const nodeAs = async (token?: string) => {
      const res = await t.gql(NODE, { id }, token ? { token } : {});
      expect(res.errors).toBeUndefined();
      return res.data!.node;
    };
    expect(await nodeAs(admin.token)).toEqual({
      __typename: 'Report',
      id,
      postTitle: 'Node report',
      status: 'OPEN',
      reporter: { id: reporter.id },
    });
    expect(await nodeAs(reporter.token)).toBeNull();
    expect(await nodeAs(author.token)).toBeNull();
    expect(await nodeAs()).toBeNull();
  });
});
