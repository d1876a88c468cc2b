import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { LikeResult } from './like.types.js';
import { setLike, type LikeState } from './set-like.js';
import { toggleLike } from './toggle-like.js';

const POST_ID = { description: 'The post, one the signed-in member may see.' };

@Resolver()
export class LikeResolver {
  @Mutation(() => LikeResult, {
    description:
      'Likes a post. Idempotent: a post the signed-in member already likes stays liked, and its author is not notified again.',
  })
  likePost(@Ctx() ctx: GraphQLContext, @Arg('postId', () => ID, POST_ID) postId: string): Promise<LikeState> {
    return setLike(ctx, postId, true);
  }

  @Mutation(() => LikeResult, {
    description: 'Takes the signed-in member’s like of a post back. Idempotent: a post they do not like stays so.',
  })
  unlikePost(@Ctx() ctx: GraphQLContext, @Arg('postId', () => ID, POST_ID) postId: string): Promise<LikeState> {
    return setLike(ctx, postId, false);
  }

  @Mutation(() => LikeResult, {
    description: 'Likes a post, or takes the like back. Returns the new state.',
    deprecationReason:
      'Use likePost or unlikePost instead (a retried toggle undoes itself), since 2026-11-24. Removed after 2027-05-24.',
  })
  toggleLike(@Ctx() ctx: GraphQLContext, @Arg('postId', () => ID, POST_ID) postId: string): Promise<LikeState> {
    return toggleLike(ctx, postId);
  }
}
