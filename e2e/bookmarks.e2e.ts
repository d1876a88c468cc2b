import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUpByApi, type ApiMember } from './support/api.js';
import { launchBrowser, newMember } from './support/browser.js';
import { expectFocusOn, tabTo } from './support/keyboard.js';
import { chooseFromAccountMenu } from './support/members.js';
import { settle } from './support/settle.js';

/** Saving a post from the feed, finding it on the private bookmarks page and unsaving it, keyboard-only, axe clean. */
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

async function openAs(member: ApiMember, path: string, colorScheme: 'light' | 'dark'): Promise<Page> {
  const { context, page } = await newMember(browser, { colorScheme });
  contexts.push(context);
  await context.addInitScript((token) => sessionStorage.setItem('TOKEN', token), member.token);
  await page.goto(path);
  return page;
}

async function expectAxeClean(page: Page, state: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${state}: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`)).toEqual(
    [],
  );
}

describe('bookmarks', () => {
  it('saves a post from the feed, lists it privately on Bookmarks, and unsaves it there (keyboard only)', async () => {
    const [ana, ben] = await Promise.all([signUpByApi('bmana'), signUpByApi('bmben')]);
    const title = `Ben's night market ${Date.now().toString(36)}`;
    await api(
      `mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
      { input: { title, content: 'Skewers and lanterns.', category: 'FOOD', country: 'Taiwan' } },
      ben.token,
    );
    await api(`mutation ($id: ID!) { followUser(userId: $id) { user { id } } }`, { id: ben.id }, ana.token);

    const page = await openAs(ana, '/dashboard', 'light');
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });
    const save = card.getByRole('button', { name: `Save “${title}”` });
    await tabTo(page, save, { max: 120 });
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await expectFocusOn(page, save);

    await chooseFromAccountMenu(page, 'Bookmarks');
    await page.waitForURL('**/bookmarks');
    const list = page.getByRole('region', { name: 'Your bookmarks' });
    const saved = list.getByRole('button', { name: `Save “${title}”` });
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
    await expectAxeClean(page, 'bookmarks page');

    // Nobody else sees it: Ben's own bookmarks are empty.
    const benPage = await openAs(ben, '/bookmarks', 'dark');
    await benPage.getByRole('heading', { name: 'No bookmarks yet' }).waitFor();
    await expectAxeClean(benPage, 'empty bookmarks (dark)');

    // Unsaving keeps the post in place (Save undoes it) until the list is read again.
    await tabTo(page, saved, { max: 120 });
    await page.keyboard.press('Enter');
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('false');
    await expectFocusOn(page, saved);
    await page.reload();
    await page.getByRole('heading', { name: 'No bookmarks yet' }).waitFor();
  });
});
