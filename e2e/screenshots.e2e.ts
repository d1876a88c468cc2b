import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './support/admin.js';
import { api, signUpByApi, type ApiMember } from './support/api.js';
import { launchBrowser } from './support/browser.js';
import { createCityItineraryByApi, KYOTO_STOPS, LAGOS_STOPS } from './support/city-itineraries.js';
import { createItineraryByApi } from './support/itineraries.js';
import { looksFrom, openLookPage, type Look } from './support/looks.js';
import { uniqueMember } from './support/members.js';
import { screenshot, settle } from './support/settle.js';

/**
 * Screenshots for a visual review: every screen once at phone and desktop sizes in the light and dark themes, into
 * e2e/.screenshots/ (gitignored; CI keeps them as artifacts) as `look-<size>-<theme>-<screen>.png`. Pages are
 * reused from screen to screen. `npm test` shoots desktop-dark and phone-light (each size and theme once, the looks
 * the axe suite does not open) to keep the suite short on two cores; E2E_SCREENSHOT_LOOKS=all shoots the four.
 */
const SHOT_LOOKS = looksFrom(process.env.E2E_SCREENSHOT_LOOKS, 'desktop-dark,phone-light');

interface Screen {
  name: string;
  path: string;
  ready: (page: Page, look: Look) => Promise<unknown>;
}

let browser: Browser;
let ana: ApiMember;
let admin: ApiMember;
let itineraryId: string;
/** Itineraries framed at about zoom 11 over Kyoto and Lagos: the offline basemap at city zoom. */
let kyotoId: string;
let lagosId: string;
let postId: string;
const postTitle = 'Lantern festival in Pampanga';
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const adminDetails = uniqueMember('shotadmin');
  [ana] = await Promise.all([
    signUpByApi('shotana'),
    createAdmin({ username: adminDetails.username, email: adminDetails.email, password: adminDetails.password }),
  ]);
  const login = await api<{ login: { token: string; user: { id: string } } }>(
    `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { token user { id } } }`,
    { username: adminDetails.username, password: adminDetails.password },
  );
  admin = { ...adminDetails, id: login.login.user.id, token: login.login.token };
  const post = await api<{ createPost: { post: { id: string } } }>(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
    {
      input: {
        title: postTitle,
        content: 'Giant lanterns lit at dusk.',
        category: 'FESTIVALS',
        country: 'Philippines',
      },
    },
    ana.token,
  );
  postId = post.createPost.post.id;
  [itineraryId, kyotoId, lagosId] = await Promise.all([
    createItineraryByApi(ana, 'Northern Luzon loop'),
    createCityItineraryByApi(ana, 'Kyoto and the lake', KYOTO_STOPS),
    createCityItineraryByApi(ana, 'Lagos by the lagoon', LAGOS_STOPS),
  ]);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function openPage(look: Look, member?: ApiMember): Promise<Page> {
  return openLookPage(browser, contexts, look, { member, timeoutMs: 20_000 });
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first().waitFor();

/** The map drawn (software WebGL on a busy machine can take a while) and, on a phone, its overlay opened. */
async function mapShown(page: Page, look: Look) {
  await page.getByTestId('stop-card').first().waitFor();
  if (look.mobile) await page.getByRole('button', { name: 'Show map' }).click();
  await page.locator('[data-testid="itinerary-map"][data-map-loaded="true"]').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(400); // the overlay's slide and the last tiles
}

const guestScreens: Screen[] = [
  { name: 'landing', path: '/', ready: (page) => page.getByRole('button', { name: 'CREATE ACCOUNT' }).waitFor() },
  { name: 'terms', path: '/terms', ready: (page) => heading(page, /Terms/) },
  { name: 'not-found', path: '/no-such-page', ready: (page) => heading(page, 'Page not found') },
];

const memberScreens = (): Screen[] => [
  { name: 'dashboard', path: '/dashboard', ready: (page) => heading(page, postTitle) },
  { name: 'post', path: `/view-post/${postId}`, ready: (page) => heading(page, postTitle) },
  { name: 'profile', path: '/profile', ready: (page) => heading(page, ana.fullName) },
  { name: 'itineraries', path: '/itinerary', ready: (page) => page.getByTestId('itinerary-card').first().waitFor() },
  {
    name: 'itinerary-map',
    path: `/view-itinerary?id=${itineraryId}`,
    ready: async (page, look) => {
      await mapShown(page, look);
      await page.locator('[data-testid="map-marker"][data-letter="C"]').click();
      await page.locator('.maplibregl-popup').waitFor();
    },
  },
  // the offline basemap at city zoom (the suite's online style server is down): place names, land and sea
  { name: 'itinerary-map-kyoto', path: `/view-itinerary?id=${kyotoId}`, ready: mapShown },
  { name: 'itinerary-map-lagos', path: `/view-itinerary?id=${lagosId}`, ready: mapShown },
  {
    name: 'itinerary-list',
    path: `/view-itinerary?id=${itineraryId}`,
    ready: async (page) => {
      await page.getByRole('group', { name: 'Show the stops' }).getByRole('button', { name: 'List' }).click();
      await page
        .getByRole('link', { name: /on OpenStreetMap/ })
        .first()
        .waitFor();
    },
  },
  {
    name: 'create-itinerary',
    path: '/create-itinerary',
    ready: async (page) => {
      await page.getByRole('form', { name: 'Create itinerary' }).waitFor();
      // The list choice is remembered on the device: back to the map for this screen.
      await page.getByRole('group', { name: 'Show the stops' }).getByRole('button', { name: 'Map' }).click();
    },
  },
  { name: 'trivia', path: '/trivia', ready: (page) => page.getByTestId('trivia-card').first().waitFor() },
  { name: 'settings', path: '/settings', ready: (page) => heading(page, 'Settings') },
  { name: 'notifications', path: '/notifications', ready: (page) => heading(page, /Notifications|No notifications/) },
  { name: 'search', path: '/search-result?searchTerm=lantern', ready: (page) => heading(page, postTitle) },
];

const adminScreens: Screen[] = [
  { name: 'admin-reports', path: '/rp', ready: (page) => heading(page, /Reports/) },
  { name: 'admin-users', path: '/cu', ready: (page) => page.getByRole('list', { name: 'Users' }).waitFor() },
  { name: 'admin-survey', path: '/response', ready: (page) => heading(page, 'Survey Responses') },
];

/** Takes each screen's picture; returns the screens that did not show (their picture is taken anyway). */
async function shoot(page: Page, look: Look, screens: Screen[]): Promise<string[]> {
  const missed: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    try {
      await screen.ready(page, look);
      await settle(page);
    } catch (error) {
      missed.push(`${screen.name}: ${(error as Error).message.split('\n')[0]}`);
    }
    await screenshot(page, `look-${look.name}-${screen.name}`);
    for (const control of await coveredControls(page)) missed.push(`${screen.name}: ${control} is covered`);
  }
  return missed;
}

/**
 * Controls a floating one (the phone's map toggle, the chat button) sits on, with the page scrolled to its end,
 * where the last controls meet the floating ones: each visible button, link or field must be the topmost element
 * at its centre and near its corners.
 */
async function coveredControls(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate(() => {
    const covered: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main a[href], main input, main textarea, main select',
    );
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      if (getComputedStyle(control).visibility === 'hidden' || control.closest('[inert], [aria-hidden="true"]'))
        continue;
      const inset = 4;
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
      ];
      const coveredBy = points
        .map(([x, y]) => document.elementFromPoint(x, y))
        .map((top) =>
          top && !control.contains(top) && !top.contains(control) ? top.closest<HTMLElement>('button, a') : null,
        )
        .find((floating) => floating && getComputedStyle(floating).position === 'fixed');
      if (coveredBy)
        covered.push(`"${control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName}"`);
    }
    return covered;
  });
}

describe('screenshots for the visual review', () => {
  for (const look of SHOT_LOOKS) {
    // Up to 5 minutes a look: the maps draw with software WebGL, slow on a busy two-core machine.
    it(`shows every screen (${look.name})`, { timeout: 300_000 }, async () => {
      const missed = [
        ...(await shoot(await openPage(look), look, guestScreens)),
        ...(await shoot(await openPage(look, ana), look, memberScreens())),
        ...(await shoot(await openPage(look, admin), look, adminScreens)),
      ];
      expect(missed).toEqual([]);
    });
  }
});
