import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

export const OFFLINE_STYLE_PATH = '/map/style.json';

@Resolver()
export class MapStyleResolver {
  @Query(() => String, { description: 'The MapLibre style to load: MAP_STYLE_URL when set, else our offline style.' })
  mapStyleUrl(@Ctx() ctx: GraphQLContext): string {
    return ctx.services.config.mapStyleUrl ?? OFFLINE_STYLE_PATH;
  }
}
