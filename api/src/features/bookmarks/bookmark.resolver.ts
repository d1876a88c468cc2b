import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../../app/request-scope.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_ARG, connectionOfEdges, FIRST_ARG } from '../../graphql/relay/connection.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { PostConnection, PostType, type PostView } from '../posts/index.js';
import type { Post } from '../posts/post.entity.js';
import { bookmarkedStatesOf, bookmarkPost, listBookmarks, unbookmarkPost } from './bookmark.service.js';
import { BookmarkPostPayload, UnbookmarkPostPayload } from './bookmark.types.js';

const POST_ID = { description: "The post's id." };

const statesPerRequest = new WeakMap<object, DataLoader<string, boolean>>();
const bookmarkedOf = (ctx: GraphQLContext) => {
  let loader = statesPerRequest.get(ctx.em);
  if (!loader) {
    const scope: RequestScope = ctx;
    loader = new DataLoader((ids) => bookmarkedStatesOf(scope, ids));
    statesPerRequest.set(ctx.em, loader);
  }
  return loader;
};

@Resolver()
export class BookmarkResolver {
  @Authorized()
  @Mutation(() => BookmarkPostPayload, {
    description:
      'Saves a post the signed-in member may see to their private bookmarks (`NOT_FOUND` otherwise). Nobody is told. Idempotent. 120 saves and unsaves a minute.',
  })
  bookmarkPost(
    @Ctx() ctx: GraphQLContext,
    @Arg('postId', () => ID, POST_ID) postId: string,
  ): Promise<BookmarkPostPayload> {
    return payloadOf(async () => ({ post: await bookmarkPost(ctx, postId) }));
  }

  @Authorized()
  @Mutation(() => UnbookmarkPostPayload, {
    description: "Takes a post off the signed-in member's bookmarks, also one they may no longer see. Idempotent.",
  })
  unbookmarkPost(
    @Ctx() ctx: GraphQLContext,
    @Arg('postId', () => ID, POST_ID) postId: string,
  ): Promise<UnbookmarkPostPayload> {
    return payloadOf(async () => ({ post: await unbookmarkPost(ctx, postId) }));
  }

  @Authorized()
  @Query(() => PostConnection, {
    description:
      'The posts the signed-in member saved, the latest saved first (a private list); posts they may no longer see are left out.',
  })
  async bookmarks(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<PostConnection> {
    const page = await listBookmarks(ctx, { first, after });
    return connectionOfEdges(page.edges, page.hasNextPage, { after }) as PostConnection;
  }
}

/** Whether the signed-in member saved a post, batched per request. */
@Resolver(() => PostType)
export class PostBookmarkFieldsResolver {
  @FieldResolver(() => Boolean, {
    description: 'Whether the signed-in member saved this post to their bookmarks (false for guests).',
  })
  isBookmarked(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return bookmarkedOf(ctx).load(post.id);
  }
}
