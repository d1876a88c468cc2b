import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUpByApi, type ApiMember } from './support/api.js';
import { launchBrowser, newMember } from './support/browser.js';
import { expectFocusOn, tabTo } from './support/keyboard.js';
import { settle } from './support/settle.js';

/** Block and mute from a profile and their undo in Settings, keyboard-only, with axe on every new state. */
let browser: Browser;
const contexts: BrowserContext[] = [];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function createPost(member: ApiMember, title: string): Promise<void> {
  await api(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
    { input: { title, content: `${title}, told by ${member.username}.`, category: 'FESTIVALS', country: 'Japan' } },
    member.token,
  );
}

const follow = (follower: ApiMember, followee: ApiMember) =>
  api(`mutation ($id: ID!) { followUser(userId: $id) { user { id } } }`, { id: followee.id }, follower.token);

async function openAs(member: ApiMember, path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const { context, page } = await newMember(browser, { colorScheme });
  contexts.push(context);
  await context.addInitScript((token) => sessionStorage.setItem('TOKEN', token), member.token);
  await page.goto(path);
  return page;
}

const profilePath = (member: ApiMember) => `/user-profile/${member.username}?id=${member.id}`;
const postHeading = (page: Page, title: string) => page.getByRole('heading', { name: title });

async function expectAxeClean(page: Page, state: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${state}: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`)).toEqual(
    [],
  );
}

describe('block and mute', () => {
  it('blocks from the profile after confirming, hides both from each other, and unblocks from Settings (keyboard only)', async () => {
    const [ana, ben] = await Promise.all([signUpByApi('blkana'), signUpByApi('blkben')]);
    const anaPost = `Ana's lanterns ${Date.now().toString(36)}`;
    const benPost = `Ben's drums ${Date.now().toString(36)}`;
    await Promise.all([createPost(ana, anaPost), createPost(ben, benPost), follow(ben, ana), follow(ana, ben)]);

    const page = await openAs(ana, profilePath(ben));
    await postHeading(page, benPost).waitFor();
    await expect.poll(() => page.getByTestId('follow-button').textContent()).toBe('Unfollow');

    // Block asks first; Esc leaves everything as it was, with the focus back on Block.
    const block = page.getByRole('button', { name: `Block @${ben.username}` });
    await tabTo(page, block);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: `Block @${ben.username}?` });
    await expectFocusOn(page, confirm.getByRole('button', { name: 'Block', exact: true }));
    await expectAxeClean(page, 'block confirmation');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await expectFocusOn(page, block);

    await page.keyboard.press('Enter');
    await expectFocusOn(page, confirm.getByRole('button', { name: 'Block', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'You blocked this member' }).waitFor();
    await postHeading(page, benPost).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('follow-button').count()).toBe(0);
    await page.getByText(`You blocked @${ben.username}.`).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await expectAxeClean(page, 'blocked profile');

    // Ben no longer finds Ana, and her post left his feed (the follow ended).
    const benPage = await openAs(ben, profilePath(ana));
    await benPage.getByRole('heading', { name: 'Member not found' }).waitFor();
    await benPage.goto('/dashboard');
    await benPage.getByRole('heading', { name: benPost }).waitFor();
    await expect.poll(() => postHeading(benPage, anaPost).count()).toBe(0);

    // Settings lists Ben; Unblock turns into Block again on the same button, which keeps the focus.
    await page.goto('/settings');
    const blockedMembers = page.getByRole('button', { name: /^Blocked members/ });
    await tabTo(page, blockedMembers);
    await page.keyboard.press('Enter');
    const list = page.getByRole('list', { name: 'Your blocked members' });
    await list.getByRole('link', { name: ben.fullName }).waitFor();
    await expectAxeClean(page, 'blocked members list');
    const unblock = list.getByRole('button', { name: `Unblock @${ben.username}` });
    await tabTo(page, unblock);
    await page.keyboard.press('Enter');
    const blockAgain = list.getByRole('button', { name: `Block again @${ben.username}` });
    await expectFocusOn(page, blockAgain);
    await list.getByText(`@${ben.username} · unblocked`).waitFor();

    // Unblocked: Ben finds Ana again (the follows stay ended).
    await benPage.goto(profilePath(ana));
    await postHeading(benPage, anaPost).waitFor();
    await expect.poll(() => benPage.getByTestId('follow-button').textContent()).toBe('Follow');
  });

  it('mutes for a day from the profile, keeps the posts out of the feed only, and unmutes from Settings', async () => {
    const [ana, cy] = await Promise.all([signUpByApi('mutana'), signUpByApi('mutcy')]);
    const cyPost = `Cy's kites ${Date.now().toString(36)}`;
    await Promise.all([createPost(cy, cyPost), follow(ana, cy)]);

    const page = await openAs(ana, '/dashboard', 'dark');
    await postHeading(page, cyPost).waitFor();

    await page.goto(profilePath(cy));
    const mute = page.getByRole('button', { name: `Mute @${cy.username}` });
    await tabTo(page, mute);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Mute @${cy.username}?` });
    await expectFocusOn(page, dialog.getByRole('radio', { name: 'Until I unmute' }));
    await expectAxeClean(page, 'mute dialog (dark)');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => dialog.getByRole('radio', { name: 'For 1 day' }).isChecked()).toBe(true);
    await tabTo(page, dialog.getByRole('button', { name: 'Mute', exact: true }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const unmute = page.getByRole('button', { name: `Unmute @${cy.username}` });
    await unmute.waitFor();
    // A mute is not a block: the follow and the posts stay on the profile.
    await postHeading(page, cyPost).waitFor();
    await expect.poll(() => page.getByTestId('follow-button').textContent()).toBe('Unfollow');

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Your feed', level: 1 }).waitFor();
    await settle(page);
    await expect.poll(() => postHeading(page, cyPost).count()).toBe(0);

    await page.goto('/settings');
    await tabTo(page, page.getByRole('button', { name: /^Muted members/ }));
    await page.keyboard.press('Enter');
    const list = page.getByRole('list', { name: 'Your muted members' });
    await list.getByText(new RegExp(`^@${cy.username} · muted until `)).waitFor();
    await expectAxeClean(page, 'muted members list (dark)');
    const unmuteInList = list.getByRole('button', { name: `Unmute @${cy.username}` });
    await tabTo(page, unmuteInList);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, list.getByRole('button', { name: `Mute again @${cy.username}` }));

    await page.goto('/dashboard');
    await postHeading(page, cyPost).waitFor();
  });
});
