import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../app/rate-limiter.js';
import {
  latestCode,
  readOutbox,
  startTestApp,
  USER_ERRORS,
  userErrorsOf,
  type TestApp,
} from '../../../test/harness.js';
import { signUpMember } from '../../../test/factories.js';
import { CodeChallenge } from './code-challenge.entity.js';
import { User } from './user.entity.js';

let t: TestApp;
/** Every response body (and Set-Cookie) of the flows below, to prove no code ever leaves by the API. */
const seen: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
});
let limiter: RateLimiter;
beforeEach(async () => {
  limiter ??= t.app.services.rateLimiter;
  t.app.services.rateLimiter = limiter;
  await limiter.clear();
});
afterAll(async () => {
  await t.close();
});

const gql = async (query: string, variables?: Record<string, unknown>, options?: { token?: string }) => {
  const res = await t.gql(query, variables, options);
  seen.push(JSON.stringify(res));
  return res;
};
const rest = async (method: string, path: string, options?: Parameters<TestApp['rest']>[2]) => {
  const res = await t.rest(method, path, options);
  seen.push(JSON.stringify(res.body) + (res.headers.get('set-cookie') ?? ''));
  return res;
};

const START = `mutation ($input: SignUpInput!) { startSignUp(input: $input) {
  codeChallenge { id email purpose expiresAt resendAvailableAt verified } ${USER_ERRORS} } }`;
const COMPLETE = `mutation ($id: ID!, $code: String!) { completeSignUp(challengeId: $id, code: $code) {
  token user { id username email isAdmin } codeRejection { reason attemptsLeft } ${USER_ERRORS} } }`;
const RESEND = `mutation ($id: ID!) { resendCode(challengeId: $id) { codeChallenge { id resendAvailableAt } ${USER_ERRORS} } }`;

/** The userErrors that name a field, by field. */
const fieldsOf = (res: { data?: unknown }, name: string) =>
  userErrorsOf(res, name).flatMap(({ field, message }) => (field ? [{ field, message }] : []));

let n = 0;
const form = (over: Record<string, string> = {}) => {
  n += 1;
  const username = `signup_${n}_${Date.now() % 100000}`;
  return {
    fullName: 'Ana Reyes',
    country: 'Philippines',
    email: `${username}@mail.example.org`,
    username,
    password: 'Sunny#Day9',
    passwordConfirmation: 'Sunny#Day9',
    ...over,
  };
};

async function start(input = form()) {
  const res = await gql(START, { input });
  expect(res.errors).toBeUndefined();
  expect(userErrorsOf(res, 'startSignUp')).toEqual([]);
  return { input, challenge: res.data!.startSignUp.codeChallenge };
}

const cookieOf = (res: { headers: Headers }) => (res.headers.get('set-cookie') ?? '').split(';')[0];

describe('sign-up through GraphQL', () => {
  it('mails a code, then creates and signs in the member only after the code is verified', async () => {
    const { input, challenge } = await start();
    expect(challenge).toMatchObject({
      email: input.email,
      purpose: 'SIGN_UP',
      verified: false,
    });
    expect(new Date(challenge.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    const em = t.orm.em.fork();
    expect(await em.count(User, { email: input.email })).toBe(0);
    const stored = await em.findOneOrFail(CodeChallenge, challenge.id);
    const code = await latestCode(t, input.email);
    expect(stored.codeHash).not.toContain(code);
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

    const done = await gql(COMPLETE, { id: challenge.id, code });
    expect(done.errors).toBeUndefined();
    expect(done.data!.completeSignUp).toMatchObject({ codeRejection: null, userErrors: [] });
    expect(done.data!.completeSignUp.user).toMatchObject({
      username: input.username,
      email: input.email,
      isAdmin: false,
    });
    const me = await gql('{ me { username fullName country } }', {}, { token: done.data!.completeSignUp.token });
    expect(me.data!.me).toEqual({ username: input.username, fullName: 'Ana Reyes', country: 'Philippines' });
  });

  it('reports a taken e-mail and username per field, ignoring letter case', async () => {
    const member = await signUpMember(t);
    const res = await gql(START, {
      input: form({ email: member.user.email.toUpperCase(), username: member.user.username.toUpperCase() }),
    });
    expect(res.data!.startSignUp.codeChallenge).toBeNull();
    expect(userErrorsOf(res, 'startSignUp')).toEqual([
      { field: null, message: 'Please correct the highlighted fields.', code: 'BAD_USER_INPUT' },
      { field: 'email', message: 'This email is already registered.', code: 'BAD_USER_INPUT' },
      { field: 'username', message: 'This username is already taken.', code: 'BAD_USER_INPUT' },
    ]);
  });

  it('refuses a weak password, a mismatched confirmation and bad or over-long fields, sending nothing', async () => {
    const weak = form({ password: 'password1', passwordConfirmation: 'password1' });
    const res = await gql(START, { input: weak });
    expect(fieldsOf(res, 'startSignUp')).toEqual([
      { field: 'password', message: expect.stringMatching(/capital letter.*number.*symbol/) },
    ]);
    expect(await readOutbox(t, weak.email)).toEqual([]);

    const bad = await gql(START, {
      input: form({
        passwordConfirmation: 'Other#Pass9',
        fullName: 'x'.repeat(101),
        country: '  ',
        email: 'not-an-email',
        username: 'a b',
      }),
    });
    const fields = fieldsOf(bad, 'startSignUp')
      .map((e) => e.field)
      .sort();
    expect(fields).toEqual(['country', 'email', 'fullName', 'passwordConfirmation', 'username']);
  });

  it('accepts any valid address, not only gmail', async () => {
    const { challenge } = await start(form({ email: 'someone@culture.example.ph' }));
    expect(challenge).toMatchObject({ email: 'someone@culture.example.ph' });
  });

  it('voids the code after 5 wrong tries: the right code then fails too', async () => {
    const { input, challenge } = await start();
    const code = await latestCode(t, input.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 0; left -= 1) {
      const res = await gql(COMPLETE, { id: challenge.id, code: wrong });
      expect(res.errors).toBeUndefined();
      expect(res.data!.completeSignUp).toMatchObject({
        token: null,
        user: null,
        codeRejection: { reason: 'WRONG_CODE', attemptsLeft: left },
        userErrors: [{ field: null, message: 'Wrong one-time password', code: 'BAD_USER_INPUT' }],
      });
    }
    const res = await gql(COMPLETE, { id: challenge.id, code });
    expect(res.data!.completeSignUp).toMatchObject({
      token: null,
      codeRejection: { reason: 'CODE_EXPIRED', attemptsLeft: null },
      userErrors: [{ field: null, message: 'This code has expired. Request a new one.', code: 'BAD_USER_INPUT' }],
    });
    expect(await t.orm.em.fork().count(User, { email: input.email })).toBe(0);
  });

  it('refuses an expired code', async () => {
    const { input, challenge } = await start();
    await t.orm.em.fork().nativeUpdate(CodeChallenge, { id: challenge.id }, { expiresAt: new Date(Date.now() - 1000) });
    const res = await gql(COMPLETE, { id: challenge.id, code: await latestCode(t, input.email) });
    expect(res.data!.completeSignUp.codeRejection).toEqual({ reason: 'CODE_EXPIRED', attemptsLeft: null });
  });

  it('refuses a code used once already', async () => {
    const { input, challenge } = await start();
    const code = await latestCode(t, input.email);
    expect((await gql(COMPLETE, { id: challenge.id, code })).data!.completeSignUp.token).toEqual(expect.any(String));
    const again = await gql(COMPLETE, { id: challenge.id, code });
    expect(again.data!.completeSignUp).toMatchObject({
      token: null,
      codeRejection: { reason: 'CODE_EXPIRED' },
    });
  });

  it('answers resendCode for an unknown or used challenge with a user error, sending nothing', async () => {
    const unknown = await gql(RESEND, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.data!.resendCode.codeChallenge).toBeNull();
    expect(userErrorsOf(unknown, 'resendCode')).toEqual([
      { field: null, message: 'That code request was not found. Request a new code.', code: 'NOT_FOUND' },
    ]);
    const { input, challenge } = await start();
    await gql(COMPLETE, { id: challenge.id, code: await latestCode(t, input.email) });
    const used = await gql(RESEND, { id: challenge.id });
    expect(userErrorsOf(used, 'resendCode')).toEqual([
      { field: null, message: 'This code was already used. Start again.', code: 'BAD_USER_INPUT' },
    ]);
    expect(await readOutbox(t, input.email)).toHaveLength(1);
  });

  it('refuses a malformed challenge id or code with a clear user error', async () => {
    const res = await gql(COMPLETE, { id: 'nope', code: '123456' });
    expect(userErrorsOf(res, 'completeSignUp')).toEqual([
      { field: null, message: 'That code request was not found. Request a new code.', code: 'NOT_FOUND' },
    ]);
    expect(res.data!.completeSignUp.codeRejection).toBeNull();
    const { challenge } = await start();
    const short = await gql(COMPLETE, { id: challenge.id, code: '12ab' });
    expect(userErrorsOf(short, 'completeSignUp')).toEqual([
      { field: null, message: 'Enter the 6-digit code from the e-mail.', code: 'BAD_USER_INPUT' },
    ]);
  });

  it('throttles sending: one code per 30 s and five per hour per address; a resent code replaces the old one', async () => {
    let now = Date.now();
    t.app.services.rateLimiter = limiter.withClock(() => now);
    const { input, challenge } = await start();
    const first = await latestCode(t, input.email);
    const tooSoon = await gql(RESEND, { id: challenge.id });
    expect(tooSoon.errors![0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(tooSoon.errors![0].extensions!.retryAfterSeconds).toBeGreaterThan(0);
    expect(tooSoon.errors![0].extensions!.retryAfterSeconds).toBeLessThanOrEqual(30);
    for (let i = 0; i < 4; i += 1) {
      now += 31_000;
      const resent = await gql(RESEND, { id: challenge.id });
      expect(resent.errors).toBeUndefined();
      expect(resent.data!.resendCode.codeChallenge.id).toBe(challenge.id);
    }
    now += 31_000;
    const sixth = await gql(RESEND, { id: challenge.id });
    expect(sixth.errors![0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await readOutbox(t, input.email)).toHaveLength(5);
    const last = await latestCode(t, input.email);
    if (last !== first) {
      const old = await gql(COMPLETE, { id: challenge.id, code: first });
      expect(userErrorsOf(old, 'completeSignUp')[0].message).toBe('Wrong one-time password');
    }
    expect((await gql(COMPLETE, { id: challenge.id, code: last })).data!.completeSignUp.userErrors).toEqual([]);
  });

  it('limits code verification to 10 a minute per address (429 with Retry-After over REST)', async () => {
    const { input, challenge } = await start();
    for (let i = 0; i < 10; i += 1) await gql(COMPLETE, { id: challenge.id, code: '999999' });
    const limited = await gql(COMPLETE, { id: challenge.id, code: '999999' });
    expect(limited.errors![0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    const viaRest = await rest('POST', '/api/verify-registration-otp', {
      body: { otp: '999999', email: input.email, challenge_id: challenge.id },
    });
    expect(viaRest.status).toBe(429);
    expect(Number(viaRest.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sign-up through REST', () => {
  it('runs three steps: send-otp with the whole form, verify with the cookie, then registration', async () => {
    const email = `rest_${Date.now()}@example.com`;
    const username = `rest_${Date.now() % 1000000}`;
    // (the original client's two-field form is answered with where to sign up: see src/rest/contract)
    const sent = await rest('POST', '/api/send-otp', {
      body: { email, username, fullname: 'Rest Member', country: 'Japan', password: 'Kyoto#2024' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ message: `Otp sent successfully to ${email}`, email });
    expect(sent.body).not.toHaveProperty('otp');
    const setCookie = sent.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api/);
    const cookie = cookieOf(sent);

    const early = await rest('POST', '/api/registration', {
      cookie,
      body: { email, username, fullname: 'Rest Member', country: 'Japan', password: 'Kyoto#2024' },
    });
    expect(early.status).toBe(400);
    expect(early.body.error).toMatch(/Verify the code/);

    const wrong = await rest('POST', '/api/verify-registration-otp', {
      cookie,
      body: { otp: '000000' === (await latestCode(t, email)) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'Wrong one-time password', attempts_left: 4 });

    const verified = await rest('POST', '/api/verify-registration-otp', {
      cookie,
      body: { otp: await latestCode(t, email) },
    });
    expect(verified.status).toBe(200);

    const weak = await rest('POST', '/api/registration', {
      cookie,
      body: { email, username, fullname: 'Rest Member', country: 'Japan', password: 'weak' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.password_error).toMatch(/capital letter/);

    const created = await rest('POST', '/api/registration', {
      cookie,
      body: { email, username, fullname: 'Rest Member', country: 'Japan', password: 'Kyoto#2024', is_admin: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      user: { username },
      profile: {
        fullname: 'Rest Member',
        country: 'Japan',
        email,
        is_admin: false,
        followers: [],
        content_creator: 0,
        trend_setter: 0,
      },
      is_private: false,
    });
    expect(created.body.token).toEqual(expect.any(String));
    const user = await rest('GET', '/api/user', { token: created.body.token });
    expect(user.body.user.username).toBe(username);

    const reused = await rest('POST', '/api/registration', {
      cookie,
      body: { email, username: `${username}x`, fullname: 'Again', country: 'Japan', password: 'Kyoto#2024' },
    });
    expect(reused.status).toBe(400);
  });

  it('reports taken e-mail and username as email_error and username_error', async () => {
    const member = await signUpMember(t);
    const res = await rest('POST', '/api/send-otp', {
      body: { email: member.user.email, username: member.user.username },
    });
    expect(res.status).toBe(400);
    expect(res.body.email_error).toBe('This email is already registered.');
    expect(res.body.username_error).toBe('This username is already taken.');
  });

  it('lets a cookie-less client send its challenge id and the code with the registration', async () => {
    const email = `nocookie_${Date.now()}@example.com`;
    const username = `nocookie_${Date.now() % 1000000}`;
    const fields = { email, username, fullname: 'No Cookie', country: 'Peru', password: 'Cusco#2024' };
    const sent = await rest('POST', '/api/send-otp', { body: fields });
    expect(sent.status).toBe(200);
    const challenge_id = sent.body.challenge_id as string;
    const wrong = await rest('POST', '/api/registration', { body: { ...fields, challenge_id, otp: '12345x' } });
    expect(wrong.status).toBe(400);
    const withoutId = await rest('POST', '/api/registration', { body: { ...fields, otp: await latestCode(t, email) } });
    expect(withoutId.status).toBe(400);
    expect(withoutId.body.error).toMatch(/No code was requested for this e-mail from this app or browser/);
    const ok = await rest('POST', '/api/registration', {
      body: { ...fields, challenge_id, otp: await latestCode(t, email) },
    });
    expect(ok.status).toBe(201);
  });

  it('a sign-up verified by its owner cannot be finished by someone who only knows the address', async () => {
    const email = `race_${Date.now()}@example.com`;
    const username = `race_${Date.now() % 1000000}`;
    const fields = { email, username, fullname: 'Real Owner', country: 'Peru', password: 'Cusco#2024' };
    const sent = await rest('POST', '/api/send-otp', { body: fields });
    const ownerCookie = cookieOf(sent);
    expect(
      (
        await rest('POST', '/api/verify-registration-otp', {
          cookie: ownerCookie,
          body: { otp: await latestCode(t, email) },
        })
      ).status,
    ).toBe(200);

    const intruder = { ...fields, username: `${username}_x`, password: 'Intrude#2024' };
    const byEmail = await rest('POST', '/api/registration', { body: intruder });
    expect(byEmail.status).toBe(400);
    await t.app.services.rateLimiter.clear(); // (the 30 s gap between two codes to one address)
    const ownStart = await rest('POST', '/api/send-otp', { body: intruder });
    expect(ownStart.status).toBe(200);
    expect((await rest('POST', '/api/registration', { cookie: cookieOf(ownStart), body: intruder })).status).toBe(400);
    expect(
      (await rest('POST', '/api/registration', { body: { ...intruder, challenge_id: ownStart.body.challenge_id } }))
        .status,
    ).toBe(400);
    expect(await t.app.services.orm.em.fork().count(User, { email })).toBe(0);

    const created = await rest('POST', '/api/registration', { cookie: ownerCookie, body: fields });
    expect(created.status).toBe(201);
    expect(created.body.user.username).toBe(username);
  });

  it('answers missing fields, wrong types and malformed JSON with 400', async () => {
    expect((await rest('POST', '/api/send-otp', { body: {} })).status).toBe(400);
    const typed = await rest('POST', '/api/send-otp', { body: { email: 42, username: ['x'] } });
    expect(typed.status).toBe(400);
    expect(typed.body.email_error).toBe('This field is required.');
    const broken = await rest('POST', '/api/send-otp', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect((await rest('POST', '/api/registration', { body: { email: 'nobody@example.com' } })).status).toBe(400);
  });
});

describe('the code itself', () => {
  it('never appears in any response of the flows above', async () => {
    const all = await readOutbox(t, '');
    const everything = await t.rest('GET', '/dev/outbox');
    const codes = [...all, ...(everything.body as { text: string }[])]
      .map((m) => /\b(\d{6})\b/.exec(m.text)?.[1])
      .filter(Boolean) as string[];
    expect(codes.length).toBeGreaterThan(10);
    expect(seen.length).toBeGreaterThan(30);
    for (const code of new Set(codes)) {
      for (const body of seen) expect(body.includes(code), `code ${code} leaked in ${body.slice(0, 200)}`).toBe(false);
    }
  });
});
