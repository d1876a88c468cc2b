import { Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import { postLoaders } from '../posts/index.js';
import type { Post } from '../posts/post.entity.js';
import { PostType } from '../posts/index.js';
import type { Comment } from './comment.entity.js';
import { mayDeleteComment, mayEditComment } from './comment-permissions.js';
import { CommentType } from './comment.types.js';

/**
 * Comments are reached only through posts the viewer may see (`Post.comments`, the mutations, `node(id:)` through
 * findVisibleComment), so their fields need no further check.
 */
@Resolver(() => CommentType)
export class CommentFieldsResolver {
  @FieldResolver(() => UserType, { description: 'Who wrote it.' })
  async author(@Root() comment: Comment, @Ctx() ctx: GraphQLContext): Promise<User> {
    return (await postLoaders(ctx, comment).user.load(comment.author.id)) ?? comment.author;
  }

  @FieldResolver(() => PostType, { description: 'The post it is on.' })
  async post(@Root() comment: Comment, @Ctx() ctx: GraphQLContext): Promise<Post> {
    return (await postLoaders(ctx, comment).post.load(comment.post.id)) ?? comment.post;
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: 'The id of the comment this one answers, if it still exists; null for a comment on the post itself.',
  })
  repliedToId(@Root() comment: Comment): string | null {
    return comment.repliedTo?.id ?? null;
  }

  @FieldResolver(() => CommentType, {
    nullable: true,
    description: 'The comment this one answers, if it still exists.',
  })
  repliedTo(@Root() comment: Comment, @Ctx() ctx: GraphQLContext): Promise<Comment | null> | null {
    return comment.repliedTo ? postLoaders(ctx, comment).comment.load(comment.repliedTo.id) : null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may edit this comment (its author).' })
  viewerCanEdit(@Root() comment: Comment, @Ctx() ctx: GraphQLContext): boolean {
    return mayEditComment(ctx.viewer?.id, comment.author.id);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the viewer may delete this comment (its author or the author of the post).',
  })
  async viewerCanDelete(@Root() comment: Comment, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    const viewerId = ctx.viewer?.id;
    if (!viewerId) return false;
    if (mayEditComment(viewerId, comment.author.id)) return true;
    const post = await postLoaders(ctx, comment).post.load(comment.post.id);
    return !!post && mayDeleteComment(viewerId, comment.author.id, post.author.id);
  }
}
