import { Field, Int, ObjectType } from 'type-graphql';
import type { Post } from '../posts/post.entity.js';
import { PostType } from '../posts/index.js';

@ObjectType('LikeResult')
export class LikeResult {
  @Field(() => PostType)
  post!: Post;

  @Field(() => Boolean)
  isLiked!: boolean;

  @Field(() => Int)
  likeCount!: number;
}
