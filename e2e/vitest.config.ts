import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 450_000, // upper bounds: beforeAll starts `npm start`, slow on a loaded machine
    // One app, one browser per file; files run one after another to keep two cores calm.
    fileParallelism: false,
  },
});
