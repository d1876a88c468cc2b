import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import { POST_CATEGORIES } from '@culturalink/common/post-categories';
import type { GraphQLContext } from '../../graphql/context.js';
import { argumentsBelow } from '../../graphql/lookahead.js';
import { AFTER_ARG, FIRST_ARG, toConnection } from '../../graphql/relay/connection.js';
import { defineNodeType } from '../../graphql/relay/node.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { encodeCursor } from '../../kernel/paging.js';
import { readUpload } from '../media/index.js';
import { createPost } from './create-post.js';
import { deletePost } from './delete-post.js';
import { findVisiblePost } from './find-post.js';
import { listPosts, type PostDetails, type PostPage } from './list-posts.js';
import { MAX_LIKERS } from './post-fields.resolver.js';
import { Post } from './post.entity.js';
import {
  CreatePostInput,
  CreatePostPayload,
  DeletePostPayload,
  PostConnection,
  PostType,
  UpdatePostInput,
  UpdatePostPayload,
} from './post.types.js';
import { updatePost } from './update-post.js';

defineNodeType({ typeName: 'Post', entity: Post, load: findVisiblePost });

// A PostView has the Post properties the GraphQL type reads (post-fields.resolver.ts accepts both).
const postConnection = (page: PostPage, after: string | null | undefined): PostConnection =>
  toConnection(page as unknown as { nodes: Post[]; hasNextPage: boolean }, encodeCursor, { after });

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
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<PostConnection> {
    return postConnection(await listPosts(ctx, { first, after }, detailsAskedFor(info)), after);
  }

  @Query(() => PostConnection, {
    description:
      "One member's posts the viewer may see, newest first (empty for a private member the viewer does not follow).",
  })
  async userPosts(
    @Ctx() ctx: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('userId', () => ID, { description: 'The member whose posts to list.' }) userId: string,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<PostConnection> {
    return postConnection(await listPosts(ctx, { authorId: userId, first, after }, detailsAskedFor(info)), after);
  }

  @Query(() => PostType, {
    nullable: true,
    description: 'A post, or null when it does not exist or the viewer may not see it.',
  })
  post(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The post's id." }) id: string,
  ): Promise<Post | null> {
    return findVisiblePost(ctx, id);
  }

  @Mutation(() => CreatePostPayload, { description: 'The signed-in member publishes a post.' })
  createPost(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreatePostInput, { description: 'The new post.' }) input: CreatePostInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: 'An image of at most 5 MB.' })
    image?: Promise<FileUpload> | null,
  ): Promise<CreatePostPayload> {
    return payloadOf(async () => ({ post: await createPost(ctx, { ...input, image: await readImage(image) }) }));
  }

  @Mutation(() => UpdatePostPayload, { description: 'The author changes the title, content and/or image.' })
  updatePost(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The post's id." }) id: string,
    @Arg('input', () => UpdatePostInput, { description: 'What changes.' }) input: UpdatePostInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: 'A new image of at most 5 MB.' })
    image?: Promise<FileUpload> | null,
  ): Promise<UpdatePostPayload> {
    return payloadOf(async () => ({ post: await updatePost(ctx, id, { ...input, image: await readImage(image) }) }));
  }

  @Mutation(() => DeletePostPayload, {
    description: 'The author deletes a post with its comments, likes and notifications.',
  })
  deletePost(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The post's id." }) id: string,
  ): Promise<DeletePostPayload> {
    return payloadOf(async () => ({ deletedPostId: await deletePost(ctx, id) }));
  }
}
