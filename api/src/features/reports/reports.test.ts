import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
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
  reportPost(postId: $postId, category: $category, details: $details) { id category categoryLabel details status postId postTitle post { id } postAuthor { id } reporter { id } }
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
    expect(res.data!.reportPost).toMatchObject({
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
    const codes = both.map((r) => r.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    expect(await t.orm.em.fork().count(Report, { post: postId })).toBe(1);
    const other = await createMember(t);
    expect((await t.gql(REPORT, vars, { token: other.token })).errors).toBeUndefined();
  });

  it("refuses one's own post, blank or overlong details, guests, and posts the member cannot see", async () => {
    const postId = await seedPost(t, author.id);
    const own = await t.gql(REPORT, { postId, category: 'ADULT_CONTENT', details: 'x' }, { token: author.token });
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const blank = await t.gql(REPORT, { postId, category: 'ADULT_CONTENT', details: '   ' }, { token: reporter.token });
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const long = await t.gql(
      REPORT,
      { postId, category: 'ADULT_CONTENT', details: 'x'.repeat(2001) },
      { token: reporter.token },
    );
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const guest = await t.gql(REPORT, { postId, category: 'ADULT_CONTENT', details: 'x' });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const banned = await seedPost(t, author.id, { isBanned: true });
    expect(
      (await t.gql(REPORT, { postId: banned, category: 'ADULT_CONTENT', details: 'x' }, { token: reporter.token }))
        .errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    const hidden = await createMember(t, { isPrivate: true });
    const hiddenPost = await seedPost(t, hidden.id);
    expect(
      (await t.gql(REPORT, { postId: hiddenPost, category: 'ADULT_CONTENT', details: 'x' }, { token: reporter.token }))
        .errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    await follow(t, reporter.id, hidden.id);
    expect(
      (await t.gql(REPORT, { postId: hiddenPost, category: 'ADULT_CONTENT', details: 'x' }, { token: reporter.token }))
        .errors,
    ).toBeUndefined();
    expect(await t.orm.em.fork().count(Report, { post: [postId, banned] })).toBe(0);
  });

  it('allows 10 reports an hour per member', async () => {
    const busy = await createMember(t);
    for (let i = 0; i < 10; i += 1) {
      const postId = await seedPost(t, author.id);
      expect(
        (await t.gql(REPORT, { postId, category: 'BULLYING_HARASSMENT', details: `n${i}` }, { token: busy.token }))
          .errors,
      ).toBeUndefined();
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
      { id: created.data!.reportPost.id },
      { token: admin.token },
    );
    expect(read.data!.report).toEqual({ post: null, postId, postTitle: 'Soon gone', status: 'OPEN' });
  });
});
