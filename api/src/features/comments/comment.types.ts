import { COMMENT_MAX_LENGTH } from '@culturalink/common/limits';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { connectionOf, TOTAL_COUNT_DESCRIPTION } from '../../graphql/relay/connection.js';
import { NodeInterface } from '../../graphql/relay/node.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { PostType, type CommentView } from '../posts/index.js';
import type { Post } from '../posts/post.entity.js';
import type { Comment } from './comment.entity.js';

@ObjectType('Comment', {
  implements: NodeInterface,
  description:
    'A comment on a post, or a reply to another comment of the same post. Visible to whoever may see the post (`node(id:)` answers null to anyone else).',
})
export class CommentType extends NodeInterface {
  @Field(() => ID, { description: 'The global id.' })
  id!: string;

  @Field(() => String, {
    description: `The text as its author wrote it, trimmed: 1 to ${COMMENT_MAX_LENGTH} characters.`,
  })
  body!: string;

  @Field(() => Date, { description: 'When it was written.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When its text last changed (its creation time when it never did).' })
  updatedAt!: Date;

  // author, post, repliedTo, repliedToId, viewerCanEdit and viewerCanDelete: comment-fields.resolver.ts
}

@ObjectType('CommentConnection', {
  description:
    "A post's comments and replies, oldest first; pass pageInfo.endCursor as `after` for the next (newer) ones.",
})
export class CommentConnection extends connectionOf<CommentView>('Comment', () => CommentType, {
  nodeDescription: 'A comment or a reply.',
}) {
  @Field(() => Int, { description: `${TOTAL_COUNT_DESCRIPTION} The post's commentCount.` })
  totalCount!: number;
}

@ObjectType('AddCommentPayload', { description: 'What addComment did.' })
export class AddCommentPayload extends MutationPayload {
  @Field(() => CommentType, {
    nullable: true,
    description: 'The new comment (its `post` carries the new commentCount); null when userErrors says why not.',
  })
  comment?: Comment | null;
}

@ObjectType('EditCommentPayload', { description: 'What editComment did.' })
export class EditCommentPayload extends MutationPayload {
  @Field(() => CommentType, {
    nullable: true,
    description: 'The comment with its new text; null when userErrors says why not.',
  })
  comment?: Comment | null;
}

@ObjectType('DeleteCommentPayload', { description: 'What deleteComment did.' })
export class DeleteCommentPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description:
      'The id of the comment deleted (with its notifications; replies to it stay, no longer linked); null when userErrors says why not.',
  })
  deletedCommentId?: string | null;

  @Field(() => PostType, {
    nullable: true,
    description: 'The post it was on, with its commentCount after the deletion; null when userErrors says why not.',
  })
  post?: Post | null;
}
