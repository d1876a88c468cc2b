import { isInterfaceType, isUnionType, type GraphQLSchema } from 'graphql';

type TypeNameResolver = (value: unknown) => string;

const resolvers = new Map<string, TypeNameResolver>();

/**
 * Declares how union `unionName` tells its members apart: a synchronous function from a value to
 * the member's GraphQL type name. Pass the result as the union's `resolveType`.
 *
 * Why: queries run compiled by graphql-jit (compiled-executor.ts), which calls type resolvers
 * synchronously, while TypeGraphQL wraps every `resolveType` in an async function.
 * `restoreSynchronousTypeResolvers` puts these functions back on the built schema.
 */
export function typeNameResolver(unionName: string, resolve: TypeNameResolver): TypeNameResolver {
  resolvers.set(unionName, resolve);
  return resolve;
}

/** Gives every union of the built schema its synchronous resolver; fails fast if one has none. */
export function restoreSynchronousTypeResolvers(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInterfaceType(type))
      throw new Error(
        `Interface ${type.name}: give it a synchronous type resolver in graphql/type-resolution.ts first.`,
      );
    if (!isUnionType(type)) continue;
    const resolve = resolvers.get(type.name);
    if (!resolve)
      throw new Error(`Union ${type.name} has no synchronous type resolver: declare it with typeNameResolver().`);
    type.resolveType = resolve;
  }
  return schema;
}
