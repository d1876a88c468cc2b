import { Field, Int, ObjectType } from 'type-graphql';
import type { Post } from '../posts/post.entity.js';
import { PostType } from '../posts/index.js';

@ObjectType('LikeResult', { description: 'The signed-in member’s like of a post after a like mutation.' })
export class LikeResult {
  @Field(() => PostType, { description: 'The post, with its new like count.' })
  post!: Post;

  @Field(() => Boolean, { description: 'Whether the signed-in member likes the post now.' })
  isLiked!: boolean;

  @Field(() => Int, { description: 'How many members like the post now.' })
  likeCount!: number;
}
