import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { checkQueryCost } from './limits.js';
import { getSchema } from './schema.js';

const fragmentBomb = (levels: number) => {
  let query = 'query { ...F0 }';
  for (let i = 0; i < levels; i++) query += ` fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`;
  return `${query} fragment F${levels} on Query { me { id } }`;
};
const aliased = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

const introspection = '__schema { types { fields { name type { name } } } }';
const search = 'search(text: "a") { users(first: 50) { nodes { id } } posts(first: 50) { nodes { id title } } }';
const attacks: [string, string][] = [
  ['a fragment bomb of 30 levels', fragmentBomb(30)],
  ['1,500 aliased introspections', aliased(1500, introspection)],
  ['1,000 aliased searches', aliased(1000, search)],
];
/** Over WebSocket a message is at most 64 KB: the same attacks, as large as fits. */
const socketAttacks: [string, string][] = [
  ['a fragment bomb of 30 levels', fragmentBomb(30)],
  ['300 aliased introspections', aliased(300, introspection)],
  ['200 aliased searches', aliased(200, search)],
  ['40 aliased searches', aliased(40, search)],
  [
    'a nested introspection',
    '{ __schema { types { fields { type { ofType { fields { type { ofType { fields { name } } } } } } } } } }',
  ],
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Sends `attack` and, while it is on its way, asks /healthz; both must answer. */
async function alongsideHealth<T>(attack: Promise<T>) {
  const [result, health] = await Promise.all([attack, fetch(`${t.url}/healthz`)]);
  expect(health.status).toBe(200);
  return result;
}

describe('query limits over HTTP', () => {
  it.each(attacks)('refuses %s with 400 QUERY_TOO_COMPLEX, /healthz answering meanwhile', async (_name, query) => {
    const res = await alongsideHealth(t.gql(query));
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(res.data).toBeUndefined();
  });

  it('counts a page size given by a variable by its value', async () => {
    const query = `query ($n: Int) { feed(first: $n) { edges { node { likers(first: $n) { nodes { id followers(first: $n) { edges { node { id } } } } } } } } }`;
    expect((await t.gql(query, { n: 2 })).status).toBe(200);
    const refused = await t.gql(query, { n: 50 });
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('answers one standard introspection query', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const res = await t.gql(getIntrospectionQuery());
    expect(res.status).toBe(200);
    expect(res.data?.__schema.types.length).toBeGreaterThan(50);
  });
});

describe('query limits over WebSocket', () => {
  it.each(socketAttacks)('refuses %s on that operation only: the socket stays open', async (_name, query) => {
    const client = t.wsClient();
    const errors = await alongsideHealth(
      new Promise<readonly { extensions?: Record<string, unknown> }[]>((resolve, reject) => {
        client.subscribe(
          { query },
          { next: () => reject(new Error('answered')), error: (e) => resolve(e as never), complete: () => undefined },
        );
      }),
    );
    expect(errors[0], JSON.stringify(errors)).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });
    const after = await new Promise<unknown>((resolve, reject) => {
      client.subscribe(
        { query: '{ postCategories { label } }' },
        { next: resolve, error: reject, complete: () => undefined },
      );
    });
    expect(after).toMatchObject({ data: { postCategories: expect.any(Array) } });
  });

  it('closes the socket on a message over 64 KB (1,500 aliased introspections) without reading it', async () => {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await new Promise((resolve) => socket.once('message', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: attacks[1][1] } }));
    expect(await alongsideHealth(closed)).toBe(1009);
  });

  it('answers a syntax error as an error of that subscription, the socket staying open', async () => {
    const client = t.wsClient();
    const errors = await new Promise<readonly { message: string }[]>((resolve, reject) => {
      client.subscribe(
        { query: 'subscription { postAdded { id ' },
        { next: () => reject(new Error('answered')), error: (e) => resolve(e as never), complete: () => undefined },
      );
    });
    expect(errors[0].message).toMatch(/Syntax Error/);
    const after = await new Promise<unknown>((resolve, reject) => {
      client.subscribe(
        { query: '{ postCategories { label } }' },
        { next: resolve, error: reject, complete: () => undefined },
      );
    });
    expect(after).toMatchObject({ data: { postCategories: expect.any(Array) } });
  });
});

describe('the web client’s operations', () => {
  it('all fit within the limits with their default page sizes', async () => {
    const source = fs.readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src/gql/graphql.ts'),
      'utf8',
    );
    const documents = [...source.matchAll(/export const (\w+)Document = (\{.*\}) as unknown as /g)].map(
      ([, name, json]) => [name, JSON.parse(json) as DocumentNode] as const,
    );
    expect(documents.length).toBeGreaterThan(50);
    const schema = await getSchema();
    for (const [name, document] of documents) {
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )!;
      expect(checkQueryCost(schema, document, operation, {})?.message, name).toBeUndefined();
    }
  });
});
