import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTour } from '../docs/api/examples/tour';
import { startAppProcess, type AppProcess } from './support/app-process.js';
import { tinyPng } from './support/images.js';
import { uniqueMember } from './support/members.js';

/**
 * The third-party example client (docs/api/examples) against `npm start`, using only a personal access token.
 * Its webhook receiver listens on 127.0.0.1, which the SSRF guard refuses in production, so this file runs its
 * own server for development with WEBHOOKS_ALLOW_LOOPBACK=true (as docs/api/examples/README.md tells
 * developers to), beside the suite's production server.
 */
let app: AppProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'culturalink-api-client-'));
  app = await startAppProcess(dataDir, {
    NODE_ENV: 'development',
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
    WEBHOOK_RETRY_BASE_MS: '1000',
    LOG_LEVEL: 'warn',
  });
});

afterAll(async () => {
  await app?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

async function gql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

async function mailedCode(email: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const response = await fetch(`${app.baseUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
    const mails = (await response.json()) as { text: string }[];
    const code = mails[0]?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code was mailed to ${email}.`);
}

/** A member signed up with the mailed code; returns the session token (used only to mint the access token). */
async function signUp(): Promise<string> {
  const member = uniqueMember('dev');
  const started = await gql<{ startSignUp: { codeChallenge: { id: string } } }>(
    `mutation ($input: SignUpInput!) { startSignUp(input: $input) { codeChallenge { id } } }`,
    { input: { ...member, passwordConfirmation: member.password } },
  );
  const done = await gql<{ completeSignUp: { token: string } }>(
    `mutation ($id: ID!, $code: String!) { completeSignUp(challengeId: $id, code: $code) { token } }`,
    { id: started.startSignUp.codeChallenge.id, code: await mailedCode(member.email) },
  );
  return done.completeSignUp.token;
}

describe('the third-party example client (docs/api/examples)', () => {
  it('pages the feed, uploads, subscribes and resumes, and receives a signed webhook with only an access token', async () => {
    const session = await signUp();
    for (let i = 1; i <= 5; i++) {
      await gql(
        `mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
        { input: { title: `Seed ${i}`, category: 'FOOD', country: 'Japan', content: `Seed post ${i}.` } },
        session,
      );
    }
    const { createAccessToken } = await gql<{ createAccessToken: { secret: string } }>(
      `mutation ($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { secret } }`,
      { input: { name: 'example client', scopes: ['READ', 'WRITE'] } },
      session,
    );

    const lines: string[] = [];
    const report = await runTour({
      apiUrl: app.baseUrl,
      token: createAccessToken.secret,
      image: { content: new Blob([new Uint8Array(tinyPng(32, 24))], { type: 'image/png' }), filename: 'gradient.png' },
      pageSize: 2,
      log: (line) => lines.push(line),
    });

    expect(report.feed).toEqual({ pages: 3, posts: 5 });
    // read as a client reads any URL of an answer: against the API's origin (a path, or already absolute)
    const imageUrl = new URL(report.uploaded.imageUrl ?? '', app.baseUrl);
    expect(imageUrl.origin).toBe(new URL(app.baseUrl).origin);
    expect(imageUrl.pathname).toMatch(/^\/uploads\/.+\.webp$/);
    const image = await fetch(imageUrl);
    expect({ status: image.status, type: image.headers.get('content-type') }).toEqual({
      status: 200,
      type: 'image/webp',
    });
    expect(report.live.id).toBe(report.uploaded.id);
    expect(report.resumed.id).not.toBe(report.uploaded.id);
    expect(BigInt(report.resumed.cursor)).toBeGreaterThan(BigInt(report.live.cursor));
    expect(report.webhook).toMatchObject({ event: 'post.added', data: { postId: report.uploaded.id } });
    expect(lines).toContainEqual(expect.stringContaining('signature verified'));
    expect(report.logged).toMatchObject({ id: report.webhook.id, event: 'POST_ADDED', status: 'SUCCEEDED' });
    expect(lines.at(-1)).toMatch(/^deleted webhook /);
  });
});
