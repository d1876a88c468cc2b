import { Field, ObjectType } from 'type-graphql';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import type { Post } from '../posts/post.entity.js';
import { PostType } from '../posts/index.js';

@ObjectType('SearchResult', {
  description: 'Members and the posts the viewer may see that match the text, best matches first.',
})
export class SearchResult {
  @Field(() => [UserType])
  users!: User[];

  @Field(() => [PostType])
  posts!: Post[];
}
