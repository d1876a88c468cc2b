import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './support/admin.js';
import { launchBrowser, newMember } from './support/browser.js';
import { uniqueMember } from './support/members.js';
import { readCode } from './support/outbox.js';
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

async function signUpAdmin(): Promise<Member> {
  const details = uniqueMember('admin');
  await createAdmin({ username: details.username, email: details.email, password: details.password });
  const login = await api<{ login: { token: string; user: { id: string } } }>(
    `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { token user { id } } }`,
    { username: details.username, password: details.password },
  );
  return { ...details, id: login.login.user.id, token: login.login.token };
}

async function createPost(member: Member, title: string): Promise<string> {
  const data = await api<{ createPost: { post: { id: string } } }>(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
    {
      input: {
        title,
        content: `${title}: notes from the harbour market.`,
        category: 'FESTIVALS',
        country: 'Philippines',
      },
    },
    member.token,
  );
  return data.createPost.post.id;
}

/** A browser profile signed in as the member (the token in sessionStorage, as after a login). */
async function openAs(member: Member, path: string): Promise<Page> {
  const { context, page } = await newMember(browser);
  contexts.push(context);
  await context.addInitScript((token) => sessionStorage.setItem('TOKEN', token), member.token);
  await page.goto(path);
  return page;
}

const reportCard = (page: Page, title: string) => page.getByTestId('report').filter({ hasText: title });
const unreadBadge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Notifications/ });

describe('moderation', () => {
  it('reports arrive live on /rp, a warning reaches the author live, a ban removes the post from the feed, survey answers show on /response', async () => {
    const [author, reporter, admin] = await Promise.all([signUp('author'), signUp('reporter'), signUpAdmin()]);
    const stamp = Date.now().toString(36);
    const warnTitle = `Harbour lanterns ${stamp}`;
    const banTitle = `Night market scam ${stamp}`;
    const warnPostId = await createPost(author, warnTitle);
    const banPostId = await createPost(author, banTitle);

    // A member opening /rp sees the not-found page
    const reporterPage = await openAs(reporter, '/rp');
    await reporterPage.getByRole('heading', { name: 'Page not found' }).waitFor();

    // The admin watches /rp
    const adminPage = await openAs(admin, '/rp');
    await adminPage.getByRole('heading', { name: 'Content Reports', level: 1 }).waitFor();
    await adminPage.getByText('Manage and review reported content').waitFor();
    await adminPage.getByRole('tab', { name: 'Reports' }).waitFor();

    // The author watches their dashboard (notification badge)
    const authorPage = await openAs(author, '/dashboard');
    await authorPage.getByRole('heading', { name: warnTitle }).waitFor();

    // The reporter reports the first post through the three-step wizard
    await reporterPage.goto(`/report?post_id=${warnPostId}&user_id=${author.id}`);
    await reporterPage.getByRole('heading', { name: 'Why are you reporting this post?' }).waitFor();
    await reporterPage.getByText('contact your local authorities first').waitFor();
    const next = reporterPage.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await reporterPage.getByRole('radio', { name: 'Scam or false information' }).check();
    await next.click();
    const details = reporterPage.getByLabel('Please elaborate on the problem');
    expect(await details.getAttribute('placeholder')).toBe('Provide a brief explanation for your report...');
    expect(await next.isDisabled()).toBe(true);
    await details.fill('The prices quoted here are invented to lure tourists.');
    await next.click();
    await reporterPage.getByRole('heading', { name: 'Confirm your report' }).waitFor();
    await reporterPage.getByText('cannot be changed or undone').waitFor();
    await reporterPage.getByRole('button', { name: 'Submit' }).click();
    await reporterPage.waitForURL('**/dashboard');
    await reporterPage.getByTestId('toast').filter({ hasText: 'report' }).waitFor();

    // It appears on the admin's /rp without a reload
    const warnCard = reportCard(adminPage, warnTitle);
    await warnCard.waitFor({ timeout: 8000 });
    await warnCard.getByText('Scam or false information').first().waitFor();
    await warnCard.getByText('The prices quoted here are invented to lure tourists.').waitFor();
    await warnCard.getByRole('button', { name: 'View Reporter Info' }).focus();
    await warnCard.getByText(reporter.fullName).waitFor();

    // A second report of the same post by the same member is refused, and the wizard says so
    await reporterPage.goto(`/report?post_id=${warnPostId}&user_id=${author.id}`);
    await reporterPage.getByRole('radio', { name: 'Adult Content' }).check();
    await reporterPage.getByRole('button', { name: 'Next' }).click();
    await reporterPage.getByLabel('Please elaborate on the problem').fill('Again');
    await reporterPage.getByRole('button', { name: 'Next' }).click();
    await reporterPage.getByRole('button', { name: 'Submit' }).click();
    await reporterPage.getByRole('form', { name: 'Report post' }).getByRole('alert').waitFor();
    expect(new URL(reporterPage.url()).pathname).toBe('/report');

    // The admin warns; the author's badge and notification list show it live
    await warnCard.getByRole('button', { name: 'Warn' }).click();
    await adminPage
      .getByRole('alertdialog', { name: 'Warn the author' })
      .getByRole('button', { name: 'Send warning' })
      .click();
    await warnCard.getByText('Warned', { exact: true }).first().waitFor();
    await unreadBadge(authorPage).getByTestId('unread-badge').waitFor({ timeout: 8000 });
    await unreadBadge(authorPage).click();
    await authorPage
      .getByTestId('notification')
      .filter({ hasText: 'Your post has received a warning' })
      .waitFor({ timeout: 8000 });

    // The second post is reported (setup through the API) and banned from /rp
    await api(
      `mutation ($postId: ID!, $details: String!) { reportPost(postId: $postId, category: SCAM_FALSE_INFORMATION, details: $details) { report { id } userErrors { message } } }`,
      { postId: banPostId, details: 'Fake ticket sellers.' },
      reporter.token,
    );
    const banCard = reportCard(adminPage, banTitle);
    await banCard.waitFor({ timeout: 8000 });
    await banCard.getByRole('button', { name: 'Approve' }).click();
    await adminPage
      .getByRole('alertdialog', { name: 'Approve report' })
      .getByRole('button', { name: 'Ban post' })
      .click();
    await banCard.getByText('Banned', { exact: true }).first().waitFor();

    // The moderation log lists both decisions
    await adminPage.getByRole('tab', { name: 'Moderation log' }).click();
    await adminPage.getByRole('region', { name: 'Moderation log' }).getByText(banTitle).waitFor();

    // The banned post is gone from the reporter's feed; the warned one stays
    await reporterPage.goto('/dashboard');
    await reporterPage.getByRole('heading', { name: warnTitle }).waitFor();
    await expect(reporterPage.getByRole('heading', { name: banTitle }).count()).resolves.toBe(0);

    // The reporter is told the outcome
    await reporterPage.goto('/notifications');
    await reporterPage
      .getByTestId('notification')
      .filter({ hasText: 'A moderator reviewed your report: the post was banned' })
      .waitFor();

    // Users admin: the admin finds the author, and invites a new member through the modal
    await adminPage.goto('/cu');
    await adminPage.getByRole('heading', { name: 'Cultura Users Management' }).waitFor();
    await adminPage.getByLabel('Search users').fill(author.username);
    const authorCard = adminPage.getByTestId('admin-user').filter({ hasText: author.email });
    await authorCard.waitFor();
    await authorCard.getByText('Active', { exact: true }).waitFor();
    const invited = uniqueMember('invited');
    await adminPage.getByRole('button', { name: 'Create User' }).click();
    const form = adminPage.getByRole('dialog', { name: 'Create New User' });
    await form.getByLabel('Full Name').fill(invited.fullName);
    await form.getByLabel('Email').fill(invited.email);
    await form.getByLabel('Country').fill(invited.country);
    const invitedAt = new Date();
    await form.getByRole('button', { name: 'Create' }).click();
    await adminPage.getByTestId('toast').filter({ hasText: 'invited by e-mail' }).waitFor();
    expect(await readCode(invited.email, { since: invitedAt })).toMatch(/^\d{6}$/);

    // The reporter answers the survey; the admin's /response shows it
    await api(
      `mutation { submitSurvey(answers: [AGREE, STRONGLY_AGREE, NEUTRAL, AGREE, DISAGREE, STRONGLY_AGREE]) { surveyResponse { id } } }`,
      {},
      reporter.token,
    );
    await adminPage.goto('/response');
    await adminPage.getByRole('heading', { name: 'Response Summary' }).waitFor();
    await adminPage.getByRole('heading', { name: 'Survey Statistics' }).waitFor();
    const response = adminPage.getByTestId('survey-response').filter({ hasText: `@${reporter.username}` });
    await response.waitFor();
    await response.getByText('Strongly Agree').first().waitFor();
    await response.getByText(`Country: ${reporter.country}`).waitFor();
    expect(Number(await adminPage.getByTestId('survey-total').textContent())).toBeGreaterThanOrEqual(1);
  });
});
