import { Field, ObjectType } from 'type-graphql';

/** Relay-style page information, shared by every connection type. */
@ObjectType('PageInfo')
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}
