import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { printSchemaSorted, schemaFilePath } from './print-schema.js';

describe('schema.graphql', () => {
  it('matches the schema the resolvers build (run `npm run codegen` after changing the API)', async () => {
    const committed = await fs.readFile(schemaFilePath, 'utf8');
    expect(committed).toBe(await printSchemaSorted());
  });
});
