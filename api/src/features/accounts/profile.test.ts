import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorCode, startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { signUpMember } from '../../../test/factories.js';
import { User } from './user.entity.js';

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

const UPDATE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) {
  user { id username email fullName country isAdmin } ${USER_ERRORS} } }`;
const PRIVACY = `mutation ($p: Boolean!) { setPrivacy(isPrivate: $p) { user { id isPrivate } ${USER_ERRORS} } }`;

describe('update profile', () => {
  it('changes e-mail, username, name and country with the current password (GraphQL)', async () => {
    const member = await signUpMember(t);
    const input = {
      email: `New.${member.user.email}`,
      username: `${member.user.username}_n`,
      fullName: ' Maria Clara ',
      country: 'Spain',
      currentPassword: member.password,
    };
    const res = await t.gql(UPDATE, { input }, { token: member.token });
    expect(res.data!.updateProfile.userErrors).toEqual([]);
    expect(res.data!.updateProfile.user).toMatchObject({
      email: input.email.toLowerCase(),
      username: input.username,
      fullName: 'Maria Clara',
      country: 'Spain',
      isAdmin: false,
    });
  });

  it('answers a wrong password, bad fields and taken values as user errors per field, changing nothing', async () => {
    const member = await signUpMember(t);
    const other = await signUpMember(t);
    const res = await t.gql(
      UPDATE,
      {
        input: {
          email: other.user.email.toUpperCase(),
          username: other.user.username,
          fullName: '',
          country: 'Spain',
          currentPassword: 'Wrong#Pass1',
        },
      },
      { token: member.token },
    );
    expect(res.data!.updateProfile.user).toBeNull();
    const errors = userErrorsOf(res, 'updateProfile');
    expect(errors[0]).toEqual({
      field: null,
      message: 'Please correct the highlighted fields.',
      code: 'BAD_USER_INPUT',
    });
    expect(
      errors
        .slice(1)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['currentPassword', 'email', 'fullName', 'username']);
    expect(errors.find((e) => e.field === 'currentPassword')!.message).toBe('Your password is incorrect.');
    const row = await t.orm.em.fork().findOneOrFail(User, member.user.id);
    expect(row.email).toBe(member.user.email);
  });

  it('needs a signed-in member', async () => {
    const res = await t.gql(UPDATE, {
      input: { email: 'a@b.co', username: 'abc', fullName: 'A', country: 'B', currentPassword: 'x' },
    });
    expect(res.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('works over REST, ignores is_admin and other extra fields, and reports per-field errors', async () => {
    const member = await signUpMember(t);
    const other = await signUpMember(t);
    const body = {
      password: member.password,
      email: member.user.email,
      username: member.user.username,
      fullname: 'Juan Luna',
      country: 'Italy',
      is_admin: true,
      isAdmin: true,
      is_active: false,
    };
    const ok = await t.rest('PUT', '/api/update-information', { token: member.token, body });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      message: 'Information updated successfully.',
      profile: { fullname: 'Juan Luna', country: 'Italy', is_admin: false },
    });
    const row = await t.orm.em.fork().findOneOrFail(User, member.user.id);
    expect(row).toMatchObject({ isAdmin: false, isActive: true, fullName: 'Juan Luna' });

    const taken = await t.rest('PUT', '/api/update-information', {
      token: member.token,
      body: { ...body, email: other.user.email, username: other.user.username },
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      email_error: 'This email is already registered.',
      username_error: 'This username is already taken.',
    });
    expect(taken.body.error).toEqual(expect.any(String));

    const wrongPassword = await t.rest('PUT', '/api/update-information', {
      token: member.token,
      body: { ...body, password: 'nope' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.password_error).toBe('Your password is incorrect.');

    const tooLong = await t.rest('PUT', '/api/update-information', {
      token: member.token,
      body: { ...body, fullname: 'x'.repeat(5000) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fullname_error).toMatch(/1 to 100/);
  });

  it('offers no way to become admin through GraphQL', async () => {
    const member = await signUpMember(t);
    const res = await t.gql(
      `mutation { updateProfile(input: { email: "${member.user.email}", username: "${member.user.username}", fullName: "X", country: "Y", currentPassword: "${member.password}", isAdmin: true }) { __typename } }`,
      {},
      { token: member.token },
    );
    expect(res.errors![0].message).toMatch(/isAdmin/);
    expect((await t.orm.em.fork().findOneOrFail(User, member.user.id)).isAdmin).toBe(false);
  });
});

describe('e-mail visibility', () => {
  // Other members' User objects are served by other features, so the field resolver is also checked directly.
  it('shows the e-mail to the member and to admins only', async () => {
    const member = await signUpMember(t);
    const stranger = await signUpMember(t);
    const admin = await signUpMember(t, { isAdmin: true });
    const emailOf = async (token: string) => {
      const res = await t.gql('{ me { email } }', {}, { token });
      return res.data!.me.email;
    };
    expect(await emailOf(member.token)).toBe(member.user.email);
    expect(await emailOf(admin.token)).toBe(admin.user.email);
    const emailSeenBy = async (token?: string) => {
      const res = await t.gql('query($id: ID!) { user(id: $id) { email } }', { id: member.user.id }, { token });
      expect(res.errors).toBeUndefined();
      return res.data!.user.email;
    };
    expect(await emailSeenBy(stranger.token)).toBeNull();
    expect(await emailSeenBy(admin.token)).toBe(member.user.email);
    expect(await emailSeenBy()).toBeNull();
  });
});

describe('privacy switch', () => {
  it('switches through GraphQL and REST and shows in GET /user', async () => {
    const member = await signUpMember(t);
    expect((await t.gql(PRIVACY, { p: true }, { token: member.token })).data!.setPrivacy).toEqual({
      user: { id: member.user.id, isPrivate: true },
      userErrors: [],
    });
    expect(errorCode(await t.gql(PRIVACY, { p: true }))).toBe('UNAUTHENTICATED');
    const off = await t.rest('PUT', '/api/user/update-privacy/', { token: member.token, body: { is_private: false } });
    expect(off.body).toEqual({ message: 'Your account is now public.', is_private: false });
    const on = await t.rest('PUT', '/api/user/update-privacy', { token: member.token, body: { is_private: 'true' } });
    expect(on.body.message).toBe('Your account is now private.');
    const user = await t.rest('GET', '/api/user', { token: member.token });
    expect(user.body).toMatchObject({ is_private: true, profile: { is_private: true } });
    expect(
      (await t.rest('PUT', '/api/user/update-privacy/', { token: member.token, body: { is_private: 'maybe' } })).status,
    ).toBe(400);
    expect((await t.rest('PUT', '/api/user/update-privacy/', { body: { is_private: true } })).status).toBe(401);
  });
});
