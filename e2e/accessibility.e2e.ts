import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './support/admin.js';
import { api, signUpByApi, type ApiMember } from './support/api.js';
import { baseUrl, launchBrowser } from './support/browser.js';
import { tinyPng } from './support/images.js';
import { uniqueMember } from './support/members.js';
import { screenshot, settle } from './support/settle.js';
import { createItineraryByApi } from './support/itineraries.js';
import { looksFrom, openLookPage, type Look } from './support/looks.js';

/**
 * axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) over every route and main state — dialogs and menus open, empty
 * states — as a guest, a member and an administrator, light and dark, desktop and phone: 0 violations.
 * One browser; one page per role and look, reused from state to state. Screenshots land in e2e/.screenshots/.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * `npm test` audits each theme and each size once (desktop-light, phone-dark) to keep the suite short on two
 * cores; E2E_AXE_LOOKS=all runs the four combinations, or name some: E2E_AXE_LOOKS=desktop-dark,phone-light.
 */
const AUDITED_LOOKS = looksFrom(process.env.E2E_AXE_LOOKS, 'desktop-light,phone-dark');

interface State {
  name: string;
  path: string;
  /** What shows once the state is there (and, for dialogs and menus, the action that opens them). */
  ready: (page: Page, look: Look) => Promise<unknown>;
}

let browser: Browser;
let ana: ApiMember; // the main member: posts, an itinerary, followers, notifications, a support chat
let ben: ApiMember; // public, followed by ana, rates and reports
let cara: ApiMember; // private
let dee: ApiMember; // new: an empty feed and profile
let admin: ApiMember;
let postId: string;
let itineraryId: string;
let benItineraryId: string;
const postTitle = 'Lantern festival in Pampanga';

async function signUpAdmin(): Promise<ApiMember> {
  const details = uniqueMember('axeadmin');
  await createAdmin({ username: details.username, email: details.email, password: details.password });
  const login = await api<{ login: { token: string; user: { id: string } } }>(
    `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { token user { id } } }`,
    { username: details.username, password: details.password },
  );
  return { ...details, id: login.login.user.id, token: login.login.token };
}

/** createPost with an image, as the web sends it (GraphQL multipart request). */
async function createPostWithImage(member: ApiMember, title: string): Promise<string> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation ($input: CreatePostInput!, $image: Upload) { createPost(input: $input, image: $image) { post { id } } }`,
      variables: {
        image: null,
        input: {
          title,
          content: `${title}: giant lanterns lit at dusk.`,
          category: 'FESTIVALS',
          country: 'Philippines',
        },
      },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.image'] }));
  form.append('0', new Blob([new Uint8Array(tinyPng(120, 80))], { type: 'image/png' }), 'lanterns.png');
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { authorization: `Token ${member.token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body = (await response.json()) as { data?: { createPost: { post: { id: string } } }; errors?: unknown[] };
  if (!body.data) throw new Error(`createPost failed: ${JSON.stringify(body.errors)}`);
  return body.data.createPost.post.id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [ana, ben, cara, dee, admin] = await Promise.all([
    signUpByApi('axeana'),
    signUpByApi('axeben'),
    signUpByApi('axecara'),
    signUpByApi('axedee'),
    signUpAdmin(),
  ]);
  postId = await createPostWithImage(ana, postTitle);
  await api(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
    {
      input: {
        title: 'Kapampangan cooking',
        content: 'Sisig at the source.',
        category: 'FOOD',
        country: 'Philippines',
      },
    },
    ben.token,
  );
  itineraryId = await createItineraryByApi(ana, 'Northern Luzon loop');
  benItineraryId = await createItineraryByApi(ben, 'Ilocos by bus');
  await api(`mutation ($v: Boolean!) { setPrivacy(isPrivate: $v) { user { id } } }`, { v: true }, cara.token);
  const follow = `mutation ($id: ID!) { followUser(userId: $id) { __typename } }`;
  await api(follow, { id: ben.id }, ana.token);
  await api(follow, { id: ana.id }, ben.token);
  await api(`mutation ($id: ID!) { likePost(postId: $id) { __typename } }`, { id: postId }, ben.token);
  await api(
    `mutation ($id: ID!, $body: String!) { addComment(postId: $id, body: $body) { comment { id } } }`,
    { id: postId, body: 'Those lanterns are huge!' },
    ben.token,
  );
  await api(
    `mutation ($id: ID!) { rateItinerary(id: $id, rating: 4) { itinerary { id } } }`,
    { id: itineraryId },
    ben.token,
  );
  await api(
    `mutation ($id: ID!) { reportPost(postId: $id, category: SCAM_FALSE_INFORMATION, details: "Wrong dates") { report { id } } }`,
    { id: postId },
    ben.token,
  );
  await api(
    `mutation { sendSupportMessage(body: "How do I make my profile private?") { message { id } } }`,
    {},
    ana.token,
  );
  await api(
    `mutation ($a: [SurveyAnswer!]!) { submitSurvey(answers: $a) { surveyResponse { id } } }`,
    { a: ['AGREE', 'STRONGLY_AGREE', 'NEUTRAL', 'AGREE', 'DISAGREE', 'AGREE'] },
    ben.token,
  );
});

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

/** One page for a role and look; the member's token goes into sessionStorage as after a login. */
async function openPage(look: Look, member?: ApiMember): Promise<Page> {
  return openLookPage(browser, contexts, look, { member, timeoutMs: 15_000 });
}

/** Opens the account menu: in the sidebar on a desktop, in the navigation drawer on a phone. */
async function openAccountMenu(page: Page, look: Look) {
  if (look.mobile) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('list', { name: 'Account' }).waitFor();
}

/**
 * Opening a post's menu scrolls it into view, which on a phone leaves the composer's Post button half under the
 * sticky top bar (axe target-size counts it as obscured); back at the top nothing is under the bar.
 */
const scrollBackUp = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first().waitFor();

const guestStates: State[] = [
  { name: 'landing', path: '/', ready: (page) => page.getByRole('button', { name: 'CREATE ACCOUNT' }).waitFor() },
  {
    name: 'sign-in',
    path: '/',
    ready: async (page) => {
      await page.getByRole('button', { name: 'SIGN IN' }).click();
      await page.getByLabel('Username').waitFor();
    },
  },
  {
    name: 'sign-up-modal',
    path: '/',
    ready: async (page) => {
      await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
      await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    },
  },
  {
    name: 'reset-password-modal',
    path: '/',
    ready: async (page) => {
      await page.getByRole('button', { name: 'SIGN IN' }).click();
      await page.getByRole('button', { name: /Forgot/i }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'terms', path: '/terms', ready: (page) => heading(page, /Terms/) },
  { name: 'not-found', path: '/no-such-page', ready: (page) => heading(page, 'Page not found') },
];

const memberStates = (): State[] => [
  { name: 'dashboard', path: '/dashboard', ready: (page) => heading(page, postTitle) },
  {
    name: 'dashboard-post-menu',
    path: '/dashboard',
    ready: async (page) => {
      await page
        .getByRole('button', { name: `Options for “${postTitle}”` })
        .first()
        .click();
      await page.getByRole('menu').waitFor();
      await scrollBackUp(page);
    },
  },
  {
    name: 'dashboard-delete-confirm',
    path: '/dashboard',
    ready: async (page) => {
      await page
        .getByRole('button', { name: `Options for “${postTitle}”` })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('alertdialog', { name: 'Delete this post?' }).waitFor();
      await scrollBackUp(page);
    },
  },
  {
    name: 'account-menu',
    path: '/dashboard',
    ready: (page, look) => openAccountMenu(page, look),
  },
  {
    name: 'support-chat',
    path: '/dashboard',
    ready: async (page) => {
      await page.getByTestId('support-chat').getByRole('button').first().click();
      await page.getByRole('heading', { name: 'Support chat' }).waitFor();
    },
  },
  { name: 'post-detail', path: `/view-post/${postId}`, ready: (page) => heading(page, postTitle) },
  {
    name: 'post-lightbox',
    path: `/view-post/${postId}`,
    ready: async (page) => {
      await heading(page, postTitle);
      await page.getByRole('button', { name: `Open the image of “${postTitle}” full size` }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'edit-post',
    path: `/edit-post/${postId}`,
    ready: (page) =>
      page
        .getByRole('button', { name: /Save|Update/ })
        .first()
        .waitFor(),
  },
  { name: 'profile-own', path: '/profile', ready: (page) => heading(page, ana.fullName) },
  {
    name: 'profile-followers',
    path: '/profile?tab=followers',
    ready: (page) => page.getByRole('list', { name: 'Followers' }).waitFor(),
  },
  {
    name: 'profile-achievements',
    path: '/profile?tab=achievements',
    ready: (page) => page.getByRole('region', { name: 'Achievements' }).waitFor(),
  },
  { name: 'profile-other', path: `/user-profile/${ben.username}`, ready: (page) => heading(page, ben.fullName) },
  {
    name: 'profile-private',
    path: `/user-profile/${cara.username}`,
    ready: (page) => heading(page, 'Private Account'),
  },
  { name: 'itineraries', path: '/itinerary', ready: (page) => page.getByTestId('itinerary-card').first().waitFor() },
  {
    name: 'itinerary-own',
    path: `/view-itinerary?id=${itineraryId}`,
    ready: (page) => page.getByTestId('stop-card').first().waitFor(),
  },
  {
    name: 'itinerary-stop-modal',
    path: `/view-itinerary?id=${itineraryId}`,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Edit stop Baguio' }).click();
      await page.getByRole('dialog', { name: 'Edit Stop' }).waitFor();
    },
  },
  {
    name: 'itinerary-other',
    path: `/view-itinerary?id=${benItineraryId}`,
    ready: (page) => page.getByTestId('stop-card').first().waitFor(),
  },
  {
    name: 'create-itinerary',
    path: '/create-itinerary',
    ready: (page) => page.getByRole('form', { name: 'Create itinerary' }).waitFor(),
  },
  {
    name: 'create-itinerary-add-stop',
    path: '/create-itinerary',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Add New Stop' }).click();
      await page.getByRole('dialog', { name: 'Add New Stop' }).waitFor();
    },
  },
  { name: 'trivia', path: '/trivia', ready: (page) => page.getByTestId('trivia-card').first().waitFor() },
  { name: 'settings', path: '/settings', ready: (page) => heading(page, 'Settings') },
  { name: 'developer', path: '/developer', ready: (page) => heading(page, 'Developer') },
  {
    name: 'notifications',
    path: '/notifications',
    ready: (page) => page.getByRole('list', { name: 'Notifications list' }).waitFor(),
  },
  {
    name: 'report-wizard',
    path: `/report?post_id=${postId}`,
    ready: (page) =>
      page
        .getByRole('button', { name: /Next|Continue/ })
        .first()
        .waitFor(),
  },
  { name: 'search', path: `/search-result?searchTerm=lantern`, ready: (page) => heading(page, postTitle) },
];

const emptyMemberStates: State[] = [
  { name: 'profile-empty', path: '/profile', ready: (page) => heading(page, 'No Post Yet') },
  { name: 'notifications-empty', path: '/notifications', ready: (page) => heading(page, 'No notifications yet') },
];

const adminStates: State[] = [
  { name: 'admin-reports', path: '/rp', ready: (page) => page.getByTestId('report').first().waitFor() },
  { name: 'admin-users', path: '/cu', ready: (page) => page.getByRole('list', { name: 'Users' }).waitFor() },
  { name: 'admin-survey', path: '/response', ready: (page) => heading(page, 'Survey Responses') },
  {
    name: 'admin-support-inbox',
    path: '/dashboard',
    ready: async (page) => {
      await page.getByTestId('support-chat').getByRole('button').first().click();
      await page.getByRole('heading', { name: 'Support inbox' }).waitFor();
    },
  },
  { name: 'admin-account-menu', path: '/dashboard', ready: (page, look) => openAccountMenu(page, look) },
];

interface Finding {
  state: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Visits each state on one page and returns every axe violation found, with where. */
async function audit(page: Page, look: Look, states: State[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const state of states) {
    const started = Date.now();
    await page.goto(state.path);
    try {
      await state.ready(page, look);
    } catch (error) {
      const reason = (error as Error).message.split('\n')[0];
      findings.push({ state: state.name, rule: 'state-not-shown', impact: null, help: reason, targets: [] });
      await screenshot(page, `${look.name}-${state.name}-not-shown`);
      continue;
    }
    await settle(page);
    await screenshot(page, `${look.name}-${state.name}`);
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    if (process.env.E2E_TIMINGS === '1') console.log(`${look.name}/${state.name}: ${Date.now() - started} ms`);
    for (const violation of result.violations) {
      findings.push({
        state: state.name,
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 4).map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`),
      });
    }
  }
  return findings;
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.state}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const look of AUDITED_LOOKS) {
    it(`has no violations for a guest, a member and an administrator (${look.name})`, async () => {
      const findings = [
        ...(await audit(await openPage(look), look, guestStates)),
        ...(await audit(await openPage(look, ana), look, memberStates())),
        ...(await audit(await openPage(look, dee), look, emptyMemberStates)),
        ...(await audit(await openPage(look, admin), look, adminStates)),
      ];
      expect(report(findings)).toBe('');
    }, 600_000);
  }
});
