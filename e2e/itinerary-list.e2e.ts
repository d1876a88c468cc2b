import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpByApi, type ApiMember } from './support/api.js';
import { baseUrl, launchBrowser } from './support/browser.js';
import { createItineraryByApi } from './support/itineraries.js';

/**
 * The itinerary without a map: Chromium with WebGL switched off shows the stops as a list (no blank map area, no
 * console error); with WebGL, the member can pick "List" and back "Map".
 */
let ana: ApiMember;
let itineraryId: string;
const contexts: BrowserContext[] = [];
const browsers: Browser[] = [];

beforeAll(async () => {
  ana = await signUpByApi('listana');
  itineraryId = await createItineraryByApi(ana, 'Northern Luzon by list');
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  for (const browser of browsers) await browser.close().catch(() => undefined);
});

/** A signed-in page on `browser` that records console errors and uncaught exceptions. */
async function signedInPage(browser: Browser, mobile = false): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  });
  contexts.push(context);
  context.setDefaultTimeout(20_000);
  await context.addInitScript((token) => sessionStorage.setItem('TOKEN', token), ana.token);
  const page = await context.newPage();
  const errors: string[] = [];
  // The suite's stand-in online style server answers 503 (no street map here): Chromium logs that failed load, which
  // the page expects and falls back from; any other error counts.
  const standIn = inject('mapStyleStandIn');
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.startsWith(standIn)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

const stopLetters = (page: Page) =>
  page
    .getByTestId('stop-card')
    .evaluateAll((cards) =>
      cards.map(
        (card) => `${card.getAttribute('data-letter')} ${card.querySelector('.stop-card__name')?.textContent?.trim()}`,
      ),
    );

describe('the itinerary as a list', () => {
  it('shows the stops as an ordered list, without a map area or a console error, when WebGL is off', async () => {
    const browser = await launchBrowser(['--disable-webgl', '--disable-3d-apis']);
    browsers.push(browser);
    for (const mobile of [false, true]) {
      const { page, errors } = await signedInPage(browser, mobile);
      await page.goto(`/view-itinerary?id=${itineraryId}`);
      await page.getByRole('heading', { name: 'Northern Luzon by list' }).waitFor();
      // What the page could detect is what Chromium really offers: no WebGL context at all.
      expect(await page.evaluate(() => Boolean(document.createElement('canvas').getContext('webgl')))).toBe(false);
      await expect.poll(() => page.getByTestId('map-unavailable').textContent()).toMatch(/WebGL/);
      expect(await stopLetters(page)).toEqual(['A Baguio', 'B Banaue', 'C Vigan']);
      const list = page.getByRole('list', { name: 'Stops' });
      expect(await list.evaluate((element) => element.tagName)).toBe('OL');
      await expect.poll(() => page.getByText('Loading the map…').count()).toBe(0);
      expect(await page.getByRole('complementary', { name: 'Map' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Show map' }).count()).toBe(0);
      expect(await page.locator('canvas').count()).toBe(0);
      // Each stop keeps its details and actions: budget, the owner's Edit, a way to see it on a map elsewhere.
      const vigan = page.getByTestId('stop-card').filter({ hasText: 'Vigan' });
      expect(await vigan.textContent()).toMatch(/3,500/);
      expect(await vigan.getByRole('link', { name: /Vigan on OpenStreetMap/ }).getAttribute('href')).toContain(
        'mlat=17.5747',
      );
      // The list takes the whole width on a desktop: no empty column where the map would be.
      const article = await page.getByRole('article').boundingBox();
      expect(article?.width).toBeGreaterThan(mobile ? 300 : 700);
      await page.getByRole('button', { name: 'Edit stop Baguio' }).click();
      const modal = page.getByRole('dialog', { name: 'Edit Stop' });
      await modal.waitFor();
      await modal.getByRole('button', { name: 'Cancel' }).click();
      await modal.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    }
  });

  it('lets a member with WebGL switch to the list, keeps the choice, and brings the map back', async () => {
    const browser = await launchBrowser();
    browsers.push(browser);
    const { page, errors } = await signedInPage(browser);
    await page.goto(`/view-itinerary?id=${itineraryId}`);
    const toggle = page.getByRole('group', { name: 'Show the stops' });
    await toggle.getByRole('button', { name: 'Map', pressed: true }).waitFor();
    await page.getByRole('complementary', { name: 'Map' }).waitFor();

    await toggle.getByRole('button', { name: 'List' }).click();
    await toggle.getByRole('button', { name: 'List', pressed: true }).waitFor();
    await page.getByRole('complementary', { name: 'Map' }).waitFor({ state: 'detached' });
    await page.reload();
    await toggle.getByRole('button', { name: 'List', pressed: true }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Map' }).count()).toBe(0);
    expect(await stopLetters(page)).toEqual(['A Baguio', 'B Banaue', 'C Vigan']);

    await toggle.getByRole('button', { name: 'Map' }).click();
    // Software WebGL on a busy CI machine can take a while to draw the first frame.
    await page.locator('[data-testid="itinerary-map"][data-map-loaded="true"]').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('map-marker').count()).toBe(3);
    // The framing animation to its end (it threw from MapLibre's render loop before): the camera rests, tiles drawn.
    await page.locator('[data-testid="itinerary-map"][data-map-idle="true"]').waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
  });
});
