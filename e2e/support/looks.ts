import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiMember } from './api.js';
import { baseUrl } from './browser.js';

/** The four looks the visual suites cover: each screen size in each theme. */
export const LOOKS = [
  { name: 'desktop-light', mobile: false, colorScheme: 'light' },
  { name: 'desktop-dark', mobile: false, colorScheme: 'dark' },
  { name: 'phone-light', mobile: true, colorScheme: 'light' },
  { name: 'phone-dark', mobile: true, colorScheme: 'dark' },
] as const;
export type Look = (typeof LOOKS)[number];

/**
 * The looks an environment variable picks: `all`, or names separated by commas (`desktop-dark,phone-light`);
 * `fallback` when it is not set.
 */
export function looksFrom(variable: string | undefined, fallback: string): Look[] {
  const chosen = (variable ?? fallback).split(',').map((name) => name.trim());
  return LOOKS.filter((look) => chosen.includes('all') || chosen.includes(look.name));
}

/**
 * A fresh page in a look (no motion, so nothing is read half-way through a transition), signed in as `member`
 * when given (the token in sessionStorage, as after a login). Its context joins `contexts` for closing.
 */
export async function openLookPage(
  browser: Browser,
  contexts: BrowserContext[],
  look: Look,
  options: { member?: ApiMember; timeoutMs: number },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: look.mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    colorScheme: look.colorScheme,
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  context.setDefaultTimeout(options.timeoutMs);
  const member = options.member;
  if (member) await context.addInitScript((token) => sessionStorage.setItem('TOKEN', token), member.token);
  return context.newPage();
}
