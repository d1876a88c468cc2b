import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByApi, type ApiMember } from './support/api.js';
import { launchBrowser } from './support/browser.js';
import { LOOKS, openLookPage, type Look } from './support/looks.js';

/**
 * The Developer page (/developer), reached from Settings: tokens and OAuth apps made and removed with the keyboard
 * only, the focus never left on <body>, and axe clean in both themes (empty, with items, a one-time secret shown).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let browser: Browser;
const contexts: BrowserContext[] = [];
let member: ApiMember;
let phoneMember: ApiMember;

beforeAll(async () => {
  browser = await launchBrowser();
  [member, phoneMember] = await Promise.all([signUpByApi('devpage'), signUpByApi('devphone')]);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

const isFocused = (target: Locator) => target.evaluate((node) => node === document.activeElement);

async function tabTo(page: Page, target: Locator, max = 80) {
  await target.waitFor();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function expectFocusNotOnBody(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null))
    .toBe(true);
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
}

const look = (name: Look['name']) => LOOKS.find((candidate) => candidate.name === name)!;

describe('the Developer page', () => {
  it('is reached from Settings and makes and revokes a token and an app with the keyboard only', async () => {
    const page = await openLookPage(browser, contexts, look('desktop-light'), { member, timeoutMs: 15_000 });
    await page.goto('/settings');
    const open = page.getByRole('link', { name: 'Open Developer' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/developer');
    await page.getByRole('heading', { level: 1, name: 'Developer' }).waitFor();
    const tokens = page.getByRole('region', { name: 'Personal access tokens' });
    await tokens.getByText('You have no access tokens.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A token: name, one more scope with Space, a shorter expiry with the arrows, Enter to create.
    await tabTo(page, tokens.getByLabel('Token name'));
    await page.keyboard.type('nightly export');
    await tabTo(page, tokens.getByRole('checkbox', { name: /^Write/ }));
    await page.keyboard.press('Space');
    await tabTo(page, tokens.getByLabel('Expires after'));
    await page.keyboard.press('ArrowUp');
    await tabTo(page, tokens.getByRole('button', { name: 'Create token' }));
    await page.keyboard.press('Enter');
    const secret = tokens.getByLabel('New token');
    await expect.poll(async () => (await secret.textContent()) ?? '').toMatch(/^clpat_/);
    const item = tokens.getByRole('list', { name: 'Your access tokens' }).getByRole('listitem');
    await expect.poll(() => item.textContent()).toMatch(/nightly export.*READ, WRITE.*expires/);
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, tokens.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await secret.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(tokens.getByLabel('Token name'))).toBe(true);

    // Revoke it: the confirmation opens, Enter confirms, the list is empty again.
    await tabTo(page, tokens.getByRole('button', { name: 'Revoke' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Revoke "nightly export"?' });
    await confirm.waitFor();
    await tabTo(page, confirm.getByRole('button', { name: 'Revoke' }));
    await page.keyboard.press('Enter');
    await tokens.getByText('You have no access tokens.').waitFor();
    await expectFocusNotOnBody(page);

    // An OAuth app, confidential by the switch.
    const apps = page.getByRole('region', { name: 'OAuth apps' });
    await tabTo(page, apps.getByLabel('App name'));
    await page.keyboard.type('Trip Planner');
    await tabTo(page, apps.getByLabel(/Redirect URIs/));
    await page.keyboard.type('https://planner.example/callback');
    const confidential = apps.getByRole('switch', { name: 'Confidential' });
    await tabTo(page, confidential);
    await page.keyboard.press('Space');
    await expect.poll(() => confidential.getAttribute('aria-checked')).toBe('true');
    await tabTo(page, apps.getByRole('button', { name: 'Register app' }));
    await page.keyboard.press('Enter');
    await apps.getByLabel('Client secret').waitFor();
    await apps.getByRole('list', { name: 'Your apps' }).getByText('Trip Planner').waitFor();
  });

  it('is axe clean in the dark theme on a phone, empty and with a token', async () => {
    const page = await openLookPage(browser, contexts, look('phone-dark'), { member: phoneMember, timeoutMs: 15_000 });
    await page.goto('/developer');
    const tokens = page.getByRole('region', { name: 'Personal access tokens' });
    await tokens.getByText('You have no access tokens.').waitFor();
    await page.getByRole('region', { name: 'Webhooks' }).getByText('You have no webhooks.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await tokens.getByLabel('Token name').fill('phone token');
    await tokens.getByRole('button', { name: 'Create token' }).click();
    await tokens.getByLabel('New token').waitFor();
    await tokens.getByRole('list', { name: 'Your access tokens' }).getByText('phone token').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
