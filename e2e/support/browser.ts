import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumSwitches, findChromium } from './chromium.js';

export const baseUrl = () => inject('baseUrl');

/** The system Chromium, headless; `extraArgs` adds switches (e.g. `--disable-webgl` for the list-only itinerary). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumSwitches(extraArgs) });
}

/** A fresh browser profile (its own sessionStorage, localStorage and cookies) at a phone or desktop size. */
export async function newMember(
  browser: Browser,
  options: { mobile?: boolean; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 860 },
    colorScheme: options.colorScheme ?? 'light',
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  return { context, page };
}
