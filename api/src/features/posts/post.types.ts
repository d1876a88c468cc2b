import { COUNTRY_MAX_LENGTH, POST_CONTENT_MAX_LENGTH, POST_TITLE_MAX_LENGTH } from '@culturalink/common/limits';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionOf } from '../../graphql/relay/connection.js';
import { UserType } from '../accounts/index.js';
import { NodeInterface } from '../../graphql/relay/node.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { PostCategory } from './post-category.types.js';
import type { MemberView } from './member-rows.js';
import type { Post } from './post.entity.js';

@ObjectType('Post', {
  implements: NodeInterface,
  description:
    'A cultural post. Visible per the privacy rule: public authors, accepted followers of private ones, the author and admins.',
})
export class PostType extends NodeInterface {
  @Field(() => ID, { description: 'The global id.' })
  id!: string;

  @Field(() => String, { description: 'The country the post is about, as its author wrote it.' })
  country!: string;

  @Field(() => ID, { nullable: true, description: "One of the author's itineraries, or null." })
  itineraryId!: string | null;

  @Field(() => String, {
    description:
      'The first photo described by its author for people who cannot see it (its photos[0].description); empty when none was written.',
  })
  imageAlt!: string;

  @Field(() => Boolean, { description: 'An administrator warned the author about this post.' })
  isWarned!: boolean;

  @Field(() => Boolean, { description: 'Banned posts are visible only to their author and administrators.' })
  isBanned!: boolean;

  @Field(() => Date, { description: 'When it was published.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When its author last changed it (its publication time when they never did).' })
  updatedAt!: Date;

  // category (the enum), title, content (masked), imageUrl, photos, author, counts, isLiked, likers and comments: post-fields.resolver.ts
}

@ObjectType('PostConnection', {
  description: 'Posts newest first; pass pageInfo.endCursor as `after` for the next page.',
})
export class PostConnection extends connectionOf<Post>('Post', () => PostType) {}

@ObjectType('PostLikerConnection', {
  description: 'Members who like a post, the most recent like first; pass pageInfo.endCursor as `after` for more.',
})
export class PostLikerConnection extends connectionOf<MemberView>('PostLiker', () => UserType, {
  nodeDescription: 'A member who likes the post.',
}) {
  @Field(() => Int, { description: 'How many members like the post: its likeCount.' })
  totalCount!: number;
}

@ObjectType('CreatePostPayload', { description: 'What createPost did.' })
export class CreatePostPayload extends MutationPayload {
  @Field(() => PostType, { nullable: true, description: 'The new post; null when userErrors says why not.' })
  post?: Post | null;
}

@ObjectType('UpdatePostPayload', { description: 'What updatePost did.' })
export class UpdatePostPayload extends MutationPayload {
  @Field(() => PostType, { nullable: true, description: 'The post as it is now; null when userErrors says why not.' })
  post?: Post | null;
}

@ObjectType('DeletePostPayload', { description: 'What deletePost did.' })
export class DeletePostPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description:
      'The id of the post deleted (with its comments, likes and notifications); null when userErrors says why not.',
  })
  deletedPostId?: string | null;
}

@InputType('CreatePostInput', { description: 'A new post: every field but `itineraryId` and `imageAlt` is required.' })
export class CreatePostInput {
  @Field(() => String, { description: `The title: at most ${POST_TITLE_MAX_LENGTH} characters, no banned words.` })
  title!: string;

  @Field(() => PostCategory, { description: 'What the post is about: one of the 20 categories.' })
  category!: PostCategory;

  @Field(() => String, {
    description: `The country the post is about, in words: at most ${COUNTRY_MAX_LENGTH} characters, no banned words.`,
  })
  country!: string;

  @Field(() => String, { description: `The text: at most ${POST_CONTENT_MAX_LENGTH} characters, no banned words.` })
  content!: string;

  @Field(() => ID, {
    nullable: true,
    description: "One of the author's own itineraries to show with the post; optional.",
  })
  itineraryId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Describes the `image` (alt text); optional, at most 1500 characters. With `photos`, each has its own.',
  })
  imageAlt?: string | null;
}

@InputType('UpdatePostInput', { description: 'Only the given fields change.' })
export class UpdatePostInput {
  @Field(() => String, { nullable: true, description: 'A new title (same rules as CreatePostInput.title).' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'A new text (same rules as CreatePostInput.content).' })
  content?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Describes the first photo (alt text); an empty string removes it. With `photos`, each has its own.',
  })
  imageAlt?: string | null;
}
