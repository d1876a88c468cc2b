import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type UntypedJson } from '../../test/harness.js';
import { apiErrorCodes, apiErrorHttpStatus, type ApiErrorCode } from './error-codes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiSource = path.resolve(here, '..');
const apiDoc = fs.readFileSync(path.resolve(here, '../../../docs/API.md'), 'utf8');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * The codes the source hands to clients: `new AppError('X', …)` (and the helpers built on it),
 * `code: 'X'` in GraphQL extensions and REST bodies, and `const code = … 'X' …`.
 */
function codesInSource(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const literals = /'([A-Z][A-Z_]+)'/g;
  for (const file of sourceFiles(apiSource)) {
    if (file.endsWith('error-codes.ts')) continue;
    const text = fs.readFileSync(file, 'utf8');
    const emissions = [
      ...[...text.matchAll(/new AppError\(\s*'([A-Z][A-Z_]+)'/g)].map((m) => m[1]!),
      ...[...text.matchAll(/\bcode:\s*'([A-Z][A-Z_]+)'/g)].map((m) => m[1]!),
      ...[...text.matchAll(/\bconst code = ([^;\n]+)/g)].flatMap((m) =>
        [...m[1]!.matchAll(literals)].map((l) => l[1]!),
      ),
    ];
    for (const code of emissions) found.set(code, [...(found.get(code) ?? []), path.relative(apiSource, file)]);
  }
  return found;
}

/** The rows `| \`CODE\` | status | … |` of the "Error codes" table in docs/API.md. */
function documentedCodes(): Map<string, number> {
  const section = apiDoc.split('\n### Error codes\n')[1]?.split('\n#')[0] ?? '';
  const rows = [...section.matchAll(/^\| `([A-Z][A-Z_]+)` \| (\d{3}) \|/gm)];
  return new Map(rows.map((row) => [row[1]!, Number(row[2])]));
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as UntypedJson }));

/** Apollo Server's own codes, as this server answers them (they appear nowhere in our source). */
async function apolloCodes(): Promise<Map<ApiErrorCode, number>> {
  const seen = new Map<ApiErrorCode, number>();
  const record = ({ status, body }: { status: number; body: UntypedJson }) =>
    seen.set(body.errors[0].extensions.code as ApiErrorCode, status);
  record(await post({ query: '{' }));
  record(await post({ query: '{ noSuchField }' }));
  record(await post({ variables: {} }));
  record(await post({ query: 'query A { __typename } query B { __typename }' }));
  record(await post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }));
  return seen;
}

describe('the error code catalogue (docs/API.md "Error codes", api/src/graphql/error-codes.ts)', () => {
  it('holds every code the source emits, and nothing the server no longer emits', async () => {
    const emitted = codesInSource();
    const fromApollo = await apolloCodes();
    expect([...fromApollo.keys()].sort()).toEqual([
      'BAD_REQUEST',
      'GRAPHQL_PARSE_FAILED',
      'GRAPHQL_VALIDATION_FAILED',
      'OPERATION_RESOLUTION_FAILURE',
      'PERSISTED_QUERY_NOT_FOUND',
    ]);
    for (const [code, status] of fromApollo)
      expect({ code, status }).toEqual({ code, status: apiErrorHttpStatus[code] });

    // A new code: add it to error-codes.ts (and to the table in docs/API.md).
    const unlisted = [...emitted.keys()].filter((code) => !apiErrorCodes.includes(code as ApiErrorCode));
    expect(unlisted.map((code) => `${code} (${emitted.get(code)!.join(', ')})`)).toEqual([]);
    // A code nothing emits any more: remove it from error-codes.ts, app/errors.ts and docs/API.md.
    const stale = apiErrorCodes.filter((code) => !emitted.has(code) && !fromApollo.has(code));
    expect(stale).toEqual([]);
  });

  it('is the same over WebSocket: a syntax error, a document that does not fit, several operations', async () => {
    const client = t.wsClient();
    const codeOf = (query: string) =>
      new Promise<unknown>((resolve) => {
        client.subscribe(
          { query },
          {
            next: (result) => resolve(result.errors?.[0]?.extensions?.code),
            error: (errors) => resolve((errors as { extensions?: { code?: unknown } }[])[0]?.extensions?.code),
            complete: () => resolve('complete'),
          },
        );
      });
    try {
      expect(await codeOf('{')).toBe('GRAPHQL_PARSE_FAILED');
      expect(await codeOf('{ noSuchField }')).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(await codeOf('subscription { noSuchEvent }')).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(await codeOf('query A { __typename } query B { __typename }')).toBe('OPERATION_RESOLUTION_FAILURE');
      expect(await codeOf(`{ ${'__typename '.repeat(3001)}}`)).toBe('QUERY_TOO_COMPLEX');
    } finally {
      await client.dispose();
    }
  });

  it('is documented in docs/API.md, code for code and with its HTTP status', () => {
    const documented = documentedCodes();
    expect([...documented.keys()].sort()).toEqual([...apiErrorCodes].sort());
    for (const code of apiErrorCodes)
      expect({ code, status: documented.get(code) }).toEqual({ code, status: apiErrorHttpStatus[code] });
  });
});
