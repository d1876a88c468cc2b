import { isEnumType, isScalarType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { getMetadataStorage, type BuildSchemaOptions } from 'type-graphql';

type Param = NonNullable<ReturnType<typeof getMetadataStorage>['queries'][number]['params']>[number];
type ResolverMeta = Pick<
  ReturnType<typeof getMetadataStorage>['queries'][number],
  'target' | 'methodName' | 'schemaName' | 'params' | 'roles' | 'middlewares'
>;

/** Reads one parameter synchronously, or null when this parameter needs TypeGraphQL's own handling. */
function directReader(
  param: Param,
): ((root: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => unknown) | null {
  switch (param.kind) {
    case 'root':
      return param.propertyName || param.getType ? null : (root) => root;
    case 'context':
      return param.propertyName ? null : (_root, _args, context) => context;
    case 'info':
      return (_root, _args, _context, info) => info;
    case 'arg': {
      // Scalars and enums reach the resolver as GraphQL coerced them; input objects become class instances in TypeGraphQL.
      const type = param.getType() as unknown;
      const registeredEnum = typeof type === 'object' && type !== null && !isScalarType(type); // a TypeScript enum object
      const plain =
        type === String ||
        type === Number ||
        type === Boolean ||
        isScalarType(type) ||
        isEnumType(type) ||
        registeredEnum;
      const name = param.name;
      return plain ? (_root, args) => args[name] : null;
    }
    default:
      return null;
  }
}

function directResolver(
  meta: ResolverMeta,
  instances: Map<unknown, object>,
): GraphQLFieldResolver<unknown, unknown> | null {
  if (meta.roles || (meta.middlewares?.length ?? 0) > 0) return null;
  const params = [...(meta.params ?? [])].sort((a, b) => a.index - b.index);
  const readers = params.map(directReader);
  if (readers.some((reader) => reader === null) || params.some((param, i) => param.index !== i)) return null;
  let instance = instances.get(meta.target);
  if (!instance) {
    instance = new (meta.target as new () => object)();
    instances.set(meta.target, instance);
  }
  const method = (instance as Record<string, (...values: unknown[]) => unknown>)[meta.methodName].bind(instance);
  const read = readers as NonNullable<(typeof readers)[number]>[];
  return (root, args, context, info) => method(...read.map((reader) => reader(root, args, context, info)));
}

/**
 * TypeGraphQL calls every resolver through a generic wrapper, and passes each `@Arg` through an
 * asynchronous validation step even with validation off: a resolver with an argument costs several
 * promises per call (6 µs for `Post.likers`, 20 times per feed page). For queries and field resolvers
 * whose parameters are only `@Root()`, `@Ctx()`, `@Info()` and scalar or enum `@Arg`s, without
 * `@Authorized` or middleware, this puts a direct call of the same method on the built schema.
 * Anything else keeps TypeGraphQL's wrapper. Resolver classes here have no constructor arguments.
 *
 * The direct call skips what TypeGraphQL would add around every resolver, so it refuses to run (at schema
 * build, loudly) when the schema is built with global middlewares or a DI container; `fieldsCalledDirectly`
 * lists what it rewired, and a snapshot test makes every change to that list visible in review.
 */
export function callResolversDirectly(
  schema: GraphQLSchema,
  options: Pick<BuildSchemaOptions, 'globalMiddlewares' | 'container'>,
): GraphQLSchema {
  if ((options.globalMiddlewares?.length ?? 0) > 0 || options.container) {
    throw new Error(
      'callResolversDirectly would bypass the global middlewares or the container given to buildSchema: remove it from getSchema() or teach it to call them.',
    );
  }
  const rewired: string[] = [];
  const storage = getMetadataStorage();
  const instances = new Map<unknown, object>();
  const typeName = (target: unknown) => storage.objectTypes.find((type) => type.target === target)?.name;
  const targets: { type: string | undefined; meta: ResolverMeta }[] = [
    ...storage.queries.map((meta) => ({ type: schema.getQueryType()?.name, meta })),
    ...storage.fieldResolvers
      .filter((meta) => meta.kind === 'external')
      .map((meta) => ({ type: typeName(meta.getObjectType?.()), meta })),
  ];
  for (const { type, meta } of targets) {
    const owner = type ? schema.getType(type) : undefined;
    const field =
      owner && 'getFields' in owner
        ? (owner.getFields() as Record<string, { resolve?: unknown }>)[meta.schemaName]
        : undefined;
    const resolve = field && directResolver(meta, instances);
    if (field && resolve) {
      field.resolve = resolve;
      rewired.push(`${type}.${meta.schemaName}`);
    }
  }
  rewiredBySchema.set(schema, rewired.sort());
  return schema;
}

const rewiredBySchema = new WeakMap<GraphQLSchema, readonly string[]>();

/** The `Type.field`s whose resolver `callResolversDirectly` replaced with a direct call, sorted. */
export const fieldsCalledDirectly = (schema: GraphQLSchema): readonly string[] => rewiredBySchema.get(schema) ?? [];
