import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { readCode } from './outbox.js';

export interface MemberDetails {
  fullName: string;
  country: string;
  email: string;
  username: string;
  password: string;
}

let counter = 0;

/** Fresh, valid sign-up details that no other test uses. */
export function uniqueMember(prefix = 'member'): MemberDetails {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    fullName: `Ana ${prefix} Cruz`,
    country: 'Philippines',
    email: `${prefix}.${id}@example.com`,
    username: `${prefix}_${id}`.slice(0, 30),
    password: 'Sunrise#2026',
  };
}

/** Signs up through the landing page and the /otp screen, reading the code from the outbox; ends on /dashboard. */
export async function signUpInBrowser(page: Page, member: MemberDetails): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Full name').fill(member.fullName);
  await dialog.getByLabel('Country').fill(member.country);
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByLabel('Username').fill(member.username);
  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  await dialog.getByLabel('Re-enter password', { exact: true }).fill(member.password);
  const sentAt = new Date();
  await dialog.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await page.waitForURL('**/otp');
  await enterCode(page, await readCode(member.email, { since: sentAt }));
  await page.waitForURL('**/dashboard');
}

/** Types a six-digit code into the first box of a code entry (the boxes spread it like a paste). */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code);
}

/** Signs in from the landing page; ends on /dashboard. */
export async function signInInBrowser(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.waitForURL('**/dashboard');
  expect(new URL(page.url()).pathname).toBe('/dashboard');
}

/** Opens the account menu in the sidebar (desktop) and chooses an entry. */
export async function chooseFromAccountMenu(
  page: Page,
  entry: 'Profile' | 'Bookmarks' | 'Settings' | 'Logout' | 'Reports' | 'Users' | 'Reponse',
): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole(entry === 'Logout' ? 'button' : 'link', { name: entry, exact: true }).click();
  if (entry === 'Logout') await declineSurveyOffer(page);
}

/**
 * Logout offers the survey once to a member who has not answered it (a dialog that never blocks logging out):
 * after a Logout click, takes 'Log out now' when the offer shows, and returns once the offer is out of the way.
 */
export async function declineSurveyOffer(page: Page): Promise<void> {
  const offer = page.getByRole('dialog', { name: 'We Could Use Your Help!' });
  const loggedOut = page.waitForURL((url) => url.pathname === '/').then(() => 'logged out' as const);
  const offered = offer.waitFor().then(() => 'offered' as const);
  const first = await Promise.race([loggedOut, offered]);
  // The loser keeps waiting until its timeout; its failure is expected and ignored.
  void loggedOut.catch(() => undefined);
  void offered.catch(() => undefined);
  if (first === 'offered') await offer.getByRole('button', { name: 'Log out now' }).click();
}
