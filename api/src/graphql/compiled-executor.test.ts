import { buildSchema, execute, getOperationAST, GraphQLError, parse, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecution } from './compiled-executor.js';
import { restoreSynchronousTypeResolvers, typeNameResolver } from './type-resolution.js';

class Refusal extends Error {
  code = 'FORBIDDEN';
}

function testSchema(): GraphQLSchema {
  const schema = buildSchema(`
    type Query { items(first: Int!): [Item!]! secret: String result(ok: Boolean!): Result! }
    type Item { id: ID! label: String! }
    type Done { id: ID! }
    type Refused { reason: String! }
    union Result = Done | Refused
  `);
  const fields = schema.getQueryType()!.getFields();
  fields.items.resolve = (_root, args: { first: number }) =>
    Array.from({ length: args.first }, (_, i) => ({ id: String(i), label: `item ${i}` }));
  fields.secret.resolve = () => {
    throw new Refusal('Not for you.');
  };
  fields.result.resolve = (_root, args: { ok: boolean }) => (args.ok ? { id: 'done' } : { reason: 'no' });
  typeNameResolver('Result', (value) => ('reason' in (value as object) ? 'Refused' : 'Done'));
  return restoreSynchronousTypeResolvers(schema);
}

async function run(schema: GraphQLSchema, query: string, variables: Record<string, unknown> = {}) {
  const { executor } = await compiledExecution(schema).load({ apollo: { key: '', keyHash: '', graphRef: '' } });
  const document = parse(query);
  // Apollo resolves the operation before it calls the executor (undefined when it cannot)
  const operation = getOperationAST(document, null) ?? undefined;
  return executor!({
    document,
    operation,
    operationName: null,
    queryHash: query,
    request: { variables },
    context: {},
  } as never);
}

describe('compiled execution (graphql-jit)', () => {
  it('answers exactly as graphql-js does, through variables, fragments, directives and unions', async () => {
    const schema = testSchema();
    const query = `query($n: Int!, $skip: Boolean!) { items(first: $n) { ...F label @skip(if: $skip) } a: result(ok: true) { ... on Done { id } } b: result(ok: false) { __typename ... on Refused { reason } } }
      fragment F on Item { id }`;
    const variables = { n: 3, skip: true };
    const compiled = await run(schema, query, variables);
    const interpreted = await execute({ schema, document: parse(query), variableValues: variables });
    expect(compiled).toEqual(interpreted);
    expect(compiled.data?.items).toHaveLength(3);
    // the second run uses the cached compiled query and still answers the same
    expect(await run(schema, query, { n: 1, skip: false })).toEqual(
      await execute({ schema, document: parse(query), variableValues: { n: 1, skip: false } }),
    );
  });

  it('reports resolver errors as graphql-js errors carrying the original error, path and location', async () => {
    const result = await run(testSchema(), '{ secret }');
    const [error] = result.errors!;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.originalError).toBeInstanceOf(Refusal);
    expect(error.path).toEqual(['secret']);
    expect(error.locations).toEqual([{ line: 1, column: 3 }]);
    expect(error.extensions).toEqual({});
    expect(result.data).toEqual({ secret: null });
  });

  it('says, as graphql-js does, that an operation cannot be chosen when Apollo found none', async () => {
    const result = await run(testSchema(), 'query A { secret } query B { secret }');
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toBe('Must provide operation name if query contains multiple operations.');
  });

  it('refuses a schema whose union has no synchronous type resolver', () => {
    const schema = buildSchema('type Query { u: U } type A { a: Int } type B { b: Int } union U = A | B');
    expect(() => restoreSynchronousTypeResolvers(schema)).toThrow(/Union U has no synchronous type resolver/);
  });
});
