import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UserType } from './accounts.types.js';

@Resolver()
export class MeResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in member, or null for a guest.' })
  me(@Ctx() ctx: GraphQLContext): UserType | null {
    return ctx.viewer;
  }
}
