import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../src/db/embedded-postgres.js';
import { collect, startTestApp, type TestApp } from './harness.js';
import { signUpMember } from './factories.js';

/**
 * Scaling out needs no new infrastructure: a second API process (a real `node` process running
 * src/main.ts) on the same database delivers live events caused by actions on the first one.
 */
let t: TestApp;
let second: ChildProcess;
let secondUrl: string;
let secondHttp: string;

beforeAll(async () => {
  t = await startTestApp();
  const port = await freePort();
  second = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: t.dataDir,
      WEB_DIST: path.join(t.dataDir, 'no-web'),
      RATE_LIMIT_POINTS: '1000000',
      RATE_LIMIT_WEB_POINTS: '10000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`second process did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('CulturaLink is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    second.stdout!.on('data', onData);
    second.stderr!.on('data', onData);
    second.once('exit', (code) => reject(new Error(`second process exited with ${code}:\n${output}`)));
  });
  secondUrl = `ws://127.0.0.1:${port}/graphql`;
  secondHttp = `http://127.0.0.1:${port}`;
}, 90_000);

afterAll(async () => {
  if (second && second.exitCode === null && second.signalCode === null) {
    const exited = new Promise((resolve) => second.once('exit', resolve));
    second.kill('SIGTERM');
    await exited;
  }
  await t?.close();
});

describe('two API processes on one database', () => {
  it("delivers a like made on process 1 to the author's socket on process 2", async () => {
    const author = await signUpMember(t);
    const fan = await signUpMember(t);
    const created = await t.gql(
      `mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
      {
        input: {
          title: 'Lantern night',
          category: 'FESTIVALS',
          country: 'Philippines',
          content: 'Paper lanterns over the river.',
        },
      },
      { token: author.token },
    );
    const postId = created.data!.createPost.post.id as string;

    const client = createClient({
      url: secondUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Token ${author.token}` },
      retryAttempts: 0,
    });
    try {
      const arrival = collect(
        client,
        'subscription { notificationAdded { type post { id } actor { username } } }',
        {},
        1,
        8000,
      );
      await new Promise((r) => setTimeout(r, 500)); // let process 2 register the subscription
      const liked = await t.gql(
        'mutation($id: ID!) { likePost(postId: $id) { post { isLiked } } }',
        { id: postId },
        { token: fan.token },
      );
      expect(liked.data!.likePost.post.isLiked).toBe(true);
      const [event] = await arrival.done;
      expect(event.notificationAdded).toEqual({
        type: 'LIKE',
        post: { id: postId },
        actor: { username: fan.user.username },
      });
    } finally {
      await client.dispose();
    }
  });

  it('resumes on process 2 from a cursor read on process 1: what happened meanwhile, in order, then live', async () => {
    const author = await signUpMember(t);
    const fan = await signUpMember(t);
    const created = await t.gql(
      `mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }`,
      { input: { title: 'Kites', category: 'FESTIVALS', country: 'India', content: 'Makar Sankranti.' } },
      { token: author.token },
    );
    const postId = created.data!.createPost.post.id as string;
    const after = (await t.gql<{ liveCursor: string }>('{ liveCursor }')).data!.liveCursor;
    const like = 'mutation($id: ID!) { likePost(postId: $id) { post { likeCount } } }';
    const unlike = 'mutation($id: ID!) { unlikePost(postId: $id) { post { likeCount } } }';
    for (const mutation of [like, unlike, like]) await t.gql(mutation, { id: postId }, { token: fan.token });

    const client = createClient({
      url: secondUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Token ${author.token}` },
      retryAttempts: 0,
    });
    try {
      const cursors: number[] = [];
      const types: string[] = [];
      let failed: unknown = null;
      client.subscribe<{ notificationAdded: { type: string } }, { cursor: string }>(
        { query: 'subscription($after: String) { notificationAdded(after: $after) { type } }', variables: { after } },
        {
          next: (result) => {
            if (result.errors) failed = result.errors;
            else {
              types.push(result.data!.notificationAdded.type);
              cursors.push(Number(result.extensions!.cursor));
            }
          },
          error: (error) => (failed = error),
          complete: () => undefined,
        },
      );
      // the first like's notification was withdrawn by the unlike: only the second one is still there
      await expect.poll(() => types, { timeout: 8000 }).toEqual(['LIKE']);
      await t.gql(unlike, { id: postId }, { token: fan.token }); // unlike
      await t.gql(like, { id: postId }, { token: fan.token }); // like: live
      await expect.poll(() => types, { timeout: 8000 }).toEqual(['LIKE', 'LIKE']);
      expect(failed).toBeNull();
      expect(cursors[1]).toBeGreaterThan(cursors[0]!);
      expect(cursors[0]).toBeGreaterThan(Number(after));
    } finally {
      await client.dispose();
    }
  });

  it('enforces one login limit across both processes (counters in PostgreSQL)', async () => {
    const member = await signUpMember(t);
    const attempt = (base: string) =>
      fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: member.user.username, password: 'Wrong#Guess1' }),
      });
    const statuses: number[] = [];
    // 10 wrong passwords a minute per address and username, alternating between the two processes.
    for (let i = 0; i < 12; i += 1) statuses.push((await attempt(i % 2 ? secondHttp : t.url)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const refused = await attempt(secondHttp);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
