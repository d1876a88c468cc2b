import type { EntityName } from '@mikro-orm/core';
import { isInterfaceType, type GraphQLSchema } from 'graphql';
import { Field, ID, InterfaceType } from 'type-graphql';
import type { GraphQLContext } from '../context.js';
import { typeNameResolver } from '../type-resolution.js';

/**
 * Relay's object identification. Every id this API hands out is a random UUID (v4), unique across every table,
 * so an object's `id` is already its global id: `node(id:)` finds which type holds it with one statement over the
 * node tables (see node.resolver.ts) and then reads it through that type's own visibility rule.
 */
@InterfaceType('Node', {
  description:
    'An object with a global id: `node(id:)` and `nodes(ids:)` fetch any of them by that id alone, as the viewer may see it.',
})
export abstract class NodeInterface {
  @Field(() => ID, { description: 'The global id: unique across every type of the API, stable for ever.' })
  id!: string;
}

/** How one Node type is found and read: its entity (for its table) and its visibility-checked loader. */
export interface NodeTypeDefinition {
  /** The GraphQL type name (`Post`). */
  typeName: string;
  /** The ORM entity whose table holds its rows (the table name comes from the ORM's metadata). */
  entity: EntityName<object>;
  /** The object as the viewer may see it, or null (not there, or not for this viewer): the same rule as its own query. */
  load: (ctx: GraphQLContext, id: string) => Promise<object | null>;
}

const definitions = new Map<string, NodeTypeDefinition>();

/**
 * Declares a Node type, next to its resolver (`defineNodeType({ typeName: 'Post', entity: Post, load })`). The schema
 * build fails when a type implements Node without one (see `checkNodeTypes`).
 */
export function defineNodeType(definition: NodeTypeDefinition): void {
  if (definitions.has(definition.typeName)) throw new Error(`Node type ${definition.typeName} is declared twice.`);
  definitions.set(definition.typeName, definition);
}

export const nodeTypeDefinitions = (): ReadonlyMap<string, NodeTypeDefinition> => definitions;

/** Which type each object `node`/`nodes` returned is: they know it from the lookup, so it is remembered here. */
const typeOfNode = new WeakMap<object, string>();

export function asNode<T extends object>(value: T, typeName: string): T {
  typeOfNode.set(value, typeName);
  return value;
}

typeNameResolver('Node', (value) => {
  const typeName = typeof value === 'object' && value !== null ? typeOfNode.get(value) : undefined;
  if (!typeName) throw new Error('A Node was returned without its type: return it through asNode().');
  return typeName;
});

/**
 * Fails the schema build when a type implements Node without a `defineNodeType` (node(id:) could not read it) or one
 * is declared for a type that does not implement Node.
 */
export function checkNodeTypes(schema: GraphQLSchema): GraphQLSchema {
  const node = schema.getType('Node');
  const implementing = isInterfaceType(node) ? schema.getPossibleTypes(node).map((type) => type.name) : [];
  const missing = implementing.filter((name) => !definitions.has(name));
  const extra = [...definitions.keys()].filter((name) => !implementing.includes(name));
  if (missing.length > 0) throw new Error(`Node types without defineNodeType(): ${missing.join(', ')}.`);
  if (extra.length > 0) throw new Error(`defineNodeType() for types that do not implement Node: ${extra.join(', ')}.`);
  return schema;
}
