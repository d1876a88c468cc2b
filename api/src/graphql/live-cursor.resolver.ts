import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './context.js';

@Resolver()
export class LiveCursorResolver {
  @Query(() => String, {
    description:
      'The cursor of the newest live event. Read it together with the data a screen shows, then subscribe with `after: liveCursor`: whatever changed in between is replayed, so nothing falls between the read and the subscription.',
  })
  async liveCursor(@Ctx() ctx: GraphQLContext): Promise<string> {
    return ctx.services.events.newestCursor();
  }
}
