import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import { POST_CATEGORIES } from '@culturalink/common/post-categories';
import type { GraphQLContext } from '../../graphql/context.js';
import { argumentsBelow } from '../../graphql/lookahead.js';
import { encodeCursor } from '../../kernel/paging.js';
import { readUpload } from '../media/index.js';
import { createPost } from './create-post.js';
import { deletePost } from './delete-post.js';
import { findVisiblePost } from './find-post.js';
import { listPosts, type PostDetails, type PostPage } from './list-posts.js';
import { MAX_LIKERS } from './post-fields.resolver.js';
import type { Post } from './post.entity.js';
import { CreatePostInput, PostConnection, PostType, UpdatePostInput } from './post.types.js';
import { updatePost } from './update-post.js';

// A PostView has the Post properties the GraphQL type reads (post-fields.resolver.ts accepts both).
const toConnection = (page: PostPage): PostConnection => ({
  edges: page.nodes.map((node) => ({ node: node as unknown as Post, cursor: encodeCursor(node) })),
  pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
});

/** Reads the likers the query shows (`edges { node { likers(first:) } }`) with the page itself. */
function detailsAskedFor(info: GraphQLResolveInfo): PostDetails {
  const firsts = argumentsBelow(info, ['edges', 'node', 'likers'])
    .map((args) => args.first)
    .filter(
      (first): first is number => Number.isInteger(first) && (first as number) >= 1 && (first as number) <= MAX_LIKERS,
    );
  return firsts.length > 0 ? { likers: Math.max(...firsts) } : {};
}

const readImage = async (image: Promise<FileUpload> | null | undefined) => (image ? readUpload(image) : null);

@Resolver(() => PostType)
export class PostResolver {
  @Query(() => [String], { description: 'The 20 categories a post may have, in the order forms show them.' })
  postCategories(): string[] {
    return [...POST_CATEGORIES];
  }

  @Query(() => PostConnection, { description: 'Posts the viewer may see, newest first.' })
  async feed(
    @Ctx() ctx: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('first', () => Int, { nullable: true, description: '1 to 50, default 20.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<PostConnection> {
    return toConnection(await listPosts(ctx, { first, after }, detailsAskedFor(info)));
  }

  @Query(() => PostConnection, {
    description:
      "One member's posts the viewer may see, newest first (empty for a private member the viewer does not follow).",
  })
  async userPosts(
    @Ctx() ctx: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('userId', () => ID) userId: string,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<PostConnection> {
    return toConnection(await listPosts(ctx, { authorId: userId, first, after }, detailsAskedFor(info)));
  }

  @Query(() => PostType, {
    nullable: true,
    description: 'A post, or null when it does not exist or the viewer may not see it.',
  })
  post(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<Post | null> {
    return findVisiblePost(ctx, id);
  }

  @Mutation(() => PostType)
  async createPost(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreatePostInput) input: CreatePostInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: 'An image of at most 5 MB.' })
    image?: Promise<FileUpload> | null,
  ): Promise<Post> {
    return createPost(ctx, { ...input, image: await readImage(image) });
  }

  @Mutation(() => PostType, { description: 'The author changes the title, content and/or image.' })
  async updatePost(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdatePostInput) input: UpdatePostInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ): Promise<Post> {
    return updatePost(ctx, id, { ...input, image: await readImage(image) });
  }

  @Mutation(() => ID, {
    description: 'The author deletes a post with its comments, likes and notifications. Returns its id.',
  })
  deletePost(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<string> {
    return deletePost(ctx, id);
  }
}
