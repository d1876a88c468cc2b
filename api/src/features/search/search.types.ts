import { SEARCH_TEXT_MAX_LENGTH } from '@culturalink/common/limits';
import { ObjectType } from 'type-graphql';
import { connectionOf } from '../../graphql/relay/connection.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import type { Post } from '../posts/post.entity.js';
import { PostType } from '../posts/index.js';

@ObjectType('SearchResult', {
  description: `What \`search\` found for a text (at most ${SEARCH_TEXT_MAX_LENGTH} characters): members and the posts the viewer may see, each list best matches first and paged on its own.`,
})
export class SearchResult {
  /** The text searched for, as typed (the lists parse it). */
  text!: string;

  // users and posts: search.resolver.ts
}

@ObjectType('SearchUserConnection', {
  description:
    'Members matching the text, best matches first; pass pageInfo.endCursor as `after` for the next ones. Deactivated members are never found.',
})
export class SearchUserConnection extends connectionOf<User>('SearchUser', () => UserType, {
  nodeDescription: 'A member whose username or full name matches.',
}) {}

@ObjectType('SearchPostConnection', {
  description:
    'Posts the viewer may see that match the text, best matches first; pass pageInfo.endCursor as `after` for the next ones.',
})
export class SearchPostConnection extends connectionOf<Post>('SearchPost', () => PostType, {
  nodeDescription: 'A post whose title, content, country or category matches.',
}) {}
