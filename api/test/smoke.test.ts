import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the assembled app', () => {
  it('reports health', async () => {
    const res = await t.rest('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', events: { state: 'listening', lag: 0 } });
  });

  it('answers a guest me query with null', async () => {
    const res = await t.gql('{ me { id username } }');
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ me: null });
  });

  it('answers unknown REST paths with a JSON 404', async () => {
    const res = await t.rest('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const res = await t.rest('POST', '/api/login', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/JSON/);
  });
});
