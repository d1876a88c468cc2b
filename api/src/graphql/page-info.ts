import { Field, ObjectType } from 'type-graphql';

/** Relay's page information, shared by every connection type. */
@ObjectType('PageInfo', { description: 'Where a page of a connection stands in the whole list.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether more items follow: ask again with `after: endCursor`.' })
  hasNextPage!: boolean;

  @Field(() => Boolean, {
    description:
      'Whether items come before this page: true when it was asked `after` a cursor (or `before` one, with items behind it).',
  })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: "The first item's cursor; null when the page is empty." })
  startCursor!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The last item's cursor, to pass as `after` for the next page; null when the page is empty.",
  })
  endCursor!: string | null;
}
