import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpByApi, type ApiMember } from './support/api.js';
import { baseUrl, launchBrowser } from './support/browser.js';
import { createCityItineraryByApi, KYOTO_STOPS } from './support/city-itineraries.js';
import { setStandInMode, standInRequests, type StandInMode } from './support/map-style-stand-in.js';

/**
 * The itinerary map's online street style and its fallback, against the suite's local stand-in style server
 * (MAP_STYLE_URL, support/global-setup.ts): the online style when it answers, the offline one when it hangs (after
 * the browser's bounded wait) or its tiles fail, never a broken frame in between.
 */
const standIn = () => inject('mapStyleStandIn');
let browser: Browser;
let member: ApiMember;
let itineraryId: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  member = await signUpByApi('mapstyle');
  itineraryId = await createCityItineraryByApi(member, 'Kyoto by the lake', KYOTO_STOPS);
});

afterAll(async () => {
  await setStandInMode(standIn(), 'down');
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

/** The itinerary in a fresh browser (a new page load: the online style is tried again) with the stand-in in `mode`. */
async function openItinerary(mode: StandInMode, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  await setStandInMode(standIn(), mode);
  await standInRequests(standIn()); // forget what earlier journeys asked
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, colorScheme });
  contexts.push(context);
  context.setDefaultTimeout(30_000);
  await context.addInitScript((token) => sessionStorage.setItem('TOKEN', token), member.token);
  const page = await context.newPage();
  await page.goto(`/view-itinerary?id=${itineraryId}`);
  return page;
}

const loadedMap = (page: Page) => page.locator('[data-testid="itinerary-map"][data-map-loaded="true"]');

describe('the online street map and its offline fallback', () => {
  it('draws the online style when its server answers, with its own credits', async () => {
    const page = await openItinerary('up');
    await loadedMap(page).waitFor({ timeout: 60_000 });
    expect(await loadedMap(page).getAttribute('data-map-style')).toBe('online');
    expect(await standInRequests(standIn())).toContain('/style.json');
    expect(await page.locator('.map-panel__credit').textContent()).toMatch(/credits its sources on the map/);
    expect(await page.locator('.maplibregl-ctrl-attrib').textContent()).toContain('Stand-in streets');
  });

  it('draws the dark online style in the dark theme', async () => {
    const page = await openItinerary('up', 'dark');
    await loadedMap(page).waitFor({ timeout: 60_000 });
    expect(await loadedMap(page).getAttribute('data-map-style')).toBe('online');
    const asked = await standInRequests(standIn());
    expect(asked).toContain('/dark.json');
    expect(asked).not.toContain('/style.json');
  });

  it('falls back to the offline style after the bounded wait when the style server does not answer', async () => {
    const started = Date.now();
    const page = await openItinerary('hang');
    // no broken frame: the skeleton says the map is loading until the offline map has drawn
    await page.getByText('Loading the map…').first().waitFor();
    await loadedMap(page).waitFor({ timeout: 60_000 });
    expect(await loadedMap(page).getAttribute('data-map-style')).toBe('offline');
    expect(Date.now() - started).toBeGreaterThan(3000); // it waited for the online style, as long as it may
    expect(await standInRequests(standIn())).toContain('/style.json');
    expect(await page.locator('.map-panel__credit').textContent()).toMatch(/Natural Earth/);
    expect(await page.getByTestId('map-marker').count()).toBe(KYOTO_STOPS.length);
  });

  it('falls back to the offline style when the online style answers but its tiles fail', async () => {
    const page = await openItinerary('tiles-fail');
    await loadedMap(page).waitFor({ timeout: 60_000 });
    expect(await loadedMap(page).getAttribute('data-map-style')).toBe('offline');
    const asked = await standInRequests(standIn());
    expect(asked).toContain('/style.json');
    expect(asked.some((path) => path.startsWith('/tiles/'))).toBe(true);
  });

  it('draws the offline style at once when the style server is down', async () => {
    const page = await openItinerary('down');
    await loadedMap(page).waitFor({ timeout: 60_000 });
    expect(await loadedMap(page).getAttribute('data-map-style')).toBe('offline');
  });
});
