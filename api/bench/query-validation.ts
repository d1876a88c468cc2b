/**
 * Query limits budget: checking a document (our depth/alias/directive rule and the cost) takes time
 * linear in the document's size, whatever fragments spread each other. Measures documents of doubling
 * size (fragment bombs, aliased searches, nested fields) in this process, parsed without the token
 * limit so that the rules themselves are measured. Alone: `npx tsx bench/query-validation.ts`.
 */
import { Kind, parse, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { checkQueryCost, queryShapeRule } from '../src/graphql/limits.js';
import { getSchema } from '../src/graphql/schema.js';

export interface QueryValidationRow {
  shape: string;
  kilobytes: number;
  /** Fastest microseconds (of 15 runs after one to warm up) of queryShapeRule + checkQueryCost. */
  limitsMicroseconds: number;
  microsecondsPerKilobyte: number;
}

const fragmentBomb = (levels: number) => {
  let query = 'query { ...F0 }';
  for (let i = 0; i < levels; i++) query += ` fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`;
  return `${query} fragment F${levels} on Query { me { id } }`;
};
const aliasedSearches = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: search(text: "a") { users { nodes { id } } posts { nodes { id } } }`).join(' ')} }`;
const nestedFragments = (count: number) => {
  let query = 'query { feed { edges { node { ...P0 } } } }';
  for (let i = 0; i < count; i++) query += ` fragment P${i} on Post { id title author { id } ...P${i + 1} }`;
  return `${query} fragment P${count} on Post { id }`;
};

const shapes: [string, (size: number) => string][] = [
  ['fragment bomb (levels)', (n) => fragmentBomb(n)],
  ['aliased searches', (n) => aliasedSearches(n)],
  ['chained fragments', (n) => nestedFragments(n)],
];
const sizes = [25, 50, 100, 200, 400, 800];

// The fastest run: the machine may be shared, and a slower run measures the neighbours.
const fastest = (values: number[]) => Math.min(...values);

export async function measureQueryValidation(): Promise<QueryValidationRow[]> {
  const schema = await getSchema();
  const rows: QueryValidationRow[] = [];
  for (const [shape, build] of shapes) {
    for (const size of sizes) {
      const text = build(size);
      const document: DocumentNode = parse(text);
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )!;
      const times: number[] = [];
      for (let run = 0; run < 16; run++) {
        const started = performance.now();
        validate(schema, document, [queryShapeRule]);
        checkQueryCost(schema, document, operation, {});
        if (run > 0) times.push((performance.now() - started) * 1000); // the first run warms up
      }
      const kilobytes = text.length / 1024;
      const micros = fastest(times);
      rows.push({
        shape,
        kilobytes: Math.round(kilobytes * 10) / 10,
        limitsMicroseconds: Math.round(micros),
        microsecondsPerKilobyte: Math.round(micros / kilobytes),
      });
    }
  }
  return rows;
}

export function printQueryValidation(rows: QueryValidationRow[]) {
  console.log('\nQuery limits check vs document size (budget: linear, i.e. a flat µs per KB):');
  console.table(
    rows.map((r) => ({
      document: r.shape,
      KB: r.kilobytes,
      'check µs': r.limitsMicroseconds,
      'µs per KB': r.microsecondsPerKilobyte,
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printQueryValidation(await measureQueryValidation());
