import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './support/admin.js';
import { launchBrowser, newMember } from './support/browser.js';
import { chooseFromAccountMenu, enterCode, signInInBrowser, uniqueMember } from './support/members.js';
import { readOutbox } from './support/outbox.js';
import { api } from './support/api.js';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

/** Waits for the invitation mail to `email` and returns it. */
async function invitationFor(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = (await readOutbox(email))[0];
    if (mail) return mail.text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No invitation was mailed to ${email} in time.`);
}

describe('account setup of a member an administrator invited', () => {
  it('takes the mailed code, a username and a password, signs the member in, and the new credentials work after logout', async () => {
    const admin = uniqueMember('admin');
    await createAdmin({ username: admin.username, email: admin.email, password: admin.password });
    const { login } = await api<{ login: { token: string } }>(
      `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }`,
      {
        u: admin.username,
        p: admin.password,
      },
    );

    const invited = uniqueMember('invited');
    const { createUser } = await api<{
      createUser: { user: { id: string; username: string | null; setupPending: boolean }; userErrors: unknown[] };
    }>(
      `mutation ($input: AdminUserInput!) { createUser(input: $input) { user { id username setupPending } userErrors { message } } }`,
      { input: { fullName: invited.fullName, email: invited.email, country: invited.country } },
      login.token,
    );
    // The createUser answer carries no setup id: it is in the e-mail, with the code and the link.
    expect(createUser).toMatchObject({ user: { username: null, setupPending: true }, userErrors: [] });

    const text = await invitationFor(invited.email);
    expect(text).toContain('An administrator created a CulturaLink account for you');
    const code = text.match(/\b\d{6}\b/)?.[0];
    const link = text.match(/(?:https?:\/\/[^\s/]+)?(\/account-setup\?challenge=[0-9a-f-]{36})/i);
    expect(code).toBeDefined();
    expect(link, `the invitation has the setup link: ${text}`).not.toBeNull();

    const { context, page } = await newMember(browser);
    contexts.push(context);
    await page.goto(link![1]);
    await expect.poll(() => page.getByRole('heading', { name: 'Set up your account' }).isVisible()).toBe(true);
    expect(await page.getByText('An administrator created a CulturaLink account for you').isVisible()).toBe(true);

    // A wrong code first: the boxes turn red and the attempts left are shown.
    const wrong = code === '000000' ? '111111' : '000000';
    await enterCode(page, wrong);
    await page.getByLabel('Username').fill(invited.username);
    await page.getByLabel('Password', { exact: true }).fill(invited.password);
    await page.getByLabel('Re-enter password', { exact: true }).fill(invited.password);
    await page.getByRole('button', { name: 'CREATE MY ACCOUNT' }).click();
    const problem = page.locator('#account-setup-code-problem');
    await expect.poll(() => problem.textContent()).toMatch(/Wrong one-time password\. \d+ attempts? left\./);
    expect(await page.getByRole('textbox', { name: 'Digit 1 of 6' }).getAttribute('aria-invalid')).toBe('true');

    // The right code signs the member in.
    await enterCode(page, code!);
    await page.getByRole('button', { name: 'CREATE MY ACCOUNT' }).click();
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() =>
        page
          .getByTestId('toast')
          .filter({ hasText: `Welcome to CulturaLink, ${invited.username}!` })
          .count(),
      )
      .toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('TOKEN'))).toBeTruthy();

    await chooseFromAccountMenu(page, 'Logout');
    await page.waitForURL((url) => url.pathname === '/');
    await signInInBrowser(page, invited.username, invited.password);
  });

  it('explains a setup link without its id and links to the home page', async () => {
    const { context, page } = await newMember(browser);
    contexts.push(context);
    await page.goto('/account-setup');
    await expect
      .poll(() => page.getByRole('heading', { name: 'This setup link is incomplete' }).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Go to the CulturaLink home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
