import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { LikePostPayload, UnlikePostPayload } from './like.types.js';
import { setLike } from './set-like.js';

const POST_ID = { description: 'The post, one the signed-in member may see.' };

/** The liked (or unliked) post: its fields read its numbers after the change. */
const likedPost = async (ctx: GraphQLContext, postId: string, liked: boolean) => ({
  post: (await setLike(ctx, postId, liked)).post,
});

@Resolver()
export class LikeResolver {
  @Mutation(() => LikePostPayload, {
    description:
      'Likes a post. Idempotent: a post the signed-in member already likes stays liked, and its author is not notified again.',
  })
  likePost(@Ctx() ctx: GraphQLContext, @Arg('postId', () => ID, POST_ID) postId: string): Promise<LikePostPayload> {
    return payloadOf(() => likedPost(ctx, postId, true));
  }

  @Mutation(() => UnlikePostPayload, {
    description: 'Takes the signed-in member’s like of a post back. Idempotent: a post they do not like stays so.',
  })
  unlikePost(@Ctx() ctx: GraphQLContext, @Arg('postId', () => ID, POST_ID) postId: string): Promise<UnlikePostPayload> {
    return payloadOf(() => likedPost(ctx, postId, false));
  }
}
