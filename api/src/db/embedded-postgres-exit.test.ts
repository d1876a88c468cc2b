import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('loading the embedded PostgreSQL starter', () => {
  it('keeps the exit code the process chose (a failing test run must not exit 0)', () => {
    const script = `await import('./src/db/embedded-postgres.ts'); process.exitCode = 3;`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: apiDir,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.stderr).not.toMatch(/TypeError/);
    expect(child.status).toBe(3);
  });
});
