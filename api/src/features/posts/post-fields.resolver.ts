import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_ARG, connectionOfEdges, FIRST_ARG, toConnection } from '../../graphql/relay/connection.js';
import { decodeCursor, encodeCursor, pageSize } from '../../kernel/paging.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import { CommentConnection } from '../comments/index.js';
import { maskProfanity } from '../moderation-words/index.js';
import { PostView, type CommentView, type LikerEdge, type PostStats } from './feed-rows.js';
import type { MemberView } from './member-rows.js';
import { listKey, postLoaders } from './post-loaders.js';
import type { Post } from './post.entity.js';
import { categoryOfStored, PostCategory } from './post-category.types.js';
import { PostLikerConnection, PostType } from './post.types.js';
import { mayChangePost, mayReportPost } from './post-permissions.js';
import { photoOfView, PostPhotoType } from './post-photo.types.js';

/** A feed row carries its numbers; an entity (a single post, a subscription event) loads them in a batch. */
function stat<K extends keyof PostStats>(
  post: Post | PostView,
  ctx: GraphQLContext,
  key: K,
): PostStats[K] | Promise<PostStats[K]> {
  if (post instanceof PostView) {
    if (key === 'isLiked' && post.isLikedLater) return post.isLikedLater() as Promise<PostStats[K]>;
    return post.stats[key]; // no promise: most of a feed page's fields
  }
  return postLoaders(ctx, post)
    .stats.load(post.id)
    .then((stats) => stats[key]);
}

/**
 * A page of a list read with one more item than asked (`first + 1`): the extra one only tells that more follow.
 * `totalCount` is read when asked, from the post's numbers.
 */
function likerConnection(
  edges: readonly LikerEdge[],
  first: number,
  after: string | null | undefined,
  totalCount: () => number | Promise<number>,
): PostLikerConnection {
  const connection = connectionOfEdges(edges.slice(0, first), edges.length > first, { after });
  return Object.defineProperty(connection, 'totalCount', { get: totalCount, enumerable: true }) as PostLikerConnection;
}

/** A page of comments read with one more than asked (`first + 1`); `totalCount` is the post's commentCount. */
function commentConnection(
  comments: readonly CommentView[],
  first: number,
  after: string | null | undefined,
  totalCount: () => number | Promise<number>,
): CommentConnection {
  const connection = toConnection(
    { nodes: comments.slice(0, first), hasNextPage: comments.length > first },
    encodeCursor,
    {
      after,
    },
  );
  return Object.defineProperty(connection, 'totalCount', { get: totalCount, enumerable: true }) as CommentConnection;
}

/** Post fields that mask text or are loaded in batches (one query per field per page, not per post). */
@Resolver(() => PostType)
export class PostFieldsResolver {
  @FieldResolver(() => PostCategory, { description: 'What the post is about: one of the 20 categories.' })
  category(@Root() post: Post | PostView): PostCategory {
    return categoryOfStored(post.category);
  }

  @FieldResolver(() => String, { description: 'Banned words are masked with asterisks.' })
  title(@Root() post: Post | PostView): string {
    return maskProfanity(post.title);
  }

  @FieldResolver(() => String, { description: 'Banned words are masked with asterisks.' })
  content(@Root() post: Post | PostView): string {
    return maskProfanity(post.content);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The first photo under /uploads, or null.' })
  imageUrl(@Root() post: Post | PostView): string | null {
    return post.imagePath;
  }

  @FieldResolver(() => String, { nullable: true, description: 'A 320 px thumbnail of the first photo, or null.' })
  imageThumbUrl(@Root() post: Post | PostView): string | null {
    return post.imageThumbPath;
  }

  @FieldResolver(() => [PostPhotoType], {
    description: 'Its photos in their order, at most 4, each with its description (the first is imageUrl).',
  })
  photos(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): PostPhotoType[] | Promise<PostPhotoType[]> {
    if (post instanceof PostView && post.photos) return post.photos.map(photoOfView);
    return postLoaders(ctx, post)
      .photos.load(post.id)
      .then((photos) => photos.map(photoOfView));
  }

  @FieldResolver(() => UserType, { description: 'Who published it.' })
  author(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): MemberView | Promise<User | MemberView> {
    if (post instanceof PostView) return post.author; // read with the post, no promise needed
    return postLoaders(ctx, post)
      .user.load(post.author.id)
      .then((user) => user ?? post.author);
  }

  @FieldResolver(() => Int, { description: 'How many members like it.' })
  likeCount(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): number | Promise<number> {
    return stat(post, ctx, 'likeCount');
  }

  @FieldResolver(() => Int, { description: 'How many comments and replies it has.' })
  commentCount(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): number | Promise<number> {
    return stat(post, ctx, 'commentCount');
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer likes this post (false for guests).' })
  isLiked(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): boolean | Promise<boolean> {
    return stat(post, ctx, 'isLiked');
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may edit this post (its author alone).' })
  viewerCanEdit(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): boolean {
    return mayChangePost(ctx.viewer?.id, post.author.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may delete this post (its author alone).' })
  viewerCanDelete(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): boolean {
    return mayChangePost(ctx.viewer?.id, post.author.id);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the viewer may report this post: any signed-in member but its author.',
  })
  viewerCanReport(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): boolean {
    return mayReportPost(ctx.viewer?.id, post.author.id);
  }

  @FieldResolver(() => PostLikerConnection, {
    description: 'The members who like this post, the most recent like first; `totalCount` is its likeCount.',
  })
  likers(
    @Root() post: Post | PostView,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): PostLikerConnection | Promise<PostLikerConnection> {
    const size = pageSize(first);
    const cursor = decodeCursor(after); // a malformed cursor is refused before anything is read
    const totalCount = () => stat(post, ctx, 'likeCount');
    const preread = post instanceof PostView && !cursor ? post.recentLikers : undefined;
    if (preread && size < preread.limit) return likerConnection(preread.items, size, after, totalCount);
    return postLoaders(ctx, post)
      .likers.load(listKey(post.id, size + 1, after))
      .then((edges) => likerConnection(edges, size, after, totalCount));
  }

  @FieldResolver(() => CommentConnection, {
    description:
      'Comments and replies, oldest first, a page at a time (`after` reads the newer ones); `totalCount` is its commentCount.',
  })
  comments(
    @Root() post: Post | PostView,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): CommentConnection | Promise<CommentConnection> {
    const size = pageSize(first);
    const cursor = decodeCursor(after); // a malformed cursor is refused before anything is read
    const totalCount = () => stat(post, ctx, 'commentCount');
    const preread = post instanceof PostView && !cursor ? post.firstComments : undefined;
    if (preread && size < preread.limit) return commentConnection(preread.items, size, after, totalCount);
    return postLoaders(ctx, post)
      .comments.load(listKey(post.id, size + 1, after))
      .then((comments) => commentConnection(comments, size, after, totalCount));
  }
}
