import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import type { GraphQLResolveInfo } from 'graphql';
import { POST_PHOTOS_MAX } from '@culturalink/common/limits';
import { Arg, Ctx, ID, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { argumentsOnNodes } from '../../graphql/lookahead.js';
import { AFTER_ARG, FIRST_ARG, toConnection } from '../../graphql/relay/connection.js';
import { defineNodeType } from '../../graphql/relay/node.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { DEFAULT_PAGE_SIZE, encodeCursor, MAX_PAGE_SIZE } from '../../kernel/paging.js';
import { readUpload } from '../media/index.js';
import { createPost } from './create-post.js';
import { deletePost } from './delete-post.js';
import { findVisiblePost } from './find-post.js';
import { listPosts, type PostDetails, type PostPage } from './list-posts.js';
import { Post } from './post.entity.js';
import { PostCategoryOption, postCategoryOptions, storedCategory } from './post-category.types.js';
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
import { PostPhotoInput } from './post-photo.types.js';
import type { PhotoPlanItem } from './post-photos.js';

defineNodeType({ typeName: 'Post', entity: Post, load: findVisiblePost });

// A PostView has the Post properties the GraphQL type reads (post-fields.resolver.ts accepts both).
const postConnection = (page: PostPage, after: string | null | undefined): PostConnection =>
  toConnection(page as unknown as { nodes: Post[]; hasNextPage: boolean }, encodeCursor, { after });

/**
 * How many items of a post's list (likers, comments) to read with the page itself: one more than the largest first
 * page the query shows of it (`edges { node { likers(first:) } }` or `nodes { ... }`), so each knows whether more
 * follow. A later page (`after`) or a size refused anyway is left to the field's own read.
 */
function prereadLimit(info: GraphQLResolveInfo, field: 'likers' | 'comments'): number | undefined {
  const sizes = argumentsOnNodes(info, field)
    .filter((args) => !args.after)
    .map((args) => args.first ?? DEFAULT_PAGE_SIZE)
    .filter(
      (first): first is number =>
        Number.isInteger(first) && (first as number) >= 1 && (first as number) <= MAX_PAGE_SIZE,
    );
  return sizes.length > 0 ? Math.max(...sizes) + 1 : undefined;
}

/** Reads the likers, comments and photos the query shows with the page itself (one statement for the page). */
function detailsAskedFor(info: GraphQLResolveInfo): PostDetails {
  return {
    likers: prereadLimit(info, 'likers'),
    comments: prereadLimit(info, 'comments'),
    photos: argumentsOnNodes(info, 'photos').length > 0,
  };
}

const readImage = async (image: Promise<FileUpload> | null | undefined) => (image ? readUpload(image) : null);

/** The photos argument with its uploads read (one at a time, each stopped at 5 MB); null when not given. */
async function readPhotos(photos: PostPhotoInput[] | null | undefined): Promise<PhotoPlanItem[] | null> {
  if (!photos) return null;
  if (photos.length > POST_PHOTOS_MAX) return photos.map(() => ({})); // refused by the plan's check, nothing read
  const items: PhotoPlanItem[] = [];
  for (const photo of photos)
    items.push({ keep: photo.keep, description: photo.description, upload: await readImage(photo.upload) });
  return items;
}

const PHOTOS_ARG = {
  nullable: true,
  description: `The photos, at most ${POST_PHOTOS_MAX}, in their order, each with its description (instead of \`image\`).`,
} as const;

@Resolver(() => PostType)
export class PostResolver {
  @Query(() => [PostCategoryOption], {
    description: 'The 20 categories a post may have, each with its words, in the order forms show them.',
  })
  postCategories(): PostCategoryOption[] {
    return postCategoryOptions();
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
    @Arg('image', () => GraphQLUpload, {
      nullable: true,
      description:
        'One image of at most 5 MB, described by input.imageAlt (the original single-image form of `photos`).',
    })
    image?: Promise<FileUpload> | null,
    @Arg('photos', () => [PostPhotoInput], PHOTOS_ARG) photos?: PostPhotoInput[] | null,
  ): Promise<CreatePostPayload> {
    return payloadOf(async () => ({
      post: await createPost(ctx, {
        ...input,
        category: storedCategory(input.category),
        image: await readImage(image),
        photos: await readPhotos(photos),
      }),
    }));
  }

  @Mutation(() => UpdatePostPayload, { description: 'The author changes the title, content and/or photos.' })
  updatePost(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The post's id." }) id: string,
    @Arg('input', () => UpdatePostInput, { description: 'What changes.' }) input: UpdatePostInput,
    @Arg('image', () => GraphQLUpload, {
      nullable: true,
      description: 'A new image of at most 5 MB: it replaces the first photo, the others stay.',
    })
    image?: Promise<FileUpload> | null,
    @Arg('photos', () => [PostPhotoInput], {
      ...PHOTOS_ARG,
      description: `The whole gallery as it is to be, at most ${POST_PHOTOS_MAX}, in its order: photos kept by id and new uploads; the photos left out are removed ([] removes them all). Leave it out to keep them.`,
    })
    photos?: PostPhotoInput[] | null,
  ): Promise<UpdatePostPayload> {
    return payloadOf(async () => ({
      post: await updatePost(ctx, id, { ...input, image: await readImage(image), photos: await readPhotos(photos) }),
    }));
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
