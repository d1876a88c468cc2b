import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { addComment } from './add-comment.js';
import type { Comment } from './comment.entity.js';
import { CommentType } from './comment.types.js';
import { deleteComment } from './delete-comment.js';
import { editComment } from './edit-comment.js';

@Resolver(() => CommentType)
export class CommentResolver {
  @Mutation(() => CommentType, {
    description: 'Comments on a post, or replies to one of its comments. Text: 1 to 2000 characters.',
  })
  addComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('postId', () => ID) postId: string,
    @Arg('body', () => String) body: string,
    @Arg('repliedToId', () => ID, { nullable: true }) repliedToId?: string | null,
  ): Promise<Comment> {
    return addComment(ctx, { postId, body, repliedToId });
  }

  @Mutation(() => CommentType, { description: "Changes the text of one's own comment." })
  editComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('body', () => String) body: string,
  ): Promise<Comment> {
    return editComment(ctx, id, body);
  }

  @Mutation(() => ID, { description: "Deletes one's own comment, or any comment on one's own post. Returns its id." })
  deleteComment(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<string> {
    return deleteComment(ctx, id);
  }
}
