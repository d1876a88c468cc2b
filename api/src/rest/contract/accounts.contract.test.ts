/**
 * Contract sections 3 and 14 (accounts, sign-in, logout) and the deviations of section 15: each endpoint called
 * as the original client calls it, every key it reads checked on a seeded community.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readOutbox, startTestApp, type TestApp } from '../../../test/harness.js';
import {
  multipartForm,
  pngBytes,
  restOk,
  seedCommunity,
  signUpMember,
  type Community,
  type SignedUpMember,
} from '../../../test/factories.js';
import { expectShape, id, iso, profile, rating, url } from '../../../test/rest-contract.js';

let t: TestApp;
let c: Community;
let member: SignedUpMember;

beforeAll(async () => {
  t = await startTestApp();
  c = await seedCommunity(t);
  member = await signUpMember(t, { fullName: 'Dana Cruz', email: 'dana@gmail.com' });
});
afterAll(async () => {
  await t?.close();
});

const signedInAnswer = z.object({ token: z.string().min(20), profile });

describe('POST /api/login', () => {
  it('answers the token and a full profile with profile.user (the dashboard reads profile.user.username at once)', async () => {
    const res = await t.rest('POST', '/api/login', {
      body: { username: member.user.username, password: member.password },
    });
    expect(res.status).toBe(200);
    const body = expectShape(signedInAnswer, res.body);
    expect(body.profile.user).toEqual({ id: member.user.id, username: member.user.username, email: 'dana@gmail.com' });
    expect(body.profile.is_admin).toBe(false);
  });

  it('answers any failure with an error status (the client shows its own toast)', async () => {
    for (const body of [{ username: member.user.username, password: 'wrong' }, {}, null])
      expect((await t.rest('POST', '/api/login', { body })).status).toBeGreaterThanOrEqual(400);
  });
});

describe('GET /api/user', () => {
  it('answers the presented token, profile.user and profile.id, followers as a list, and the own itineraries', async () => {
    const res = await t.rest('GET', '/api/user', { token: c.alice.token });
    expect(res.status).toBe(200);
    const body = expectShape(
      z.object({
        token: z.literal(c.alice.token),
        user: z.object({ id, username: z.string() }),
        profile,
        itineraries: z.array(
          z.object({
            id,
            main_image: url.nullable(),
            main_title: z.string(),
            main_description: z.string(),
            date_posted: iso,
            currency: z.string(),
            total_budget: z.number(),
            rating: z.array(rating),
            itineraries: z.string(),
          }),
        ),
      }),
      res.body,
    );
    expect(body.profile).toMatchObject({ id: c.alice.id, user: { id: c.alice.id, username: c.alice.username } });
    expect(body.profile.user_photo).toMatch(new RegExp(`^${t.url}/uploads/.+\\.webp$`));
    expect(body.profile.followers.map((f) => f.username)).toEqual([c.bob.username]);
    expect(body.itineraries.map((i) => i.id)).toEqual([c.itinerary.id]);
    expect(body.itineraries[0].rating.map((r) => r.rating).sort()).toEqual([2, 4]);
    expect(body.itineraries[0].itineraries).toBe(c.itinerary.stopIds.join(','));
  });

  it('gives a member without a photo an absolute default avatar, which loads', async () => {
    const res = await restOk(t, 'GET', '/api/user', { token: c.bob.token });
    expect(res.profile.user_photo).toMatch(/^http:\/\/.+\/api\/default-avatar\.svg$/);
    const avatar = await fetch(res.profile.user_photo);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(avatar.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it.each(['Token null', 'Token undefined', 'Token ', ''])(
    'answers the signed-out header %j with an error',
    async (header) => {
      const res = await t.rest('GET', '/api/user', { headers: header ? { authorization: header } : {} });
      expect(res.status).toBeGreaterThanOrEqual(400);
    },
  );
});

describe('POST /api/send-otp (deviation 15.1)', () => {
  it('answers the original two-field form with a 400 whose email_error says where sign-up is finished', async () => {
    const res = await t.rest('POST', '/api/send-otp', { body: { email: 'eve@gmail.com', username: 'eve_new' } });
    expect(res.status).toBe(400);
    expect(res.body.email_error).toMatch(/CulturaLink web app: open http:\/\/.+\/ and choose "Sign Up"/);
    expect(JSON.stringify(res.body)).not.toMatch(/\b\d{6}\b/);
    expect(await readOutbox(t, 'eve@gmail.com')).toEqual([]);
  });

  it('still names a taken address in email_error for a full form, and never sends the code back', async () => {
    const taken = await t.rest('POST', '/api/send-otp', {
      body: { email: 'dana@gmail.com', username: 'someone_new', password: 'Culture#2024' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.email_error).toEqual(expect.any(String));
    const ok = await t.rest('POST', '/api/send-otp', {
      body: {
        email: 'frank@example.com',
        username: 'frank_new',
        password: 'Culture#2024',
        fullname: 'Frank',
        country: 'Peru',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).not.toHaveProperty('otp');
    expect(ok.body.message).toBe('Otp sent successfully to frank@example.com');
  });
});

describe('POST /api/verify-registration-otp and POST /api/registration', () => {
  it('refuses a registration without a verified code (the original client never reaches it)', async () => {
    const res = await t.rest('POST', '/api/registration', {
      body: {
        email: 'gina@example.com',
        fullname: 'Gina',
        country: 'Chile',
        username: 'gina_new',
        password: 'Culture#2024',
      },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const verify = await t.rest('POST', '/api/verify-registration-otp', {
      body: { email: 'gina@example.com', otp: '123456' },
    });
    expect(verify.status).toBeGreaterThanOrEqual(400);
  });
});

describe('POST /api/fp-otp and POST /api/fp-change (deviation 15.2)', () => {
  it('answers 2xx without the code, the same for unknown addresses, and the mail says where to enter it', async () => {
    const known = await t.rest('POST', '/api/fp-otp', { body: { email: 'dana@gmail.com' } });
    const unknown = await t.rest('POST', '/api/fp-otp', { body: { email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).not.toHaveProperty('otp');
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    const [mail] = await readOutbox(t, 'dana@gmail.com');
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/ .*Forgot password/s);
  });

  it('refuses fp-change without a verified code', async () => {
    const res = await t.rest('POST', '/api/fp-change', { body: { email: 'dana@gmail.com', password: 'Another#2024' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const login = await t.rest('POST', '/api/login', {
      body: { username: member.user.username, password: 'Another#2024' },
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
  });
});

describe('PUT /api/update-information (deviation 15.3)', () => {
  it('keeps the stored value of every key left out, and answers 2xx', async () => {
    const res = await t.rest('PUT', '/api/update-information', {
      token: member.token,
      body: { password: member.password, country: 'Argentina' },
    });
    expect(res.status).toBe(200);
    const user = await restOk(t, 'GET', '/api/user', { token: member.token });
    expect(user.profile).toMatchObject({
      fullname: 'Dana Cruz',
      country: 'Argentina',
      email: 'dana@gmail.com',
      user: { username: member.user.username },
    });
  });

  it('answers an empty password (non-Gmail members never see the box) with an error text saying what to do', async () => {
    const res = await t.rest('PUT', '/api/update-information', {
      token: c.bob.token,
      body: {
        password: '',
        email: `${c.bob.username}@example.test`,
        country: 'Japan',
        fullname: 'Bob T',
        username: c.bob.username,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/current password.*web app.*\/settings/s);
  });

  it('answers a wrong password with a readable error text', async () => {
    const res = await t.rest('PUT', '/api/update-information', {
      token: member.token,
      body: {
        password: 'Wrong#2024x',
        email: 'dana@gmail.com',
        country: 'Chile',
        fullname: 'Dana',
        username: member.user.username,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.stringMatching(/password/i));
  });
});

describe('POST /api/change-password', () => {
  it('shows `error` on refusal', async () => {
    const wrong = await t.rest('POST', '/api/change-password', {
      token: member.token,
      body: { password: 'nope', new_password: 'Better#2025' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual(expect.any(String));
  });
});

describe('PUT /api/user/update-privacy/', () => {
  it('sets {is_private} and answers 2xx', async () => {
    const res = await t.rest('PUT', '/api/user/update-privacy/', { token: member.token, body: { is_private: true } });
    expect(res.status).toBe(200);
    expect((await restOk(t, 'GET', '/api/user', { token: member.token })).profile.is_private).toBe(true);
  });
});

describe('POST /api/change-profile', () => {
  it('takes the multipart `image` and GET /user then shows it as an absolute URL', async () => {
    const res = await t.rest('POST', '/api/change-profile', {
      token: member.token,
      body: multipartForm({}, await pngBytes('#112233')),
    });
    expect(res.status).toBe(200);
    const user = await restOk(t, 'GET', '/api/user', { token: member.token });
    expect(user.profile.user_photo).toMatch(new RegExp(`^${t.url}/uploads/.+\\.webp$`));
    expect((await fetch(user.profile.user_photo)).status).toBe(200);
  });
});

describe('POST /api/logout (deviation 15.4)', () => {
  it('ignores the body carrying the token, never logs it, and answers 2xx', async () => {
    const lines: string[] = [];
    const spies = [
      vi.spyOn(console, 'log').mockImplementation((...args) => void lines.push(args.join(' '))),
      vi.spyOn(console, 'error').mockImplementation((...args) => void lines.push(args.join(' '))),
      vi.spyOn(console, 'warn').mockImplementation((...args) => void lines.push(args.join(' '))),
    ];
    try {
      const res = await t.rest('POST', '/api/logout', {
        token: member.token,
        body: { headers: { Authorization: `Token ${member.token}` } },
      });
      expect(res.status).toBe(200);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    expect(lines.join('\n')).not.toContain(member.token);
    expect((await t.rest('GET', '/api/user', { token: member.token })).status).toBe(401);
  });
});
