import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUpByApi, type ApiMember } from './support/api.js';
import { baseUrl, launchBrowser } from './support/browser.js';
import { createItineraryByApi } from './support/itineraries.js';

/**
 * The installable, offline app (issue #23): a member loads the dashboard and an itinerary, loses the connection and
 * reloads: the app, the feed they saw and the itinerary with its map still show, with the offline indicator. And a
 * new version of the app is announced and taken only when the member chooses Reload.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serviceWorkerFile = path.join(repoRoot, 'web', 'dist', 'sw.js');

let browser: Browser;
let ana: ApiMember;
let itineraryId: string;
const postTitle = `Rainy-day sinigang ${Date.now().toString(36)}`;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ana = await signUpByApi('offana');
  await api(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
    { input: { title: postTitle, content: 'Tamarind, when it rains.', category: 'FOOD', country: 'Philippines' } },
    ana.token,
  );
  itineraryId = await createItineraryByApi(ana, 'Northern Luzon offline');
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

/** A signed-in tab of Ana's (the token in sessionStorage, as after signing in) that records console errors. */
async function anasTab(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 860 } });
  contexts.push(context);
  context.setDefaultTimeout(20_000);
  await context.addInitScript((token) => sessionStorage.setItem('TOKEN', token), ana.token);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Waits until the app's service worker is active and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

const mapDrawn = (page: Page) =>
  page.locator('[data-testid="itinerary-map"][data-map-loaded="true"]').waitFor({ timeout: 60_000 });

describe('the app offline', () => {
  it('shows the feed seen and the itinerary with its map after an offline reload, with the indicator', async () => {
    const { context, page, errors } = await anasTab();
    await page.goto('/dashboard');
    await page.getByTestId('post-card').filter({ hasText: postTitle }).waitFor();
    await controlledByServiceWorker(page);
    // The web manifest makes it installable: a name, a start page and icons of 192 and 512 pixels.
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'CulturaLink', start_url: '/dashboard', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

    await page.goto(`/view-itinerary?id=${itineraryId}`);
    await page.getByRole('heading', { name: 'Northern Luzon offline' }).waitFor();
    await mapDrawn(page);
    // The map's style and tiles were kept by the service worker as they were drawn.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('map')).keys()).length))
      .toBeGreaterThan(1);

    await context.setOffline(true);
    const indicator = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await indicator.waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Northern Luzon offline' }).waitFor();
    await indicator.waitFor();
    await mapDrawn(page);
    expect(await page.getByTestId('map-marker').count()).toBe(3);
    expect(await page.getByTestId('stop-card').count()).toBe(3);

    await page.goto('/dashboard');
    await page.getByTestId('post-card').filter({ hasText: postTitle }).waitFor();
    await indicator.waitFor();
    const audit = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);

    // Back online, the indicator goes and the feed's queries that waited are answered.
    await context.setOffline(false);
    await indicator.waitFor({ state: 'detached' });
    expect(await page.getByRole('status').filter({ hasText: 'You are offline.' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('announces a new version and moves to it only when the member chooses Reload', async () => {
    const { page, errors } = await anasTab();
    await page.goto('/dashboard');
    await controlledByServiceWorker(page);
    const banner = page.getByRole('status').filter({ hasText: 'A new version is available.' });
    expect(await banner.count()).toBe(0);

    const original = await fs.readFile(serviceWorkerFile, 'utf8');
    try {
      // A new deployment: the worker's script differs (as its precache list does after a real build).
      await fs.writeFile(serviceWorkerFile, `${original}\n// a new version ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await banner.waitFor({ timeout: 60_000 });
      // The new worker waits: this page keeps the version it started with until the member chooses.
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        true,
      );
      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.getByTestId('post-card').first().waitFor();
      await controlledByServiceWorker(page);
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
      });
      expect(state).toEqual({ waiting: false, active: 'activated' });
      expect(await banner.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await fs.writeFile(serviceWorkerFile, original);
    }
  });
});
