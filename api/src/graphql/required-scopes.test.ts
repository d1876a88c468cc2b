import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  parse,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationTypeNode,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TokenScope } from '../kernel/token-scopes.js';
import { requiredScopes } from './required-scopes.js';
import { getSchema } from './schema.js';

/**
 * The scope of every root field of the schema, as the scope check reads it from a document (the runtime matrix over
 * HTTP and WebSocket is in features/access-tokens/access-tokens.test.ts). A field moving in or out of these lists is
 * a change of what tokens may do: make it on purpose, here and in docs/API.md "Scopes".
 */
const NOTIFICATIONS_ONLY: Record<'query' | 'mutation' | 'subscription', string[]> = {
  query: ['notifications', 'unreadNotificationCount'],
  mutation: ['markAllNotificationsRead', 'markNotificationRead'],
  subscription: ['notificationAdded', 'notificationChanged'],
};
/** Fields any credential may ask for, with no scope. */
const FREE = { query: ['rateLimit'], mutation: [] as string[], subscription: [] as string[] };

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await getSchema();
});

const isComposite = (type: GraphQLNamedType) => isObjectType(type) || isInterfaceType(type);

/** A selection of every field of `type`, one level deep (objects with their `__typename`), arguments left out. */
function everyField(type: GraphQLNamedType): string {
  if (!isComposite(type)) return '';
  const fields = Object.values((type as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields());
  return `{ __typename ${fields.map((f) => (isComposite(getNamedType(f.type)) ? `${f.name} { __typename }` : f.name)).join(' ')} }`;
}

const scopesOf = (document: string) => [...requiredScopes(schema, parse(document))].sort();

describe('the scope every root field needs', () => {
  for (const operation of ['query', 'mutation', 'subscription'] as const) {
    it(`${operation}: ${operation === 'mutation' ? 'WRITE' : 'READ'}, NOTIFICATIONS alone for notifications, nothing for what is free`, () => {
      const root = schema.getRootType(operation as OperationTypeNode)!;
      const fields = Object.values(root.getFields());
      const byScope = (scopes: TokenScope[]) =>
        fields
          .filter((field) => {
            const type = getNamedType(field.type);
            const shallow = scopesOf(`${operation} { ${field.name}${isComposite(type) ? ' { __typename }' : ''} }`);
            // every field of what it returns, too: a payload or a connection reaching notifications needs them
            const deep = scopesOf(`${operation} { ${field.name} ${everyField(type)} }`);
            return (
              JSON.stringify(shallow) === JSON.stringify(scopes) && JSON.stringify(deep) === JSON.stringify(scopes)
            );
          })
          .map((field) => field.name)
          .sort();
      const plain: TokenScope = operation === 'mutation' ? 'WRITE' : 'READ';
      expect(byScope(['NOTIFICATIONS'])).toEqual([...NOTIFICATIONS_ONLY[operation]].sort());
      expect(byScope([])).toEqual(FREE[operation]);
      const rest = fields
        .map((field) => field.name)
        .filter((name) => !NOTIFICATIONS_ONLY[operation].includes(name) && !FREE[operation].includes(name))
        .sort();
      expect(byScope([plain])).toEqual(rest);
    });
  }

  it('reads node(id:) and nodes(ids:) by the types asked for: READ, and NOTIFICATIONS for a notification type', () => {
    const node = schema.getType('Node');
    expect(isInterfaceType(node)).toBe(true);
    for (const type of schema.getPossibleTypes(node as never)) {
      const needs = /notification/i.test(type.name) ? ['NOTIFICATIONS', 'READ'] : ['READ'];
      expect(scopesOf(`{ node(id: "x") { id ... on ${type.name} ${everyField(type)} } }`), type.name).toEqual(needs);
      expect(scopesOf(`{ nodes(ids: ["x"]) { ... on ${type.name} { id } } }`), type.name).toEqual(needs);
      expect(scopesOf(`{ node(id: "x") { ...F } } fragment F on ${type.name} { id }`), type.name).toEqual(needs);
      // only its __typename tells nothing but what the id is
      expect(scopesOf(`{ node(id: "x") { __typename ... on ${type.name} { __typename } } }`), type.name).toEqual([
        'READ',
      ]);
    }
  });

  it('counts fragments wherever they are spread, and the operation chosen by name', () => {
    const document = `
      fragment Count on Query { unreadNotificationCount }
      query Feed { feed(first: 1) { nodes { id } } ...Count }
      mutation Post { createPost(input: { title: "", content: "", category: FOOD, country: "" }) { post { id } } }`;
    expect([...requiredScopes(schema, parse(document), 'Feed')].sort()).toEqual(['NOTIFICATIONS', 'READ']);
    expect([...requiredScopes(schema, parse(document), 'Post')].sort()).toEqual(['WRITE']);
    expect([...requiredScopes(schema, parse('{ rateLimit { remaining } __typename }'))]).toEqual([]);
    expect(scopesOf('{ rateLimit { remaining } me { id } }')).toEqual(['READ']);
  });
});
