import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { PostView } from './feed-rows.js';
import { PostType } from './post.types.js';

export enum PostChangeKind {
  UPDATED = 'UPDATED',
  REMOVED = 'REMOVED',
  COMMENT_ADDED = 'COMMENT_ADDED',
  COMMENT_EDITED = 'COMMENT_EDITED',
  COMMENT_DELETED = 'COMMENT_DELETED',
}

registerEnumType(PostChangeKind, {
  name: 'PostChangeKind',
  description: 'What happened to a watched post.',
  valuesConfig: {
    UPDATED: { description: 'Its title, content or image was edited, or a moderator warned it or lifted its ban.' },
    REMOVED: {
      description: 'The viewer may no longer see it: deleted by its author, or banned by a moderator. `post` is null.',
    },
    COMMENT_ADDED: { description: '`commentId` was added; `post.commentCount` is the new count.' },
    COMMENT_EDITED: { description: '`commentId` has a new text.' },
    COMMENT_DELETED: { description: '`commentId` was deleted; `post.commentCount` is the new count.' },
  },
});

export enum PostAddedScopeEnum {
  FOLLOWING = 'FOLLOWING',
  HOME = 'HOME',
  PUBLIC = 'PUBLIC',
}

registerEnumType(PostAddedScopeEnum, {
  name: 'PostAddedScope',
  description: 'Which new posts `postAdded` reports.',
  valuesConfig: {
    FOLLOWING: { description: "Members only: the viewer's and those of members the viewer follows (accepted)." },
    HOME: { description: "Every post the viewer's feed would include (for a guest, the public ones)." },
    PUBLIC: { description: 'The posts anyone, a guest included, may read.' },
  },
});

@ObjectType('PostChange', { description: 'A change to a watched post, as the viewer may see it.' })
export class PostChangeType {
  @Field(() => PostChangeKind, { description: 'What changed.' })
  kind!: PostChangeKind;

  @Field(() => ID, { description: 'The post that changed (also when REMOVED, when `post` is null).' })
  postId!: string;

  @Field(() => PostType, { nullable: true, description: 'The post as it is now; null when REMOVED.' })
  post!: PostView | null;

  @Field(() => ID, { nullable: true, description: 'The comment concerned, for the COMMENT_* kinds.' })
  commentId!: string | null;
}
