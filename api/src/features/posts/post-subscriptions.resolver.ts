import { Arg, Ctx, ID, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_DESCRIPTION, afterOf } from '../../graphql/event-stream.js';
import { postAddedStream, postLikeChangedStream } from './live-posts.js';
import type { Post } from './post.entity.js';
import { PostType } from './post.types.js';

@Resolver()
export class PostSubscriptionsResolver {
  @Subscription(() => PostType, {
    description: 'Posts published by members the viewer follows, and by the viewer. Signed-in members only.',
    subscribe: ({ context, args }) => postAddedStream(context as GraphQLContext, afterOf(args)),
  })
  postAdded(
    @Root() post: Post,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) _after?: string | null,
  ): Post {
    return post;
  }

  @Subscription(() => PostType, {
    description:
      'The post, with its new likeCount, each time someone likes or unlikes one of `postIds` (at most 100) that the viewer may see.',
    subscribe: ({ context, args }) =>
      postLikeChangedStream(context as GraphQLContext, (args as { postIds: string[] }).postIds, afterOf(args)),
  })
  postLikeChanged(
    @Root() post: Post,
    @Arg('postIds', () => [ID]) _postIds: string[],
    @Ctx() _ctx: GraphQLContext,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) _after?: string | null,
  ): Post {
    return post;
  }
}
