import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newMember } from './support/browser.js';
import { tinyPng } from './support/images.js';
import { signUpInBrowser, uniqueMember } from './support/members.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MANILA = { latitude: 14.5995, longitude: 120.9842 };
const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: true }).first();

async function locatedAt(context: BrowserContext, where: { latitude: number; longitude: number }) {
  await context.grantPermissions(['geolocation'], { origin: baseUrl() });
  await context.setGeolocation(where);
}

/** Adds a stop through the modal: types into the location autocomplete and picks the suggestion for `town`. */
async function addStop(page: Page, town: string, budget: string) {
  await page.getByRole('button', { name: 'Add New Stop' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Stop' });
  await modal.getByRole('combobox', { name: 'Location' }).fill(town);
  await modal.getByRole('option').filter({ hasText: town }).first().click();
  await modal.getByLabel(/^Budget/).fill(budget);
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await modal.waitFor({ state: 'detached' });
}

describe('itineraries in the browser', () => {
  it('creates an itinerary with a cover and three stops on an offline map, converts the budget, shares it in a post; another member rates and forks it', async () => {
    const authorDetails = uniqueMember('planner');
    const readerDetails = uniqueMember('traveller');
    const { page: author, context: authorContext } = await newMember(browser);
    const { page: reader, context: readerContext } = await newMember(browser, { mobile: true });
    await locatedAt(authorContext, MANILA);
    await signUpInBrowser(author, authorDetails);
    await signUpInBrowser(reader, readerDetails);

    // Create: Save refuses the default title.
    await author.goto('/create-itinerary');
    const form = author.getByRole('form', { name: 'Create itinerary' });
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(author, 'Please fill all fields correctly.').waitFor();

    const title = `Islands ${Date.now().toString(36)}`;
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng(80, 40) });
    await form.getByRole('img', { name: 'Itinerary cover' }).waitFor();
    await form.getByRole('button', { name: 'Edit itinerary title' }).click();
    await form.getByLabel('Itinerary title').fill(title);
    await form.getByLabel('Itinerary title').press('Enter');
    await form.getByRole('heading', { name: title }).waitFor();
    await form.getByLabel('Description').fill('Three islands in a week.');
    await form.getByLabel('General Tips').fill('Bring **cash** for the ferries\nBook early');
    await form.getByLabel('Total budget').fill('1500');

    // Three stops through the autocomplete, added far to near; the map letters them nearest first from the member (A).
    await addStop(author, 'Davao', '500');
    await addStop(author, 'Baguio', '300');
    await addStop(author, 'Cebu', '400');
    await expect
      .poll(() =>
        form
          .getByTestId('stop-card')
          .evaluateAll((cards) =>
            cards.map(
              (card) => `${card.getAttribute('data-letter')} ${card.querySelector('h3')?.textContent?.split(' ')[0]}`,
            ),
          ),
      )
      .toEqual(['B Baguio', 'C Cebu', 'D Davao']);

    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await author.waitForURL('**/itinerary');
    const card = author.getByTestId('itinerary-card').filter({ hasText: title });
    await card.waitFor();
    expect(await card.textContent()).toContain('No ratings');
    await card.getByRole('link', { name: title }).click();
    await author.waitForURL('**/view-itinerary?id=*');
    const itineraryId = new URL(author.url()).searchParams.get('id');
    expect(itineraryId).toBeTruthy();

    // The view: stops ordered and lettered, the offline map loaded with its markers, tips with bold.
    await author.getByRole('heading', { name: title }).waitFor();
    await expect
      .poll(() =>
        author.getByTestId('stop-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-letter'))),
      )
      .toEqual(['B', 'C', 'D']);
    const map = author.getByTestId('itinerary-map');
    await expect.poll(() => map.getAttribute('data-map-loaded'), { timeout: 20_000 }).toBe('true');
    expect(await map.locator('canvas').count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        map
          .getByTestId('map-marker')
          .evaluateAll((markers) => markers.map((marker) => marker.getAttribute('data-letter')).sort()),
      )
      .toEqual(['A', 'B', 'C', 'D']);
    expect(await author.locator('.itinerary__tips strong').first().textContent()).toBe('cash');

    // Convert the budget: the converted total carries the rate date.
    expect(await author.getByTestId('budget-amount').textContent()).toMatch(/1,500/);
    await author.getByLabel('Show totals in').selectOption('USD');
    await expect
      .poll(() => author.getByTestId('converted-amount').textContent())
      .toMatch(/\$.*rates of \d{4}-\d{2}-\d{2}/);

    // Attach it to a post from the composer's picker.
    await author.goto('/dashboard');
    const composer = author.getByRole('form', { name: 'Create a post' });
    await composer.getByRole('button', { name: /post title/i }).click();
    await composer.getByLabel('Post title').fill(`Trip plan ${title}`);
    await composer.getByLabel('Post title').press('Enter');
    await composer.getByLabel('Category').selectOption('Traditions');
    await composer.getByLabel('Country').fill('Philippines');
    await composer.getByLabel('What would you like to share?').fill('My island plan, with a map.');
    await composer.getByRole('button', { name: 'Attach itinerary' }).click();
    await author
      .getByRole('dialog', { name: 'Attach an itinerary' })
      .getByRole('button', { name: new RegExp(title) })
      .click();
    await composer.getByRole('button', { name: `Itinerary: ${title}` }).waitFor();
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await toast(author, 'Post created successfully!').waitFor();
    const post = author.getByTestId('post-card').filter({ hasText: `Trip plan ${title}` });
    await post.getByTestId('post-itinerary').filter({ hasText: title }).waitFor();

    // Another member opens it from the post, rates it and forks it.
    const postId = await post.getAttribute('data-post-id');
    await reader.goto(`/view-post/${postId}`);
    await reader.getByTestId('post-itinerary').click();
    await reader.waitForURL(`**/view-itinerary?id=${itineraryId}`);
    await reader.getByRole('heading', { name: title }).waitFor();
    expect(await reader.getByRole('button', { name: 'Edit itinerary title' }).count()).toBe(0);
    // On a phone the map is a slide-up overlay behind a button.
    await reader.getByRole('button', { name: 'Show map' }).click();
    await expect
      .poll(() => reader.getByTestId('itinerary-map').getAttribute('data-map-loaded'), { timeout: 20_000 })
      .toBe('true');
    await reader.getByRole('button', { name: 'Hide map' }).click();
    await reader.getByRole('button', { name: 'Rate 4 out of 5' }).click();
    await reader.getByText('Rating Submitted').waitFor();
    await expect.poll(() => reader.getByTestId('average-rating').textContent()).toContain('4.0 / 5');
    await reader.getByRole('button', { name: 'Fork to my itineraries' }).click();
    await toast(reader, 'Forked to your itineraries.').waitFor();
    await expect.poll(() => new URL(reader.url()).searchParams.get('id')).not.toBe(itineraryId);
    await reader.getByText(`Forked from ${title}`).waitFor();
    await reader.getByRole('button', { name: 'Edit itinerary title' }).waitFor(); // the copy is the reader's own

    // The author sees the rating and the fork count.
    await author.goto(`/view-itinerary?id=${itineraryId}`);
    await expect.poll(() => author.getByTestId('fork-count').textContent()).toBe('1 fork');
    expect(await author.getByTestId('average-rating').textContent()).toContain('4.0 / 5');

    await authorContext.close();
    await readerContext.close();
  }, 180_000);
});
