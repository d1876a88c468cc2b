import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

export interface AdminDetails {
  username: string;
  email: string;
  password: string;
  fullName?: string;
  country?: string;
}

/**
 * Creates an administrator in the running e2e server's database, as an operator would: through
 * `npm run cli -w api -- create-admin` with the server's DATA_DIR (the CLI finds the database through
 * DATA_DIR/runtime.json). Sign in afterwards with the username and password.
 */
export async function createAdmin(details: AdminDetails): Promise<void> {
  const args = [
    'run',
    'cli',
    '-w',
    'api',
    '--',
    'create-admin',
    '--username',
    details.username,
    '--email',
    details.email,
    '--password',
    details.password,
  ];
  if (details.fullName) args.push('--fullname', details.fullName);
  if (details.country) args.push('--country', details.country);
  // Without DATABASE_URL the CLI reaches the server's embedded database through DATA_DIR/runtime.json.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: inject('dataDir'), LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  try {
    await run('npm', args, { cwd: repoRoot, env, timeout: 60_000 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`create-admin failed: ${failed.stderr || failed.stdout || failed.message}`);
  }
}
