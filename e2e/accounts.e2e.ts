import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newMember } from './support/browser.js';
import { tinyPng } from './support/images.js';
import {
  chooseFromAccountMenu,
  declineSurveyOffer,
  enterCode,
  signInInBrowser,
  signUpInBrowser,
  uniqueMember,
} from './support/members.js';
import { readCode } from './support/outbox.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: true }).first();
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('accounts in the browser', () => {
  it('signs up with an e-mailed code, logs out and in, resets the password, edits settings and switches the theme', async () => {
    const member = uniqueMember('journey');
    const { page, context } = await newMember(browser);

    // Landing and sign-up
    await page.goto('/');
    await page.getByRole('heading', { name: 'Share. Learn. Connect.' }).waitFor();
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create your account' });
    await signUp.getByLabel('Full name').fill(member.fullName);
    await signUp.getByLabel('Country').fill(member.country);
    await signUp.getByLabel('Email').fill(member.email);
    await signUp.getByLabel('Username').fill(member.username);
    await expect(signUp.getByLabel('Re-enter password', { exact: true }).isDisabled()).resolves.toBe(true);
    await signUp.getByLabel('Password', { exact: true }).fill(member.password);
    await signUp.getByLabel('Re-enter password', { exact: true }).fill(member.password);
    const sentAt = new Date();
    await signUp.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await toast(page, `Otp sent successfully to ${member.email}`).waitFor();
    await page.waitForURL('**/otp');

    // A wrong code marks the boxes red; the mailed one signs the member in
    const code = await readCode(member.email, { since: sentAt });
    await enterCode(page, code === '000000' ? '111111' : '000000');
    await page.getByText('Invalid OTP. Please try again.', { exact: false }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' }).getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await enterCode(page, code);
    await page.waitForURL('**/dashboard');
    await toast(page, `Registered and logged in successfully as ${member.username}`).waitFor();
    await page.getByText(`@${member.username}`).first().waitFor();

    // Log out, then back in (a wrong password first)
    await chooseFromAccountMenu(page, 'Logout');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.evaluate(() => sessionStorage.getItem('TOKEN'))).resolves.toBeNull();
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await toast(page, 'Incorrect creadentials. Please try again.').waitFor();
    expect(pathOf(page)).toBe('/');
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForURL('**/dashboard');
    await toast(page, `Logged in successfully as ${member.username}`).waitFor();

    // Signed-in members skip the login screen; guests cannot open the layout
    await page.goto('/');
    await page.waitForURL('**/dashboard');

    // Password reset with a mailed code
    await chooseFromAccountMenu(page, 'Logout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await reset.getByRole('button', { name: 'Send OTP' }).click();
    await reset.getByText('Please enter a valid email address.').waitFor();
    await reset.getByLabel('Email').fill(member.email);
    const resetAt = new Date();
    await reset.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, `Otp sent successfully to ${member.email}`).waitFor();
    const resetCode = await readCode(member.email, { since: resetAt });
    await page.getByRole('dialog', { name: 'Enter your code' }).waitFor();
    await enterCode(page, resetCode);
    const change = page.getByRole('dialog', { name: 'Change password' });
    const newPassword = 'Harbour!Lights9';
    await change.getByLabel('New password', { exact: true }).fill(newPassword);
    await change.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await change.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password changed successfully').waitFor();
    await signInInBrowser(page, member.username, newPassword);

    // Settings: full name, privacy, theme
    await chooseFromAccountMenu(page, 'Settings');
    await page.waitForURL('**/settings');
    await page.getByRole('button', { name: /Profile Information/ }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const newName = 'Ana Maria Cruz';
    await page.getByLabel('Full name').fill(newName);
    await page.getByLabel('Verify password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Information updated successfully.').waitFor();
    await page.locator('.user-card__name', { hasText: newName }).waitFor();

    // A new profile photo goes up as a multipart GraphQL request after a preview
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByRole('img', { name: 'Preview of your new profile photo' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Profile photo updated.').waitFor();
    // an absolute URL on the app's own origin
    const photoSrc = new URL((await page.locator('.user-card img').getAttribute('src'))!);
    expect(photoSrc.origin).toBe(new URL(baseUrl()).origin);
    expect(photoSrc.pathname).toMatch(/^\/uploads\//);

    const privacy = page.getByRole('switch', { name: 'Protect your posts' });
    await expect(privacy.getAttribute('aria-checked')).resolves.toBe('false');
    await privacy.click();
    const confirm = page.getByRole('alertdialog', { name: 'Make your account private?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(privacy.getAttribute('aria-checked')).resolves.toBe('false');
    await privacy.click();
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await toast(page, 'Your account is now private.').waitFor();
    await expect(privacy.getAttribute('aria-checked')).resolves.toBe('true');

    const html = page.locator('html');
    await expect(html.getAttribute('data-theme')).resolves.toBe('light');
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await expect(html.getAttribute('data-theme')).resolves.toBe('dark');
    await page.reload();
    await page.getByRole('switch', { name: 'Protect your posts' }).waitFor();
    await expect(html.getAttribute('data-theme')).resolves.toBe('dark');
    await expect(html.getAttribute('class')).resolves.toContain('dark');
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('dark');
    await expect(page.getByRole('switch', { name: 'Protect your posts' }).getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
    await expect(page.getByRole('switch', { name: 'Dark theme' }).getAttribute('aria-checked')).resolves.toBe('true');

    await context.close();
  });

  it('keeps guests out of signed-in pages and shows the not-found page', async () => {
    const { page, context } = await newMember(browser, { mobile: true });
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).waitFor();
    await page.goto('/otp');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/nowhere/at/all');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('on a phone: the drawer holds the navigation, search follows the typing, logout ends the session', async () => {
    const member = uniqueMember('phone');
    const { page, context } = await newMember(browser, { mobile: true });
    await signUpInBrowser(page, member);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Itineraries' }).click();
    await page.waitForURL('**/itinerary');
    await expect(page.getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).resolves.toBe(
      'false',
    );

    const search = page.getByRole('searchbox', { name: 'Search members and posts' }).first();
    await search.fill('kimchi');
    await page.waitForURL(
      (url) => url.pathname === '/search-result/' && url.searchParams.get('searchTerm') === 'kimchi',
    );
    await search.fill('');
    await page.waitForURL('**/itinerary');

    // Admin screens are not for members: the not-found page, and no menu entries
    for (const adminPath of ['/rp', '/cu', '/response']) {
      await page.goto(adminPath);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    }
    await page.goto('/itinerary');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Settings', exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'Reports', exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Reponse', exact: true }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await declineSurveyOffer(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('follows the system dark preference without a stored choice', async () => {
    const { page, context } = await newMember(browser, { colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await context.close();
  });
});
