import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './support/admin.js';
import { launchBrowser, newMember } from './support/browser.js';
import { uniqueMember } from './support/members.js';
import { api, signUpByApi as signUp, type ApiMember as Member } from './support/api.js';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

let admin: Promise<Member> | undefined;
/** One administrator for the whole file (creating one runs the CLI, which takes a few seconds). */
const theAdmin = () => (admin ??= signUpAdmin());

async function signUpAdmin(): Promise<Member> {
  const details = uniqueMember('mod');
  await createAdmin({ username: details.username, email: details.email, password: details.password });
  const { login } = await api<{ login: { token: string; user: { id: string } } }>(
    `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { token user { id } } }`,
    { username: details.username, password: details.password },
  );
  return { ...details, id: login.user.id, token: login.token };
}

/** Clicks Logout in the account menu (not the shared helper, which declines the survey offer by itself). */
async function clickLogout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
}

/** A browser profile signed in as the member (the token in sessionStorage, as after a login). */
async function openAs(member: Member, path: string, options: { blockWebSocket?: boolean } = {}): Promise<Page> {
  const { context, page } = await newMember(browser);
  contexts.push(context);
  if (options.blockWebSocket) await page.routeWebSocket('**/graphql', (ws) => ws.close());
  // Only on the first load of the tab, so a later logout (and a new sign-in) in the same tab is not undone.
  await context.addInitScript((token) => {
    if (sessionStorage.getItem('E2E_SIGNED_IN')) return;
    sessionStorage.setItem('E2E_SIGNED_IN', '1');
    sessionStorage.setItem('TOKEN', token);
  }, member.token);
  await page.goto(path);
  return page;
}

describe('engagement screens', () => {
  it('survey: the incomplete dialog first, then all six answers and Thank You!, then Logout', async () => {
    const member = await signUp('survey');
    const page = await openAs(member, '/tamsurvey');
    await page.getByRole('heading', { name: 'We Could Use Your Help!' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Survey', exact: true }).waitFor();
    await page.getByText('Please answer all questions as honestly as possible.').waitFor();

    const statements = page.locator('fieldset');
    await expect.poll(() => statements.count()).toBe(6);
    await statements.nth(0).getByLabel('Agree', { exact: true }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    const incomplete = page.getByRole('alertdialog', { name: 'Please Select an Option' });
    await incomplete.getByText('You need to select an option for each question before proceeding.').waitFor();
    await incomplete.getByRole('button', { name: 'Close' }).click();
    await incomplete.waitFor({ state: 'detached' });

    const choices = ['Strongly Agree', 'Agree', 'Neutral', 'Agree', 'Strongly Agree', 'Disagree'];
    for (const [index, choice] of choices.entries())
      await statements.nth(index).getByLabel(choice, { exact: true }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    const thanks = page.getByRole('alertdialog', { name: 'Thank You!' });
    await thanks.waitFor();

    // The server keeps exactly this response and refuses a second one.
    const mine = await api<{ mySurveyResponse: { answers: string[] } | null }>(
      `{ mySurveyResponse { answers } }`,
      {},
      member.token,
    );
    expect(mine.mySurveyResponse?.answers).toEqual([
      'STRONGLY_AGREE',
      'AGREE',
      'NEUTRAL',
      'AGREE',
      'STRONGLY_AGREE',
      'DISAGREE',
    ]);
    const again = await api<{ submitSurvey: { surveyResponse: null; userErrors: { code: string }[] } }>(
      `mutation { submitSurvey(answers: [AGREE, AGREE, AGREE, AGREE, AGREE, AGREE]) { surveyResponse { id } userErrors { code } } }`,
      {},
      member.token,
    );
    expect(again.submitSurvey).toEqual({ surveyResponse: null, userErrors: [{ code: 'CONFLICT' }] });

    await thanks.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('logout offers the survey once to a member who has not answered, and logs out either way', async () => {
    const member = await signUp('offer');
    const page = await openAs(member, '/dashboard');
    await page.getByRole('heading', { name: 'Your feed' }).waitFor({ state: 'attached' });
    await clickLogout(page);
    const offer = page.getByRole('dialog', { name: 'We Could Use Your Help!' });
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Log out now' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => sessionStorage.getItem('TOKEN'))).toBeNull();

    // Signed in again in the same browser: the offer is not repeated.
    const { login } = await api<{ login: { token: string } }>(
      `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { token } }`,
      { username: member.username, password: member.password },
    );
    await page.evaluate((token) => sessionStorage.setItem('TOKEN', token), login.token);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Your feed' }).waitFor({ state: 'attached' });
    await clickLogout(page);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await offer.count()).toBe(0);
  });

  it('trivia: one batch on entry, answers revealed, and Limit Reached when the server says so', async () => {
    const member = await signUp('trivia');
    const page = await openAs(member, '/trivia');
    await page.getByRole('heading', { name: 'Learn With CulturaLink' }).waitFor();
    const cards = page.getByTestId('trivia-card');
    await expect.poll(() => cards.count()).toBe(10);
    const first = cards.first();
    await first.getByText('Question #1').waitFor();
    await first.getByRole('button', { name: 'Show Answer' }).click();
    await first.getByRole('button', { name: 'Hide Answer' }).waitFor();

    // Eight more fetches through the API (the server counts per member, not per browser), the tenth in the page.
    for (let fetch = 2; fetch <= 9; fetch++)
      await api(`mutation { fetchTrivia { batch { fetchesUsed } } }`, {}, member.token);
    const fetchMore = page.getByTestId('fetch-trivia');
    await expect.poll(() => fetchMore.textContent()).toBe('Fetch More Trivia');
    await fetchMore.click();
    await expect.poll(() => cards.count()).toBe(20);
    await expect.poll(() => fetchMore.textContent()).toBe('Limit Reached');
    expect(await fetchMore.isDisabled()).toBe(true);
    await page.getByText(/You have used all 10 fetches for this hour/).waitFor();

    // The server refuses an eleventh fetch whatever the browser does.
    await expect(api(`mutation { fetchTrivia { batch { fetchesUsed } } }`, {}, member.token)).rejects.toThrow();
  });

  it('support chat: the country bot answers, and messages go both ways live between a member and an admin', async () => {
    const [member, admin] = await Promise.all([signUp('chat'), theAdmin()]);
    const memberPage = await openAs(member, '/dashboard');
    const adminPage = await openAs(admin, '/dashboard');

    await memberPage.getByRole('button', { name: 'Support chat' }).click();
    const memberPanel = memberPage.getByRole('region', { name: 'Support chat' });
    await memberPanel.getByText('No messages yet. How can we help?').waitFor();
    const memberBox = memberPanel.getByRole('textbox', { name: 'Message' });
    await memberBox.fill('What is the capital of Japan?');
    await memberBox.press('Enter');
    await memberPanel.getByTestId('support-message').filter({ hasText: 'What is the capital of Japan?' }).waitFor();
    await memberPanel
      .locator('[data-testid="support-message"][data-from="bot"]')
      .filter({ hasText: 'Tokyo' })
      .waitFor();

    const question = `Can I post about my grandmother's recipes? ${Date.now().toString(36)}`;
    await memberBox.fill(question);
    await memberPanel.getByRole('button', { name: 'Send' }).click();
    await memberPanel.getByTestId('support-message').filter({ hasText: question }).waitFor();

    // The admin's inbox shows the conversation and its unread count without a reload.
    await adminPage.getByTestId('support-unread').waitFor({ timeout: 5000 });
    await adminPage.getByRole('button', { name: 'Support inbox' }).click();
    const adminPanel = adminPage.locator('.support-panel');
    await adminPanel
      .getByTestId('support-conversation')
      .filter({ hasText: `@${member.username}` })
      .click();
    await adminPanel.getByTestId('support-message').filter({ hasText: question }).waitFor();
    // Other suites' members may have written too (the inbox is shared): only this conversation's count must go.
    const unreadElsewhere = await moderatorsUnreadExcept(admin, member);
    await expect.poll(() => launcherUnread(adminPage), { timeout: 5000 }).toBe(unreadElsewhere);

    // The admin answers; the member's open panel shows it live.
    const answer = `Of course, recipes are culture too ${Date.now().toString(36)}`;
    await adminPanel.getByRole('textbox', { name: 'Message' }).fill(answer);
    await adminPanel.getByRole('button', { name: 'Send' }).click();
    await memberPanel
      .locator('[data-testid="support-message"][data-from="moderator"]')
      .filter({ hasText: answer })
      .waitFor({ timeout: 5000 });

    // And the member's next message reaches the admin's open conversation live.
    const thanks = `Thank you! ${Date.now().toString(36)}`;
    await memberBox.fill(thanks);
    await memberBox.press('Enter');
    await adminPanel
      .locator('[data-testid="support-message"][data-from="member"]')
      .filter({ hasText: thanks })
      .waitFor({ timeout: 5000 });
  });

  it('support chat: with the WebSocket down, the open chat of a member gets the answer by polling every 6 s', async () => {
    const [member, admin] = await Promise.all([signUp('poll'), theAdmin()]);
    const {
      sendSupportMessage: { message: first },
    } = await api<{ sendSupportMessage: { message: { conversationId: string } } }>(
      `mutation ($body: String!) { sendSupportMessage(body: $body) { message { conversationId } } }`,
      { body: 'Is anyone there?' },
      member.token,
    );
    const page = await openAs(member, '/dashboard', { blockWebSocket: true });
    await page.getByRole('button', { name: 'Support chat' }).click();
    const panel = page.getByRole('region', { name: 'Support chat' });
    await panel.getByTestId('support-message').filter({ hasText: 'Is anyone there?' }).waitFor();

    const answer = `Yes, we are here ${Date.now().toString(36)}`;
    await api(
      `mutation ($body: String!, $id: ID) { sendSupportMessage(body: $body, conversationId: $id) { message { id } } }`,
      { body: answer, id: first.conversationId },
      admin.token,
    );
    const sentAt = Date.now();
    await panel
      .locator('[data-testid="support-message"][data-from="moderator"]')
      .filter({ hasText: answer })
      .waitFor({ timeout: 7500 });
    expect(Date.now() - sentAt).toBeLessThanOrEqual(7500);
  });
});

/** The number on the support launcher's badge (0 when it shows none). */
async function launcherUnread(page: Page): Promise<number> {
  const badge = page.getByTestId('support-unread');
  if ((await badge.count()) === 0) return 0;
  return Number.parseInt((await badge.getAttribute('aria-label')) ?? '', 10);
}

/**
 * Unread member messages in every conversation of the inbox's first page (what the launcher counts) but this member's,
 * as the server counts them for moderators.
 */
async function moderatorsUnreadExcept(admin: Member, member: Member): Promise<number> {
  const { supportInbox } = await api<{
    supportInbox: { nodes: { member: { id: string }; unreadForModerators: number }[] };
  }>(`{ supportInbox(first: 50) { nodes { member { id } unreadForModerators } } }`, {}, admin.token);
  return supportInbox.nodes
    .filter((conversation) => conversation.member.id !== member.id)
    .reduce((sum, conversation) => sum + conversation.unreadForModerators, 0);
}
