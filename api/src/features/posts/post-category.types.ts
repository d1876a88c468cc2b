import {
  POST_CATEGORY_NAMES,
  postCategoryLabel,
  postCategoryName,
  type PostCategory as StoredCategory,
  type PostCategoryName,
} from '@culturalink/common/post-categories';
import { Field, ObjectType, registerEnumType } from 'type-graphql';

/**
 * The post categories as a GraphQL enum (`FOOD`); names, order, words and descriptions come from the shared rules. The
 * database and REST keep the words (`Food`): the resolvers map between them with the helpers below.
 */
export const PostCategory = Object.fromEntries(POST_CATEGORY_NAMES.map(({ value }) => [value, value])) as {
  readonly [Name in PostCategoryName]: Name;
};
export type PostCategory = PostCategoryName;

registerEnumType(PostCategory, {
  name: 'PostCategory',
  description:
    "The cultural category of a post, one of 20. Forms show it in words (`FOOD` is 'Food'): `postCategories` lists each with its words, in the order forms show them.",
  valuesConfig: Object.fromEntries(
    POST_CATEGORY_NAMES.map(({ value, label, description }) => [value, { description: `'${label}': ${description}` }]),
  ),
});

/** The enum value of a category as stored (`Food` -> `FOOD`). */
export const categoryOfStored = (stored: string): PostCategory => postCategoryName(stored as StoredCategory);

/** The stored words of an enum value (`FOOD` -> `Food`), what the posts service validates and keeps. */
export const storedCategory = (category: PostCategory): string => postCategoryLabel(category);

@ObjectType('PostCategoryOption', { description: 'A post category with the words forms show for it.' })
export class PostCategoryOption {
  @Field(() => PostCategory, { description: 'The category, as posts, inputs and filters name it.' })
  category!: PostCategory;

  @Field(() => String, { description: "The category in words, as forms and the REST API show it (`'Food'`)." })
  label!: string;

  @Field(() => String, { description: 'What posts of this category are about, in one sentence.' })
  description!: string;
}

/** Every category in the order forms show them. */
export const postCategoryOptions = (): PostCategoryOption[] =>
  POST_CATEGORY_NAMES.map(({ value, label, description }) => ({ category: value, label, description }));
