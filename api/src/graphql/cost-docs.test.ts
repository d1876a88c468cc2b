import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { costTable } from './limits.js';
import { getSchema } from './schema.js';

const apiDoc = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/API.md'),
  'utf8',
);
const rowsOf = (doc: string) => new Set(doc.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()));

describe('the cost formula in docs/API.md', () => {
  it('lists every page argument and every list of the schema as the cost check counts them', async () => {
    const table = costTable(await getSchema());
    const rows = rowsOf(apiDoc);
    const missing = [
      ...table.pages
        .map((p) => `| \`${p.field}\` | \`${p.argument}\` | ${p.defaultSize} | ${p.maxSize} |`)
        .filter((row) => !rows.has(row)),
      ...table.lists.map((l) => `| \`${l.field}\` | ${l.maxLength} |`).filter((row) => !rows.has(row)),
    ];
    // A new list field or page size: add its row to the tables of "Query cost" in docs/API.md.
    expect(missing).toEqual([]);
    expect(table.free).toEqual(['Query.rateLimit']);
  });
});
