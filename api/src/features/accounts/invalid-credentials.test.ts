import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { Session } from './session.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Each kind of credential the server must refuse rather than read as a guest. */
async function refusedCredentials(): Promise<[string, string][]> {
  const expired = await createMember(t);
  const em = t.orm.em.fork();
  await em.nativeUpdate(Session, { user: expired.id }, { expiresAt: new Date(Date.now() - 60_000) });
  const revoked = await createMember(t);
  expect((await t.gql('mutation { logout { userErrors { message } } }', {}, { token: revoked.token })).data).toEqual({
    logout: { userErrors: [] },
  });
  return [
    ['a malformed token', 'Token not-a-token'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an unknown token', `Token ${'A'.repeat(43)}`],
    ['an unknown access token', `Bearer clpat_${'A'.repeat(43)}`],
    ['an expired token', `Token ${expired.token}`],
    ['a revoked token', `Token ${revoked.token}`],
  ];
}

describe('invalid credentials', () => {
  it('are refused with 401 UNAUTHENTICATED over GraphQL and REST alike', async () => {
    for (const [name, authorization] of await refusedCredentials()) {
      const graphql = await t.gql('{ postCategories { label } }', {}, { headers: { authorization } });
      expect(graphql.status, name).toBe(401);
      expect(graphql.errors?.[0].extensions?.code, name).toBe('UNAUTHENTICATED');
      expect(graphql.data, name).toBeUndefined();
      const rest = await t.rest('GET', '/api/posts-list', { headers: { authorization } });
      expect(rest.status, name).toBe(401);
      expect(rest.body.code, name).toBe('UNAUTHENTICATED');
    }
  });

  it('while no token, or an empty one, is a guest', async () => {
    for (const headers of [{}, { authorization: '' }] as Record<string, string>[]) {
      const graphql = await t.gql('{ me { id } postCategories { label } }', {}, { headers });
      expect(graphql.status).toBe(200);
      expect(graphql.data?.me).toBeNull();
      expect((await t.rest('GET', '/api/posts-list', { headers })).status).toBe(200);
    }
  });

  it('and a live token still signs the member in', async () => {
    const member = await createMember(t);
    expect((await t.gql('{ me { id } }', {}, { token: member.token })).data).toEqual({ me: { id: member.id } });
    expect((await t.rest('GET', '/api/user', { token: member.token })).status).toBe(200);
  });
});
