import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, startTestApp, type TestApp } from '../../test/harness.js';
import { multipartForm, pngBytes, signUpMember } from '../../test/factories.js';
import { CODE_MAILS_PER_IP_HOUR, codeMailLimitKey } from '../features/accounts/index.js';
import { UPLOADS_PER_IP_HOUR, uploadLimitKey } from '../features/media/index.js';

/** Limits per client address that cost the server most: code mails and image uploads. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const CLIENT = '127.0.0.1';

/** Uses up a key's budget as earlier requests from this address would have. */
async function useUp(key: string, limit: number) {
  for (let i = 0; i < limit; i += 1) await t.app.services.rateLimiter.hit(key, { limit, windowMs: 3600 * 1000 });
}

describe('per-address limits', () => {
  it(`sends at most ${CODE_MAILS_PER_IP_HOUR} sign-up or reset codes an hour from one address, whatever the e-mails`, async () => {
    await t.app.services.rateLimiter.clear();
    const sent: number[] = [];
    for (let i = 0; i < CODE_MAILS_PER_IP_HOUR + 2; i += 1) {
      const email = `many_${i}_${Date.now()}@example.com`;
      const res =
        i % 2
          ? await t.rest('POST', '/api/fp-otp', { body: { email } })
          : await t.rest('POST', '/api/send-otp', {
              body: {
                email,
                username: `many_${i}_${Date.now() % 100000}`,
                fullname: 'M',
                country: 'Peru',
                password: 'Cusco#2024',
              },
            });
      sent.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(res.body.code).toBe('RATE_LIMITED');
        expect(await readOutbox(t, email)).toHaveLength(0);
      }
    }
    expect(sent.slice(0, CODE_MAILS_PER_IP_HOUR).every((status) => status === 200)).toBe(true);
    expect(sent.slice(CODE_MAILS_PER_IP_HOUR)).toEqual([429, 429]);
    const overGraphQL = await t.gql(
      `mutation { requestPasswordReset(email: "one_more@example.com") { codeChallenge { id } } }`,
    );
    expect(overGraphQL.status).toBe(429);
    expect(overGraphQL.errors![0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it(`takes at most ${UPLOADS_PER_IP_HOUR} images an hour from one address, profile photos included`, async () => {
    const member = await signUpMember(t);
    await t.app.services.rateLimiter.clear();
    const upload = () =>
      t.rest('POST', '/api/change-profile', { token: member.token, body: multipartForm({}, Buffer.alloc(0)) });
    const image = await pngBytes();
    const ok = await t.rest('POST', '/api/change-profile', { token: member.token, body: multipartForm({}, image) });
    expect(ok.status).toBe(200);
    await useUp(uploadLimitKey(CLIENT), UPLOADS_PER_IP_HOUR);
    const refused = await t.rest('POST', '/api/change-profile', {
      token: member.token,
      body: multipartForm({}, image),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Too many images/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // (an empty file is refused before it counts)
    expect((await upload()).status).toBe(400);
    await t.app.services.rateLimiter.reset(uploadLimitKey(CLIENT));
    await t.app.services.rateLimiter.reset(codeMailLimitKey(CLIENT));
  });
});
