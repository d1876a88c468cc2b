import os from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { findChromium } from './chromium.js';

export const baseUrl = () => inject('baseUrl');

/** The system Chromium, headless; `extraArgs` adds switches (e.g. `--disable-webgl` for the list-only itinerary). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const args = [
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
    ...extraArgs,
  ];
  if (os.userInfo().uid === 0) args.push('--no-sandbox');
  return chromium.launch({ executablePath: findChromium(), headless: true, args });
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
