import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { badInput } from '../../app/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { UserType } from '../accounts/accounts.types.js';
import type { User } from '../accounts/user.entity.js';
import type { Comment } from '../comments/comment.entity.js';
import { CommentType } from '../comments/comment.types.js';
import { maskProfanity } from '../moderation-words/profanity.js';
import { postLoaders } from './post-loaders.js';
import type { Post } from './post.entity.js';
import { PostType } from './post.types.js';

const MAX_LIKERS = 50;

/** Post fields that mask text or are loaded in batches (one query per field per page, not per post). */
@Resolver(() => PostType)
export class PostFieldsResolver {
  @FieldResolver(() => String, { description: 'Banned words are masked with asterisks.' })
  title(@Root() post: Post): string {
    return maskProfanity(post.title);
  }

  @FieldResolver(() => String, { description: 'Banned words are masked with asterisks.' })
  content(@Root() post: Post): string {
    return maskProfanity(post.content);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The image under /uploads, or null.' })
  imageUrl(@Root() post: Post): string | null {
    return post.imagePath;
  }

  @FieldResolver(() => String, { nullable: true, description: 'A 320 px thumbnail of the image, or null.' })
  imageThumbUrl(@Root() post: Post): string | null {
    return post.imageThumbPath;
  }

  @FieldResolver(() => UserType)
  async author(@Root() post: Post, @Ctx() ctx: GraphQLContext): Promise<User> {
    return (await postLoaders(ctx, post).user.load(post.author.id)) ?? post.author;
  }

  @FieldResolver(() => Int)
  likeCount(@Root() post: Post, @Ctx() ctx: GraphQLContext): Promise<number> {
    return postLoaders(ctx, post).likeCount.load(post.id);
  }

  @FieldResolver(() => Int)
  commentCount(@Root() post: Post, @Ctx() ctx: GraphQLContext): Promise<number> {
    return postLoaders(ctx, post).commentCount.load(post.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer likes this post (false for guests).' })
  isLiked(@Root() post: Post, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return postLoaders(ctx, post).isLiked.load(post.id);
  }

  @FieldResolver(() => [UserType], { description: `The most recent likers, newest first (at most ${MAX_LIKERS}).` })
  likers(@Root() post: Post, @Ctx() ctx: GraphQLContext, @Arg('first', () => Int, { defaultValue: 5 }) first: number): Promise<User[]> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_LIKERS) throw badInput(`first must be between 1 and ${MAX_LIKERS}.`);
    return postLoaders(ctx, post).likers.load(`${post.id}|${first}`);
  }

  @FieldResolver(() => [CommentType], { description: 'Every comment and reply, oldest first.' })
  comments(@Root() post: Post, @Ctx() ctx: GraphQLContext): Promise<Comment[]> {
    return postLoaders(ctx, post).comments.load(post.id);
  }
}
