import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { LikeResult } from './like.types.js';
import { toggleLike, type LikeToggled } from './toggle-like.js';

@Resolver()
export class LikeResolver {
  @Mutation(() => LikeResult, { description: 'Likes a post, or takes the like back. Returns the new state.' })
  toggleLike(@Ctx() ctx: GraphQLContext, @Arg('postId', () => ID) postId: string): Promise<LikeToggled> {
    return toggleLike(ctx, postId);
  }
}
