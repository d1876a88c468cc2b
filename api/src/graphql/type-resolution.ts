import { isInterfaceType, isUnionType, type GraphQLSchema } from 'graphql';

type TypeNameResolver = (value: unknown) => string;

const resolvers = new Map<string, TypeNameResolver>();

/**
 * Declares how union or interface `abstractTypeName` tells its members apart: a synchronous function from a value to
 * the member's GraphQL type name. Pass the result as the union's `resolveType`.
 *
 * Why: queries run compiled by graphql-jit (compiled-executor.ts), which calls type resolvers
 * synchronously, while TypeGraphQL wraps every `resolveType` in an async function.
 * `restoreSynchronousTypeResolvers` puts these functions back on the built schema.
 */
export function typeNameResolver(abstractTypeName: string, resolve: TypeNameResolver): TypeNameResolver {
  resolvers.set(abstractTypeName, resolve);
  return resolve;
}

/** Gives every union and interface of the built schema its synchronous resolver; fails fast if one has none. */
export function restoreSynchronousTypeResolvers(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isUnionType(type) && !isInterfaceType(type)) continue;
    if (type.name.startsWith('__')) continue;
    const resolve = resolvers.get(type.name);
    if (!resolve) {
      const kind = isUnionType(type) ? 'Union' : 'Interface';
      throw new Error(`${kind} ${type.name} has no synchronous type resolver: declare it with typeNameResolver().`);
    }
    type.resolveType = resolve;
  }
  return schema;
}
