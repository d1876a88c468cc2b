import { COMMENT_MAX_LENGTH } from '@culturalink/common/limits';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { defineNodeType } from '../../graphql/relay/node.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { addComment, COMMENT_RATE } from './add-comment.js';
import { Comment } from './comment.entity.js';
import { AddCommentPayload, CommentType, DeleteCommentPayload, EditCommentPayload } from './comment.types.js';
import { deleteComment } from './delete-comment.js';
import { editComment } from './edit-comment.js';
import { findVisibleComment } from './find-comment.js';

defineNodeType({ typeName: 'Comment', entity: Comment, load: findVisibleComment });

const BODY = `The text: trimmed, 1 to ${COMMENT_MAX_LENGTH} characters.`;

@Resolver(() => CommentType)
export class CommentResolver {
  @Mutation(() => AddCommentPayload, {
    description: `The signed-in member comments on a post they may see, or replies to one of its comments. The post's author hears \`commented\`, the answered comment's author \`reply\` instead (nobody hears of themselves). At most ${COMMENT_RATE.limit} a minute (then RATE_LIMITED, a top-level error); a blank or too long text is a BAD_USER_INPUT user error on \`body\`, a post the viewer may not see a NOT_FOUND one.`,
  })
  addComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('postId', () => ID, { description: 'The post to comment on.' }) postId: string,
    @Arg('body', () => String, { description: BODY }) body: string,
    @Arg('repliedToId', () => ID, {
      nullable: true,
      description: 'The comment this one answers: a comment of the same post (else a user error on `repliedTo`).',
    })
    repliedToId?: string | null,
  ): Promise<AddCommentPayload> {
    return payloadOf(async () => ({ comment: await addComment(ctx, { postId, body, repliedToId }) }));
  }

  @Mutation(() => EditCommentPayload, {
    description:
      'The author of a comment changes its text (anyone else is FORBIDDEN, a top-level error); an unknown comment, or one on a post the viewer may not see, is a NOT_FOUND user error.',
  })
  editComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The comment's id." }) id: string,
    @Arg('body', () => String, { description: BODY }) body: string,
  ): Promise<EditCommentPayload> {
    return payloadOf(async () => ({ comment: await editComment(ctx, id, body) }));
  }

  @Mutation(() => DeleteCommentPayload, {
    description:
      "Deletes one's own comment, or any comment on one's own post (anyone else is FORBIDDEN, a top-level error); its notifications go with it, replies to it stay. An unknown comment is a NOT_FOUND user error.",
  })
  deleteComment(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The comment's id." }) id: string,
  ): Promise<DeleteCommentPayload> {
    return payloadOf(async () => {
      const { id: deletedCommentId, post } = await deleteComment(ctx, id);
      return { deletedCommentId, post };
    });
  }
}
