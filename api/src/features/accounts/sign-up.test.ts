import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, readOutbox, signUp, startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sign-up', () => {
  it('works end to end', async () => {
    const m = await signUp(t);
    expect(m.token).toBeTruthy();
    const me = await t.gql('{ me { id username email photoUrl } }', {}, { token: m.token });
    expect(me.data?.me).toMatchObject({ id: m.user.id, username: m.user.username, email: m.user.email, photoUrl: null });
    const mail = await readOutbox(t, m.user.email);
    expect(mail[0].text).toMatch(/Your CulturaLink code is \d{6}\. It expires in 10 minutes/);
    expect(await latestCode(t, m.user.email)).toMatch(/^\d{6}$/);
  });
});
