import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from './support/app-process.js';

let dataDir = '';
let app: AppProcess | undefined;

afterAll(async () => {
  await app?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }); // PostgreSQL may still be closing its files
});

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function postgresPid(dir: string): Promise<number> {
  const pidFile = await fs.readFile(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(pidFile.split('\n')[0]);
}

async function signUpByApi(baseUrl: string, username: string, password: string) {
  const email = `${username}@example.com`;
  const ask = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation($input: SignUpInput!) { startSignUp(input: $input) { codeChallenge { id } userErrors { message } } }`,
      variables: {
        input: {
          fullName: 'Lia Santos',
          country: 'Philippines',
          email,
          username,
          password,
          passwordConfirmation: password,
        },
      },
    }),
  }).then((r) => r.json());
  const challengeId = ask.data.startSignUp.codeChallenge.id;
  const mails = (await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(email)}`).then((r) => r.json())) as {
    text: string;
  }[];
  const code = /\b(\d{6})\b/.exec(mails[0].text)![1];
  const done = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($id: ID!, $code: String!) { completeSignUp(challengeId: $id, code: $code) { user { username } } }',
      variables: { id: challengeId, code },
    }),
  }).then((r) => r.json());
  expect(done.data.completeSignUp.user.username).toBe(username);
}

describe('npm start on a data directory', () => {
  it('keeps the data across restarts, and Ctrl-C stops PostgreSQL with it', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'culturalink-lifecycle-'));
    app = await startAppProcess(dataDir);
    await signUpByApi(app.baseUrl, 'lia_lifecycle', 'Harbor#2026');
    const firstPostgres = await postgresPid(dataDir);
    expect(processAlive(firstPostgres)).toBe(true);

    await app.stop();
    expect(processAlive(firstPostgres)).toBe(false);

    app = await startAppProcess(dataDir);
    const login = await fetch(`${app.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'lia_lifecycle', password: 'Harbor#2026' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.username).toBe('lia_lifecycle');
  }, 240_000);

  it('stops the server and PostgreSQL on a SIGTERM sent to npm alone (a supervisor, no terminal)', async () => {
    await app?.stop();
    app = await startAppProcess(dataDir);
    const postgres = await postgresPid(dataDir);
    const exited = new Promise((resolve) => app!.child.once('exit', resolve));
    app.child.kill('SIGTERM'); // only npm's own pid, not its process group as Ctrl-C would
    await exited;
    for (let i = 0; i < 100 && processAlive(postgres); i++) await new Promise((r) => setTimeout(r, 100));
    expect(processAlive(postgres)).toBe(false);
    await expect(fetch(`${app.baseUrl}/healthz`)).rejects.toThrow();
  }, 240_000);
});
