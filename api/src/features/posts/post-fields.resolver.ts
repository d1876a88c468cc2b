import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { badInput } from '../../app/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { UserType } from '../accounts/accounts.types.js';
import type { User } from '../accounts/user.entity.js';
import { CommentType } from '../comments/comment.types.js';
import { maskProfanity } from '../moderation-words/profanity.js';
import { PostView, type MemberView } from './feed-rows.js';
import { postLoaders, type CommentView } from './post-loaders.js';
import type { Post } from './post.entity.js';
import { PostType } from './post.types.js';

const MAX_LIKERS = 50;

/** Post fields that mask text or are loaded in batches (one query per field per page, not per post). */
@Resolver(() => PostType)
export class PostFieldsResolver {
  @FieldResolver(() => String, { description: 'Banned words are masked with asterisks.' })
  title(@Root() post: Post | PostView): string {
    return maskProfanity(post.title);
  }

  @FieldResolver(() => String, { description: 'Banned words are masked with asterisks.' })
  content(@Root() post: Post | PostView): string {
    return maskProfanity(post.content);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The image under /uploads, or null.' })
  imageUrl(@Root() post: Post | PostView): string | null {
    return post.imagePath;
  }

  @FieldResolver(() => String, { nullable: true, description: 'A 320 px thumbnail of the image, or null.' })
  imageThumbUrl(@Root() post: Post | PostView): string | null {
    return post.imageThumbPath;
  }

  @FieldResolver(() => UserType)
  author(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): MemberView | Promise<User | MemberView> {
    if (post instanceof PostView) return post.author; // read with the post, no promise needed
    return postLoaders(ctx, post)
      .user.load(post.author.id)
      .then((user) => user ?? post.author);
  }

  @FieldResolver(() => Int)
  async likeCount(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await postLoaders(ctx, post).stats.load(post.id)).likeCount;
  }

  @FieldResolver(() => Int)
  async commentCount(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await postLoaders(ctx, post).stats.load(post.id)).commentCount;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer likes this post (false for guests).' })
  async isLiked(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return (await postLoaders(ctx, post).stats.load(post.id)).isLiked;
  }

  @FieldResolver(() => [UserType], { description: `The most recent likers, newest first (at most ${MAX_LIKERS}).` })
  likers(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext, @Arg('first', () => Int, { defaultValue: 5 }) first: number): Promise<MemberView[]> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_LIKERS) throw badInput(`first must be between 1 and ${MAX_LIKERS}.`);
    return postLoaders(ctx, post).likers.load(`${post.id}|${first}`);
  }

  @FieldResolver(() => [CommentType], { description: 'Every comment and reply, oldest first.' })
  comments(@Root() post: Post | PostView, @Ctx() ctx: GraphQLContext): Promise<CommentView[]> {
    return postLoaders(ctx, post).comments.load(post.id);
  }
}
