import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  latestCode,
  readOutbox,
  startTestApp,
  USER_ERRORS,
  userErrorsOf,
  type TestApp,
} from '../../../test/harness.js';
import { signUpMember } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(async () => {
  await t.app.services.rateLimiter.clear();
});
afterAll(async () => {
  await t.close();
});

const REQUEST = `mutation ($email: String!) { requestPasswordReset(email: $email) {
  codeChallenge { id email purpose verified expiresAt } ${USER_ERRORS} } }`;
const VERIFY = `mutation ($id: ID!, $code: String!) { verifyCode(challengeId: $id, code: $code) {
  codeChallenge { id verified } codeRejection { reason attemptsLeft } ${USER_ERRORS} } }`;
const RESET = `mutation ($id: ID!, $pw: String!) { resetPassword(challengeId: $id, newPassword: $pw) {
  endedSessionCount ${USER_ERRORS} } }`;
const CHANGE = `mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) {
  endedSessionCount ${USER_ERRORS} } }`;
const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token ${USER_ERRORS} } }`;

/** The id of the reset challenge requestPasswordReset answered. */
const requestedId = async (email: string): Promise<string> =>
  (await t.gql(REQUEST, { email })).data!.requestPasswordReset.codeChallenge.id;

function openSocket(token: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${t.app.port}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const acked = new Promise<boolean>((resolve) => {
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
    );
    socket.on('message', (data) => JSON.parse(String(data)).type === 'connection_ack' && resolve(true));
    socket.on('close', () => resolve(false));
  });
  return { acked, closed };
}

/** Whether the token still signs in: an ended session is refused with 401 (never read as a guest). */
const signedIn = async (token: string) => {
  const res = await t.gql('{ me { id } }', {}, { token });
  if (res.status === 401) return false;
  return res.data!.me !== null;
};

describe('password reset through GraphQL', () => {
  it('answers the same for an unknown address and sends it no mail', async () => {
    const unknown = await t.gql(REQUEST, { email: 'Nobody.Here@Example.com' });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.requestPasswordReset.userErrors).toEqual([]);
    expect(unknown.data!.requestPasswordReset.codeChallenge).toMatchObject({
      email: 'nobody.here@example.com',
      purpose: 'PASSWORD_RESET',
      verified: false,
    });
    expect(await readOutbox(t, 'nobody.here@example.com')).toEqual([]);
    const wrong = await t.gql(VERIFY, { id: unknown.data!.requestPasswordReset.codeChallenge.id, code: '123456' });
    expect(wrong.data!.verifyCode).toEqual({
      codeChallenge: null,
      codeRejection: { reason: 'WRONG_CODE', attemptsLeft: 4 },
      userErrors: [{ field: null, message: 'Wrong one-time password', code: 'BAD_USER_INPUT' }],
    });
    const bad = await t.gql(REQUEST, { email: 'not an email' });
    expect(bad.data!.requestPasswordReset.codeChallenge).toBeNull();
    expect(userErrorsOf(bad, 'requestPasswordReset')).toEqual([
      { field: null, message: 'Please enter a valid email address.', code: 'BAD_USER_INPUT' },
      { field: 'email', message: 'Enter a valid email address.', code: 'BAD_USER_INPUT' },
    ]);
  });

  it('refuses a reset without a verified code', async () => {
    const member = await signUpMember(t);
    const res = await t.gql(RESET, { id: await requestedId(member.user.email), pw: 'Brand#New22' });
    expect(res.data!.resetPassword).toEqual({
      endedSessionCount: null,
      userErrors: [{ field: null, message: 'Verify the code from the e-mail first.', code: 'BAD_USER_INPUT' }],
    });
    expect((await t.gql(LOGIN, { u: member.user.username, p: member.password })).errors).toBeUndefined();
    const unknown = await t.gql(RESET, { id: '00000000-0000-4000-8000-000000000000', pw: 'Brand#New22' });
    expect(userErrorsOf(unknown, 'resetPassword')).toEqual([
      { field: null, message: 'That code request was not found. Request a new code.', code: 'NOT_FOUND' },
    ]);
  });

  it('resets with a verified code, signs the member out everywhere (sockets too) and uses the code up', async () => {
    const member = await signUpMember(t);
    const socket = openSocket(member.token);
    expect(await socket.acked).toBe(true);
    const id = await requestedId(member.user.email);
    const code = await latestCode(t, member.user.email);
    expect((await readOutbox(t, member.user.email))[0].text).toContain(
      `Your CulturaLink code is ${code}. It expires in 10 minutes.`,
    );
    const verified = await t.gql(VERIFY, { id, code });
    expect(verified.data!.verifyCode).toEqual({
      codeChallenge: { id, verified: true },
      codeRejection: null,
      userErrors: [],
    });
    const weak = await t.gql(RESET, { id, pw: 'short' });
    expect(userErrorsOf(weak, 'resetPassword')).toEqual([
      { field: 'newPassword', message: expect.stringMatching(/capital letter/), code: 'BAD_USER_INPUT' },
    ]);

    expect((await t.gql(RESET, { id, pw: 'Brand#New22' })).data).toEqual({
      resetPassword: { endedSessionCount: 1, userErrors: [] },
    });
    expect(await socket.closed).toBe(4403);
    expect(await signedIn(member.token)).toBe(false);
    expect((await t.gql(LOGIN, { u: member.user.username, p: member.password })).errors![0].extensions!.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await t.gql(LOGIN, { u: member.user.username, p: 'Brand#New22' })).errors).toBeUndefined();
    const again = await t.gql(RESET, { id, pw: 'Other#New33' });
    expect(userErrorsOf(again, 'resetPassword')).toEqual([
      { field: null, message: 'This code has expired. Request a new one.', code: 'BAD_USER_INPUT' },
    ]);
  });
});

describe('password reset through REST', () => {
  it('sends with fp-otp {email}, verifies with {email, otp}, changes with fp-change', async () => {
    const member = await signUpMember(t);
    const sent = await t.rest('POST', '/api/fp-otp', { body: { email: member.user.email } });
    expect(sent.status).toBe(200);
    expect(JSON.stringify(sent.body)).not.toContain(await latestCode(t, member.user.email));
    const cookie = (sent.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^cl_reset=/);

    const unverified = await t.rest('POST', '/api/fp-change', {
      cookie,
      body: { email: member.user.email, password: 'Rest#Reset1' },
    });
    expect(unverified.status).toBe(400);

    const verified = await t.rest('POST', '/api/fp-otp', {
      cookie,
      body: { email: member.user.email, otp: await latestCode(t, member.user.email) },
    });
    expect(verified.status).toBe(200);
    const changed = await t.rest('POST', '/api/fp-change', {
      cookie,
      body: { email: member.user.email, password: 'Rest#Reset1' },
    });
    expect(changed.status).toBe(200);
    expect(await signedIn(member.token)).toBe(false);
    expect(
      (await t.rest('POST', '/api/login', { body: { username: member.user.username, password: 'Rest#Reset1' } }))
        .status,
    ).toBe(200);
  });

  it('answers an unknown address exactly like a known one (apart from the address)', async () => {
    const member = await signUpMember(t);
    const known = await t.rest('POST', '/api/fp-otp', { body: { email: member.user.email } });
    const unknown = await t.rest('POST', '/api/fp-otp', { body: { email: 'ghost@example.com' } });
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
  });

  it('refuses fp-change with a wrong code in the body, then takes the right one with the challenge id', async () => {
    const member = await signUpMember(t);
    const sent = await t.rest('POST', '/api/fp-otp', { body: { email: member.user.email } });
    const challengeId = sent.body.challenge_id as string;
    expect(challengeId).toEqual(expect.any(String));
    const code = await latestCode(t, member.user.email);
    const res = await t.rest('POST', '/api/fp-change', {
      body: {
        email: member.user.email,
        password: 'Rest#Reset1',
        challenge_id: challengeId,
        otp: code === '000000' ? '111111' : '000000',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Wrong one-time password');
    expect(
      (
        await t.rest('POST', '/api/fp-change', {
          body: { email: member.user.email, password: 'Rest#Reset1', challenge_id: challengeId, otp: code },
        })
      ).status,
    ).toBe(200);
  });
});

describe('a reset verified by one client cannot be finished by another (account takeover race)', () => {
  const attempt = (body: Record<string, unknown>, cookie?: string) =>
    t.rest('POST', '/api/fp-change', { body, ...(cookie ? { cookie } : {}) });

  it('refuses fp-change by e-mail alone, with the code alone, or with another challenge after the victim verified', async () => {
    const victim = await signUpMember(t);
    const email = victim.user.email;
    const sent = await t.rest('POST', '/api/fp-otp', { body: { email } });
    const victimCookie = (sent.headers.get('set-cookie') ?? '').split(';')[0];
    const code = await latestCode(t, email);
    expect((await t.rest('POST', '/api/fp-otp', { cookie: victimCookie, body: { email, otp: code } })).status).toBe(
      200,
    );

    // No cookie, no challenge id: the verified challenge is not found by the address.
    const byEmail = await attempt({ email, password: 'Taken#Over1' });
    expect(byEmail.status).toBe(400);
    expect(byEmail.body.error).toMatch(/No code was requested for this e-mail from this app or browser/);
    // The attacker's own request makes a new, unverified challenge; it does not inherit the victim's.
    await t.app.services.rateLimiter.clear(); // (the 30 s gap between two codes to one address)
    const own = await t.rest('POST', '/api/fp-otp', { body: { email } });
    const ownCookie = (own.headers.get('set-cookie') ?? '').split(';')[0];
    expect((await attempt({ email, password: 'Taken#Over1' }, ownCookie)).status).toBe(400);
    expect((await attempt({ email, password: 'Taken#Over1', challenge_id: own.body.challenge_id })).status).toBe(400);
    // A made-up challenge id is no better.
    const madeUp = '00000000-0000-4000-8000-000000000000';
    expect((await attempt({ email, password: 'Taken#Over1', challenge_id: madeUp })).status).toBe(400);
    // A stolen-looking id for a different address is refused too.
    expect((await attempt({ email: 'other@example.com', password: 'Taken#Over1' }, victimCookie)).status).toBe(400);

    const loginAs = (password: string) =>
      t.rest('POST', '/api/login', { body: { username: victim.user.username, password } });
    expect((await loginAs('Taken#Over1')).status).toBe(401);
    // The victim, with their own cookie, still finishes.
    expect((await attempt({ email, password: 'Mine#Again1' }, victimCookie)).status).toBe(200);
    expect((await loginAs('Mine#Again1')).status).toBe(200);
  });

  it('over GraphQL, resetPassword needs the verified challenge id, which only the requesting client got', async () => {
    const victim = await signUpMember(t);
    const email = victim.user.email;
    const mine = await requestedId(email);
    const verified = await t.gql(VERIFY, { id: mine, code: await latestCode(t, email) });
    expect(verified.data!.verifyCode.userErrors).toEqual([]);
    await t.app.services.rateLimiter.clear(); // (the 30 s gap between two codes to one address)
    const theirs = await requestedId(email);
    const refused = await t.gql(RESET, { id: theirs, pw: 'Taken#Over1' });
    expect(userErrorsOf(refused, 'resetPassword')[0].message).toBe('Verify the code from the e-mail first.');
    expect((await t.gql(RESET, { id: mine, pw: 'Mine#Again1' })).data!.resetPassword.userErrors).toEqual([]);
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session, ends the others and closes their sockets', async () => {
    const member = await signUpMember(t);
    const other = (await t.gql(LOGIN, { u: member.user.username, p: member.password })).data!.login.token;
    const socket = openSocket(other);
    expect(await socket.acked).toBe(true);

    const wrong = await t.gql(CHANGE, { current: 'Wrong#Pass1', next: 'Fresh#Pass2' }, { token: member.token });
    expect(wrong.data!.changePassword).toEqual({
      endedSessionCount: null,
      userErrors: [
        { field: 'currentPassword', message: 'Your current password is incorrect.', code: 'BAD_USER_INPUT' },
      ],
    });
    const weak = await t.gql(CHANGE, { current: member.password, next: 'fresh' }, { token: member.token });
    expect(userErrorsOf(weak, 'changePassword').map((e) => e.field)).toEqual(['newPassword']);
    expect(
      (await t.gql(CHANGE, { current: member.password, next: 'Fresh#Pass2' }, { token: 'not-a-token' })).errors![0]
        .extensions!.code,
    ).toBe('UNAUTHENTICATED');

    expect(
      (await t.gql(CHANGE, { current: member.password, next: 'Fresh#Pass2' }, { token: member.token })).data,
    ).toEqual({ changePassword: { endedSessionCount: 1, userErrors: [] } });
    expect(await socket.closed).toBe(4403);
    expect(await signedIn(member.token)).toBe(true);
    expect(await signedIn(other)).toBe(false);
  });

  it('works over REST with {password, new_password}', async () => {
    const member = await signUpMember(t);
    const wrong = await t.rest('POST', '/api/change-password', {
      token: member.token,
      body: { password: 'nope', new_password: 'Fresh#Pass2' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.password_error).toBe('Your current password is incorrect.');
    const weak = await t.rest('POST', '/api/change-password', {
      token: member.token,
      body: { password: member.password, new_password: 'weakweak' },
    });
    expect(weak.body.new_password_error).toMatch(/capital letter/);
    const ok = await t.rest('POST', '/api/change-password', {
      token: member.token,
      body: { password: member.password, new_password: 'Fresh#Pass2' },
    });
    expect(ok.status).toBe(200);
    expect(
      (await t.rest('POST', '/api/login', { body: { username: member.user.username, password: 'Fresh#Pass2' } }))
        .status,
    ).toBe(200);
    expect((await t.rest('POST', '/api/change-password', { body: { password: 'x', new_password: 'y' } })).status).toBe(
      401,
    );
  });
});
