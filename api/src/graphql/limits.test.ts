import {
  buildSchema,
  getIntrospectionQuery,
  parse,
  specifiedRules,
  validate,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS, checkQueryCost, measureQueryCost, queryShapeRule } from './limits.js';

const schema = buildSchema(`
  type Node { id: ID!, child: Node, children(first: Int): [Node!]!, all: [Node!]! }
  type Query { root: Node, feed(first: Int): [Node!]! }
`);

const shape = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, queryShapeRule]).map((e) => e.message);

const operationOf = (query: string) => {
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode;
  return { document, operation };
};
const cost = (query: string, variables: Record<string, unknown> = {}) => {
  const { document, operation } = operationOf(query);
  return measureQueryCost(schema, document, operation, variables);
};
const refusal = (query: string, variables: Record<string, unknown> = {}) => {
  const { document, operation } = operationOf(query);
  return checkQueryCost(schema, document, operation, variables);
};

describe('queryShapeRule', () => {
  it('accepts a query at the depth limit', () => {
    const query = `{ root { ${'child { '.repeat(QUERY_LIMITS.depth - 2)}id${' }'.repeat(QUERY_LIMITS.depth - 2)} } }`;
    expect(shape(query)).toEqual([]);
  });

  it('refuses a query one level deeper, also through fragments', () => {
    const query = `{ root { ...F } } fragment F on Node { ${'child { '.repeat(QUERY_LIMITS.depth)}id${' }'.repeat(QUERY_LIMITS.depth)} }`;
    expect(shape(query)[0]).toMatch(/nested \d+ levels deep/);
  });

  it('refuses more aliases or directives than allowed', () => {
    const aliases = Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: root { id }`).join(' ');
    expect(shape(`{ ${aliases} }`)).toEqual([expect.stringMatching(/aliases; the limit is/)]);
    const directives = Array.from({ length: QUERY_LIMITS.directives + 1 }, () => '@include(if: true)').join(' ');
    expect(shape(`{ root ${directives} { id } }`).some((m) => /directives; the limit is/.test(m))).toBe(true);
  });

  it('survives recursive fragments without looping (graphql reports the cycle)', () => {
    const errors = shape('{ root { ...A } } fragment A on Node { child { ...A } }');
    expect(errors.some((m) => /cannot spread fragment/i.test(m))).toBe(true);
  });

  it('measures a fragment bomb of 30 levels once per fragment', () => {
    let query = '{ ...F0 }';
    for (let i = 0; i < 30; i++) query += ` fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`;
    query += ' fragment F30 on Query { root { id } }';
    expect(shape(query)).toEqual([]); // shallow, no alias: the cost refuses it
    expect(cost(query).data).toBe(2 ** 31);
    expect(refusal(query)?.extensions.code).toBe('QUERY_TOO_COMPLEX');
  });
});

describe('measureQueryCost', () => {
  it('multiplies what a list selects by its page size, literal or variable', () => {
    expect(cost('{ feed(first: 20) { id } }').data).toBe(1 + 20);
    expect(cost('query ($n: Int) { feed(first: $n) { id } }', { n: 7 }).data).toBe(1 + 7);
    expect(cost('query ($n: Int = 3) { feed(first: $n) { id } }').data).toBe(1 + 3);
  });

  it('counts an omitted page size at its default and too large a one at the maximum', () => {
    expect(cost('{ feed { id } }').data).toBe(1 + 20);
    expect(cost('{ feed(first: 1000000000) { id } }').data).toBe(1 + 50);
  });

  it('counts a list without a page argument at its maximum', () => {
    expect(cost('{ root { all { id } } }').data).toBe(1 + 1 + 100);
  });

  it('refuses pages of pages over the limit', () => {
    expect(refusal('{ feed(first: 20) { id children(first: 20) { id } } }')).toBeNull();
    expect(
      refusal('query ($n: Int) { feed(first: $n) { children(first: $n) { children(first: $n) { id } } } }', { n: 50 }),
    ).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });

  it('lets one standard introspection query through and refuses two', () => {
    const introspection = getIntrospectionQuery();
    expect(refusal(introspection)).toBeNull();
    const twice = `{ a: __schema { types { name fields { name } } } b: __schema { types { name fields { name } } } ${introspection
      .replace(/^\s*query IntrospectionQuery\s*\{/, '')
      .replace(/\}\s*fragment[\s\S]*$/, '')
      .replace(/__schema/, 'c: __schema')} }`;
    const fragments = introspection.slice(introspection.indexOf('fragment'));
    expect(refusal(`${twice} ${fragments}`)?.message).toMatch(/introspection/);
  });

  it('counts nested introspection by the schema’s longest lists', () => {
    const nested =
      '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }';
    expect(refusal(nested)?.extensions.code).toBe('QUERY_TOO_COMPLEX');
  });
});
