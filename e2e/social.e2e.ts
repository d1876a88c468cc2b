import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newMember } from './support/browser.js';
import { api, signUpByApi as signUp, type ApiMember as Member } from './support/api.js';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function createPost(member: Member, title: string): Promise<string> {
  const data = await api<{ createPost: { post: { id: string } } }>(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
    {
      input: {
        title,
        content: `${title}: a story about the lantern festival.`,
        category: 'FESTIVALS',
        country: 'Philippines',
      },
    },
    member.token,
  );
  return data.createPost.post.id;
}

/** A browser profile signed in as the member (the token in sessionStorage, as after a login). */
async function openAs(member: Member, path: string, options: { blockWebSocket?: boolean } = {}): Promise<Page> {
  const { context, page } = await newMember(browser);
  contexts.push(context);
  await context.addInitScript((token) => sessionStorage.setItem('TOKEN', token), member.token);
  if (options.blockWebSocket) await page.routeWebSocket('**/graphql', (ws) => ws.close());
  await page.goto(path);
  return page;
}

const profilePath = (member: Member) => `/user-profile/${member.username}?id=${member.id}`;
const badge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Notifications/ });
const notificationCard = (page: Page, text: string) => page.getByTestId('notification').filter({ hasText: text });

describe('social screens', () => {
  it('follows live, polls when the WebSocket is down, searches, and handles a private account with a follow request', async () => {
    const [ana, ben, cy] = await Promise.all([signUp('ana'), signUp('ben'), signUp('cy')]);
    const anaPostTitle = `Lanterns of Pampanga ${Date.now().toString(36)}`;
    await createPost(ana, anaPostTitle);
    const benPostId = await createPost(ben, 'Kite season in Bali');

    // Ana watches her notifications; Ben's WebSocket is blocked for the whole test.
    const anaPage = await openAs(ana, '/notifications');
    await anaPage.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await anaPage.getByText('No notifications yet').waitFor();
    const benPage = await openAs(ben, profilePath(ana), { blockWebSocket: true });
    let benCountRequests = 0;
    benPage.on('request', (request) => {
      if (request.method() === 'POST' && request.postData()?.includes('UnreadNotificationCount')) benCountRequests++;
    });

    // Ben follows Ana from her public profile and sees her post
    await benPage.getByRole('heading', { name: ana.fullName }).waitFor();
    await benPage.getByRole('heading', { name: anaPostTitle }).waitFor();
    await benPage.getByTestId('follow-button').click();
    await expect.poll(() => benPage.getByTestId('follow-button').textContent()).toBe('Unfollow');
    await expect.poll(() => benPage.getByTestId('follower-count').textContent()).toBe('1');

    // Ana's badge and list update without a reload
    await expect
      .poll(
        () =>
          badge(anaPage)
            .getByTestId('unread-badge')
            .filter({ hasText: /^1 unread$/ })
            .count(),
        { timeout: 5000 },
      )
      .toBe(1);
    await notificationCard(anaPage, `@${ben.username}`)
      .filter({ hasText: 'started following you' })
      .waitFor({ timeout: 5000 });

    // Ana likes Ben's post; Ben has no socket, so his badge learns of it by polling (6 s) within 7 s
    await expect(badge(benPage).getByTestId('unread-badge').count()).resolves.toBe(0);
    await api(`mutation ($id: ID!) { likePost(postId: $id) { post { isLiked } } }`, { id: benPostId }, ana.token);
    const likedAt = Date.now();
    await badge(benPage)
      .getByTestId('unread-badge')
      .filter({ hasText: /^1 unread$/ })
      .waitFor({ timeout: 7000 });
    expect(Date.now() - likedAt).toBeLessThanOrEqual(7000);
    expect(benCountRequests).toBeGreaterThanOrEqual(2); // the badge was polled over HTTP, not pushed
    await badge(benPage).click();
    await notificationCard(benPage, `@${ana.username}`)
      .filter({ hasText: 'liked your post' })
      .filter({ hasText: 'Kite season in Bali' })
      .waitFor();

    // Search finds Ana by part of her username
    const cyPage = await openAs(cy, '/dashboard');
    await cyPage.locator('#sidebar-search').fill(ana.username.slice(0, -3));
    await cyPage.waitForURL('**/search-result/**');
    await cyPage.getByRole('heading', { name: `Search Results for "${ana.username.slice(0, -3)}"` }).waitFor();
    await cyPage
      .getByTestId('user-result')
      .filter({ hasText: `@${ana.username}` })
      .waitFor();

    // Ana turns private in her settings
    await anaPage.getByRole('link', { name: 'Settings' }).first().click();
    await anaPage.waitForURL('**/settings');
    await anaPage.getByRole('switch', { name: 'Protect your posts' }).click();
    await anaPage
      .getByRole('alertdialog', { name: 'Make your account private?' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await anaPage.getByText('Your account is now private.').waitFor();

    // Cy opens her profile from the results: private, so he asks to follow
    await cyPage
      .getByTestId('user-result')
      .filter({ hasText: `@${ana.username}` })
      .click();
    await cyPage.waitForURL('**/user-profile/**');
    await cyPage.getByRole('heading', { name: 'Private Account', exact: true }).waitFor();
    await cyPage.getByText('This account is private. Follow to see their posts.').waitFor();
    await expect(cyPage.getByText(anaPostTitle).count()).resolves.toBe(0);
    await cyPage.getByTestId('follow-button').click();
    await expect.poll(() => cyPage.getByTestId('follow-button').textContent()).toBe('Requested');
    await expect(cyPage.getByText(anaPostTitle).count()).resolves.toBe(0);

    // Ana approves the request from her notifications
    await anaPage.getByRole('link', { name: 'Notifications' }).first().click();
    const request = notificationCard(anaPage, `@${cy.username}`).filter({ hasText: 'requested to follow you' });
    await request.waitFor({ timeout: 5000 });
    await request.getByRole('button', { name: 'Approve' }).click();
    await anaPage.getByText(`@${cy.username} can now see your posts.`).waitFor();
    await notificationCard(anaPage, `@${cy.username}`).filter({ hasText: 'started following you' }).waitFor();
    await expect(anaPage.getByRole('button', { name: 'Approve' }).count()).resolves.toBe(0);

    // Cy now sees Ana's posts
    await cyPage.reload();
    await cyPage.getByRole('heading', { name: anaPostTitle }).waitFor();
    await expect(cyPage.getByText('Private Account', { exact: true }).count()).resolves.toBe(0);
    await expect.poll(() => cyPage.getByTestId('follow-button').textContent()).toBe('Unfollow');
  });
});
