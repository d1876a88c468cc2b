import { Field, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import type { Post } from '../posts/post.entity.js';
import { PostType } from '../posts/index.js';

@ObjectType('LikePostPayload', { description: 'What likePost did.' })
export class LikePostPayload extends MutationPayload {
  @Field(() => PostType, {
    nullable: true,
    description: 'The post, liked by the signed-in member, with its new likeCount; null when userErrors says why not.',
  })
  post?: Post | null;
}

@ObjectType('UnlikePostPayload', { description: 'What unlikePost did.' })
export class UnlikePostPayload extends MutationPayload {
  @Field(() => PostType, {
    nullable: true,
    description:
      'The post, no longer liked by the signed-in member, with its new likeCount; null when userErrors says why not.',
  })
  post?: Post | null;
}
