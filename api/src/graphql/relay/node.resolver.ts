import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { isUuid } from '../../kernel/ids.js';
import { badInput } from '../../app/errors.js';
import type { GraphQLContext } from '../context.js';
import { asNode, NodeInterface, nodeTypeDefinitions } from './node.js';

/** The most ids one `nodes` call takes. */
export const NODES_MAX = 100;

/** Which Node type holds each of `ids`: one statement over every node table, each probed by its primary key. */
async function typesOf(ctx: GraphQLContext, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const selects = [...nodeTypeDefinitions().values()].map((definition, index) => {
    const table = ctx.em.getMetadata().find(definition.entity)!.tableName;
    return `select ${index} as type, id::text as id from "${table}" where id = any(?::uuid[])`;
  });
  const definitions = [...nodeTypeDefinitions().values()];
  // One array parameter per table, as PostgreSQL's array text (every id was checked to be a UUID above).
  const idArray = `{${wanted.join(',')}}`;
  const rows = await ctx.em.execute<{ type: number; id: string }[]>(
    selects.join(' union all '),
    selects.map(() => idArray),
  );
  return new Map(rows.map((row) => [row.id, definitions[row.type]!.typeName]));
}

async function load(ctx: GraphQLContext, id: string, typeName: string | undefined): Promise<object | null> {
  const definition = typeName ? nodeTypeDefinitions().get(typeName) : undefined;
  if (!definition) return null;
  const value = await definition.load(ctx, id);
  return value ? asNode(value, definition.typeName) : null;
}

@Resolver()
export class NodeResolver {
  @Query(() => NodeInterface, {
    nullable: true,
    description:
      'Any object by its global id, as the viewer may see it (the same rule as its own query); null when there is none or it is not for the viewer.',
  })
  async node(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: 'A global id, as any `id` field gives it.' }) id: string,
  ): Promise<object | null> {
    const types = await typesOf(ctx, [id]);
    return load(ctx, id, types.get(id.toLowerCase()));
  }

  @Query(() => [NodeInterface], {
    nullable: 'items',
    description: `Objects by their global ids (at most ${NODES_MAX}), in the order asked; null for each one there is not or the viewer may not see.`,
  })
  async nodes(
    @Ctx() ctx: GraphQLContext,
    @Arg('ids', () => [ID], { description: `Global ids, at most ${NODES_MAX}.` }) ids: string[],
  ): Promise<(object | null)[]> {
    if (ids.length > NODES_MAX) throw badInput(`Ask for at most ${NODES_MAX} ids at once.`);
    const types = await typesOf(ctx, ids);
    const loaded: (object | null)[] = [];
    for (const id of ids) loaded.push(await load(ctx, id, types.get(id.toLowerCase())));
    return loaded;
  }
}
