import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_COST, MAX_QUERY_DEPTH, queryLimitsRule } from './limits.js';

const schema = buildSchema(`
  type Node { id: ID!, child: Node, children(first: Int): [Node!]! }
  type Query { root: Node }
`);

const check = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, queryLimitsRule]).map((e) => e.message);

describe('queryLimitsRule', () => {
  it('accepts a query at the depth limit', () => {
    const query = `{ root { ${'child { '.repeat(MAX_QUERY_DEPTH - 2)}id${' }'.repeat(MAX_QUERY_DEPTH - 2)} } }`;
    expect(check(query)).toEqual([]);
  });

  it('refuses a query one level deeper, also through fragments', () => {
    const query = `{ root { ...F } } fragment F on Node { ${'child { '.repeat(MAX_QUERY_DEPTH)}id${' }'.repeat(MAX_QUERY_DEPTH)} }`;
    expect(check(query)[0]).toMatch(/nested \d+ levels deep/);
  });

  it('multiplies the cost of list fields by their page size', () => {
    const ok = check('{ root { children(first: 20) { id children(first: 20) { id } } } }');
    expect(ok).toEqual([]);
    const tooMuch = check(`{ root { children(first: 100) { children(first: 100) { id } } } }`);
    expect(tooMuch[0]).toMatch(new RegExp(`limit is ${MAX_QUERY_COST}`));
  });

  it('survives recursive fragments without looping (graphql reports the cycle)', () => {
    const errors = check('{ root { ...A } } fragment A on Node { child { ...A } }');
    expect(errors.some((m) => /cannot spread fragment/i.test(m))).toBe(true);
  });
});
