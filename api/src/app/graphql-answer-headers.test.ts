import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GraphQL answers over HTTP', () => {
  it('carry no ETag (never revalidated, not worth a hash per answer) and no X-Powered-By, and stay uncacheable', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ postCategories { category label } }' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data?: { postCategories: unknown[] } };
    expect(body.data?.postCategories.length).toBeGreaterThan(0);
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});
