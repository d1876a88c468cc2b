import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newMember } from './support/browser.js';

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
});
