import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUpByApi, type ApiMember } from './support/api.js';
import { baseUrl, launchBrowser } from './support/browser.js';
import { expectFocusOn, tabTo } from './support/keyboard.js';

/**
 * Keyboard-only journeys: every step is Tab, Shift+Tab, Enter, Space, arrows, Esc or typing. Each dialog and menu
 * gives the focus back to the control that opened it, and after an action the focus is never left on <body>.
 */
let browser: Browser;
const contexts: BrowserContext[] = [];
let ana: ApiMember;
let ben: ApiMember;
let itineraryId: string;
const benPost = 'Kite season in Bali';

beforeAll(async () => {
  browser = await launchBrowser();
  [ana, ben] = await Promise.all([signUpByApi('keyana'), signUpByApi('keyben')]);
  await api(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
    { input: { title: benPost, content: 'Kites over the rice fields.', category: 'FESTIVALS', country: 'Indonesia' } },
    ben.token,
  );
  const created = await api<{ createItinerary: { itinerary: { id: string } } }>(
    `mutation ($input: ItineraryInput!) { createItinerary(input: $input) { itinerary { id } } }`,
    {
      input: {
        title: 'Bali in four days',
        description: 'Temples and terraces.',
        tips: 'Carry a sarong',
        totalBudget: { amount: 4000000, currencyCode: 'IDR' },
        stops: [
          { name: 'Ubud', latitude: -8.5069, longitude: 115.2625, budget: { amount: 1000000, currencyCode: 'IDR' } },
          {
            name: 'Uluwatu',
            latitude: -8.8291,
            longitude: 115.0849,
            budget: { amount: 1000000, currencyCode: 'IDR' },
          },
        ],
      },
    },
    ben.token,
  );
  itineraryId = created.createItinerary.itinerary.id;
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function openPage(options: { mobile?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

async function expectFocusNotOnBody(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null))
    .toBe(true);
}

describe('keyboard-only journeys', () => {
  it('signs in, posts, likes, comments, follows, and every dialog and menu gives the focus back', async () => {
    const page = await openPage();
    await page.goto('/');

    // The sign-up dialog opens on its first field and Esc gives the focus back to its button.
    const createAccount = page.getByRole('button', { name: 'CREATE ACCOUNT' });
    await tabTo(page, createAccount);
    await page.keyboard.press('Enter');
    const signUp = page.getByRole('dialog', { name: 'Create your account' });
    await expectFocusOn(page, signUp.getByLabel('Full name'));
    await page.keyboard.press('Escape');
    await signUp.waitFor({ state: 'detached' });
    await expectFocusOn(page, createAccount);

    // Sign in.
    await tabTo(page, page.getByRole('button', { name: 'SIGN IN' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.type(ana.username);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(ana.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    // Post: title, category, country, text, then Post; the focus stays on the Post button.
    const composer = page.getByRole('form', { name: 'Create a post' });
    await tabTo(page, composer.getByRole('button', { name: 'Add a post title' }));
    await page.keyboard.press('Enter');
    await page.keyboard.type('Keyboard kite festival');
    await page.keyboard.press('Enter');
    await tabTo(page, composer.getByLabel('Category'));
    await page.keyboard.type('Festivals');
    await tabTo(page, composer.getByLabel('Country'));
    await page.keyboard.type('Indonesia');
    await tabTo(page, composer.getByLabel('What would you like to share?'));
    await page.keyboard.type('Written without a mouse.');
    const postButton = composer.getByRole('button', { name: 'Post', exact: true });
    await tabTo(page, postButton);
    await page.keyboard.press('Enter');
    const myPost = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: 'Keyboard kite festival' }) });
    await myPost.waitFor();
    await expectFocusOn(page, postButton);

    // The post's ⋯ menu: Enter opens it on its first item, Esc closes it back onto ⋯.
    const options = myPost.getByRole('button', { name: 'Options for “Keyboard kite festival”' });
    await tabTo(page, options);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, page.getByRole('menuitem', { name: 'Edit' }));
    await page.keyboard.press('Escape');
    await expectFocusOn(page, options);

    // Delete: the confirmation's Cancel gives the focus back to ⋯; confirming leaves it in the page, not on <body>.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, page.getByRole('menuitem', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await expectFocusOn(page, options);

    // Like Ben's post; the button keeps the focus and its name carries the count.
    const benCard = page.locator('article').filter({ has: page.getByRole('heading', { name: benPost }) });
    const like = benCard.getByRole('button', { name: /^Like, / });
    await tabTo(page, like);
    await page.keyboard.press('Enter');
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.getAttribute('aria-label')).toBe('Like, 1 like');
    await expectFocusOn(page, like);

    // Comment from the comments dialog; Esc gives the focus back to the comment count.
    const comments = benCard.getByTestId('comment-count');
    await tabTo(page, comments);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Comments on “${benPost}”` });
    await dialog.waitFor();
    await tabTo(page, dialog.getByLabel('Write a comment'));
    await page.keyboard.type('Typed, not clicked.');
    await tabTo(page, dialog.getByRole('button', { name: 'Comment', exact: true }));
    await page.keyboard.press('Enter');
    await dialog.getByText('Typed, not clicked.').waitFor();
    await expectFocusOn(page, dialog.getByLabel('Write a comment'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, comments);

    // The support chat: Esc closes it onto its button.
    const launcher = page.getByRole('button', { name: 'Support chat' });
    await tabTo(page, launcher);
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Support chat' }).waitFor();
    await page.keyboard.press('Escape');
    await expectFocusOn(page, launcher);

    // The account menu: its items follow its button, Esc closes it onto the button.
    const account = page.getByRole('button', { name: /Account menu/ });
    await tabTo(page, account, { backwards: true });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expectFocusOn(page, page.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'Profile' }));
    await page.keyboard.press('Escape');
    await expectFocusOn(page, account);

    // Now delete the post for real: the focus goes on from the page's main region.
    await tabTo(page, options);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await expectFocusOn(page, confirm.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    await myPost.waitFor({ state: 'detached' });
    await expectFocusNotOnBody(page);

    // Follow Ben from his profile; the button keeps the focus.
    await page.goto(`/user-profile/${ben.username}`);
    const follow = page.getByTestId('follow-button');
    await tabTo(page, follow);
    await page.keyboard.press('Enter');
    await expect.poll(() => follow.textContent()).toBe('Unfollow');
    await expectFocusOn(page, follow);

    // An itinerary: rating keeps the focus on the star pressed.
    await page.goto(`/view-itinerary?id=${itineraryId}`);
    const four = page.getByRole('button', { name: 'Rate 4 out of 5' });
    await tabTo(page, four);
    await page.keyboard.press('Enter');
    await page.getByText('Rating Submitted').waitFor();
    await expectFocusOn(page, four);
  });

  it('edits and deletes a stop with the keyboard; the stop dialog gives the focus back or to the page', async () => {
    const page = await openPage();
    await page.context().addInitScript((token) => sessionStorage.setItem('TOKEN', token), ben.token);
    await page.goto(`/view-itinerary?id=${itineraryId}`);
    const edit = page.getByRole('button', { name: 'Edit stop Ubud' });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Edit Stop' });
    await modal.waitFor();
    // The first Esc may only close the location field's suggestions (a combobox keeps that one); the next closes.
    for (let presses = 0; presses < 2 && (await modal.count()) > 0; presses++) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(200);
    }
    await modal.waitFor({ state: 'detached' });
    await expectFocusOn(page, edit);

    await page.keyboard.press('Enter');
    await tabTo(page, modal.getByRole('button', { name: /^Delete/ }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await tabTo(page, confirm.getByRole('button', { name: /^Delete/ }));
    await page.keyboard.press('Enter');
    await edit.waitFor({ state: 'detached' });
    await expectFocusNotOnBody(page);
  });

  it('opens and closes the phone navigation drawer with the keyboard', async () => {
    const page = await openPage({ mobile: true });
    await page.context().addInitScript((token) => sessionStorage.setItem('TOKEN', token), ana.token);
    await page.goto('/dashboard');
    const menu = page.getByRole('button', { name: 'Open navigation' });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    // the drawer takes the focus, and the page behind it is out of Tab's reach while it is open
    const focusInDrawer = () =>
      page.evaluate(() => !!document.getElementById('app-drawer')?.contains(document.activeElement));
    await expect.poll(focusInDrawer).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main, header'))).toBe(false);
    }
    await tabTo(page, page.locator('#app-drawer').getByRole('link', { name: 'Itineraries' }));
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await expectFocusOn(page, menu);
  });
});
