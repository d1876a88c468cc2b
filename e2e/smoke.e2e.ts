import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newMember } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the served app', () => {
  it('opens in Chromium from npm start', async () => {
    const { page, context } = await newMember(browser);
    await page.goto('/');
    await expect(page.title()).resolves.toBe('CulturaLink');
    await context.close();
  });

  it('shows the sign-in page with under 200 KB of gzipped script, none of it MapLibre', async () => {
    const { page, context } = await newMember(browser, { mobile: true });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'SIGN IN' }).waitFor();
    await context.close();
    expect([...scripts].filter((script) => /maplibre|itinerary-map/.test(script))).toEqual([]);
    expect([...scripts].some((script) => /^\/assets\/app-[^/]+\.js$/.test(script))).toBe(true);
    let gzipped = 0;
    for (const script of scripts) {
      const response = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      gzipped += Number(response.headers.get('content-length'));
    }
    expect(gzipped).toBeGreaterThan(100_000);
    expect(gzipped).toBeLessThan(200_000);
  });

  it('sends its scripts and styles precompressed (brotli) with a year-long immutable cache', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await fetch(`${baseUrl()}${asset}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      await response.arrayBuffer();
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toMatch(/immutable/);
      // The app's start-up chunk is far above the 1 KiB threshold of the build's compression step.
      if (/^\/assets\/app-[^/]+\.js$/.test(asset)) expect(response.headers.get('content-encoding'), asset).toBe('br');
    }
  });
});
