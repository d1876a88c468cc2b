import { Field, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { PostType } from '../posts/index.js';
import type { Post } from '../posts/post.entity.js';

@ObjectType('BookmarkPostPayload', { description: 'What bookmarkPost did.' })
export class BookmarkPostPayload extends MutationPayload {
  @Field(() => PostType, {
    nullable: true,
    description: 'The post saved (`isBookmarked` true). Null when userErrors says why not.',
  })
  post?: Post | null;
}

@ObjectType('UnbookmarkPostPayload', { description: 'What unbookmarkPost did.' })
export class UnbookmarkPostPayload extends MutationPayload {
  @Field(() => PostType, {
    nullable: true,
    description: 'The post no longer saved; null when the viewer may no longer see it, or userErrors says why not.',
  })
  post?: Post | null;
}
