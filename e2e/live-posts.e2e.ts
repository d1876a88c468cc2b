import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newMember } from './support/browser.js';
import { api, signUpByApi as signUp, type ApiMember as Member } from './support/api.js';

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

async function createPost(member: Member, title: string): Promise<string> {
  const data = await api<{ createPost: { post: { id: string } } }>(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
    { input: { title, content: `${title}: a story told live.`, category: 'FESTIVALS', country: 'Philippines' } },
    member.token,
  );
  return data.createPost.post.id;
}

async function addComment(member: Member, postId: string, body: string): Promise<string> {
  const data = await api<{ addComment: { comment: { id: string } } }>(
    `mutation ($postId: ID!, $body: String!) { addComment(postId: $postId, body: $body) { comment { id } } }`,
    { postId, body },
    member.token,
  );
  return data.addComment.comment.id;
}

const editComment = (member: Member, id: string, body: string) =>
  api(
    `mutation ($id: ID!, $body: String!) { editComment(id: $id, body: $body) { comment { id } } }`,
    { id, body },
    member.token,
  );
const deleteComment = (member: Member, id: string) =>
  api(`mutation ($id: ID!) { deleteComment(id: $id) { deletedCommentId } }`, { id }, member.token);
const editPostTitle = (member: Member, id: string, title: string) =>
  api(
    `mutation ($id: ID!, $title: String!) { updatePost(id: $id, input: { title: $title }) { post { id } } }`,
    { id, title },
    member.token,
  );
const deletePost = (member: Member, id: string) =>
  api(`mutation ($id: ID!) { deletePost(id: $id) { deletedPostId } }`, { id }, member.token);
const likePost = (member: Member, postId: string) =>
  api(`mutation ($postId: ID!) { likePost(postId: $postId) { __typename } }`, { postId }, member.token);
const unlikePost = (member: Member, postId: string) =>
  api(`mutation ($postId: ID!) { unlikePost(postId: $postId) { __typename } }`, { postId }, member.token);

/**
 * The member's WebSocket passes through a route the test can cut: `drop()` closes the open sockets and refuses new
 * ones (the app then polls), `restore()` lets the next reconnect through.
 */
async function switchableWebSocket(target: BrowserContext) {
  let blocked = false;
  let attempts = 0;
  const open = new Set<WebSocketRoute>();
  await target.routeWebSocket('**/graphql', (ws) => {
    attempts += 1;
    if (blocked) {
      void ws.close();
      return;
    }
    const server = ws.connectToServer();
    open.add(ws);
    // With a close handler Playwright no longer closes the server side by itself.
    ws.onClose(() => {
      open.delete(ws);
      void server.close().catch(() => undefined);
    });
  });
  return {
    attempts: () => attempts,
    drop: async () => {
      blocked = true;
      for (const ws of [...open]) await ws.close().catch(() => undefined);
      open.clear();
    },
    restore: () => {
      blocked = false;
    },
    connected: () => open.size > 0,
  };
}

/** Resolves when the page has sent the subscription `name` over its WebSocket. */
function subscribed(page: Page, name: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framesent', (frame) => {
        const text = String(frame.payload);
        if (text.includes('"subscribe"') && text.includes(`subscription ${name}`)) resolve();
      }),
    );
  });
}

/** Live updates get a few seconds (expect.poll alone gives up after one). */
const live = { timeout: 5_000 };

const card = (page: Page, title: string) => page.getByTestId('post-card').filter({ hasText: title });
const commentCount = (page: Page, title: string) => card(page, title).getByTestId('comment-count').textContent();
const likeCount = (page: Page, title: string) => card(page, title).getByTestId('like-count').textContent();
const comments = (page: Page) => page.getByTestId('comment');

describe('live posts in two browsers', () => {
  it("follows another member's comments, edits, deletions and unlikes live, and catches up by polling without doubling", async () => {
    const [ana, ben] = await Promise.all([signUp('ana'), signUp('ben')]);
    const stamp = Date.now().toString(36);
    const watched = `Lantern walk ${stamp}`;
    const doomed = `Kite day ${stamp}`;
    const doomedId = await createPost(ben, doomed);
    const watchedId = await createPost(ben, watched);
    await likePost(ben, watchedId);

    // Ana has the feed and Ben's post open, in one browser (two tabs).
    const member = await newMember(browser);
    context = member.context;
    await context.addInitScript((token) => sessionStorage.setItem('TOKEN', token), ana.token);
    const socket = await switchableWebSocket(context);
    const feed = member.page;
    const feedWatching = subscribed(feed, 'PostChanged');
    await feed.goto('/dashboard');
    await card(feed, watched).waitFor();
    await card(feed, doomed).waitFor();
    const post = await context.newPage();
    const postWatching = subscribed(post, 'PostChanged');
    await post.goto(`/view-post/${watchedId}?n=`);
    await post.getByText('No comments yet. Be the first to comment.').waitFor();
    // The first events must find both tabs subscribed (an event before a subscription is not replayed).
    await Promise.all([feedWatching, postWatching]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect.poll(() => likeCount(feed, watched), live).toBe('1');
    await expect.poll(() => socket.connected(), live).toBe(true);

    // Ben comments, edits the comment, deletes it: the count and the open list follow.
    const commentId = await addComment(ben, watchedId, 'What a night!');
    await expect.poll(() => commentCount(feed, watched), live).toContain('1 comment');
    await post.getByText('What a night!').waitFor();
    await editComment(ben, commentId, 'What a night, truly!');
    await post.getByText('What a night, truly!').waitFor();
    await deleteComment(ben, commentId);
    await expect.poll(() => comments(post).count(), live).toBe(0);
    await expect.poll(() => commentCount(feed, watched), live).toContain('0 comments');

    // Ben edits his post, deletes the other one, and takes his like back.
    const renamed = `Lantern walk, renamed ${stamp}`;
    await editPostTitle(ben, watchedId, renamed);
    await card(feed, renamed).waitFor();
    await post.getByRole('heading', { name: renamed }).first().waitFor();
    await deletePost(ben, doomedId);
    await card(feed, doomed).waitFor({ state: 'detached' });
    await unlikePost(ben, watchedId);
    await expect.poll(() => likeCount(feed, renamed), live).toBe('0');

    // Ben's profile and a search for his posts are open too (lists no subscription updates).
    const profile = await context.newPage();
    await profile.goto(`/user-profile/${ben.username}`);
    await card(profile, renamed).waitFor();
    const search = await context.newPage();
    await search.goto(`/search-result/?searchTerm=${stamp}`);
    await card(search, renamed).waitFor();

    // The socket goes down: every open tab catches up by polling within 7 s.
    await socket.drop();
    await addComment(ben, watchedId, 'Still here while offline');
    const offline = `Written while Ana was offline ${stamp}`;
    await createPost(ben, offline);
    await expect.poll(() => commentCount(feed, renamed), { timeout: 7_000 }).toContain('1 comment');
    await post.getByText('Still here while offline').waitFor({ timeout: 7_000 });
    await card(profile, offline).waitFor({ timeout: 7_000 });
    await card(search, offline).waitFor({ timeout: 7_000 });

    // The socket comes back: the subscriptions resume (the outage's events are replayed) and nothing shows twice.
    const before = socket.attempts();
    socket.restore();
    await expect.poll(() => socket.connected(), { timeout: 20_000 }).toBe(true);
    expect(socket.attempts()).toBeGreaterThan(before);
    await likePost(ben, watchedId);
    await expect.poll(() => likeCount(feed, renamed), live).toBe('1');
    expect(await comments(post).count()).toBe(1);
    expect(await commentCount(feed, renamed)).toContain('1 comment');
    expect(await card(feed, renamed).count()).toBe(1);
    expect(await card(feed, doomed).count()).toBe(0);
  });
});
