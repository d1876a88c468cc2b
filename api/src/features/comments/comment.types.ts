import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Comment', { description: 'A comment on a post, visible to whoever may see the post.' })
export class CommentType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  body!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  // author, post, repliedTo and repliedToId: comment-fields.resolver.ts
}
