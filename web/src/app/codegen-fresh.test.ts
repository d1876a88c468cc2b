// @vitest-environment node
/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../../codegen';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('web/src/gql', () => {
  it('matches schema.graphql and the documents in web/src (run `npm run codegen` if this fails)', async () => {
    const previous = process.cwd();
    process.chdir(root);
    try {
      const outputs: Array<{ filename: string; content: string }> = await generate({ ...config, silent: true }, false);
      for (const output of outputs) {
        const onDisk = fs.readFileSync(path.resolve(root, output.filename), 'utf8');
        expect(onDisk, `${output.filename} is stale`).toBe(output.content);
      }
      expect(outputs.length).toBeGreaterThan(0);
    } finally {
      process.chdir(previous);
    }
  }, 180_000);
});
