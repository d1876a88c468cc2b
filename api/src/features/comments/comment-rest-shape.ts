import type { RequestScope } from '../../app/request-scope.js';
import type { CommentView } from '../posts/index.js';
import type { MemberView } from '../posts/index.js';
import { postLoaders } from '../posts/index.js';
import { restMember, restPhotoUrl } from '../profiles/member-rest-shape.js';
import type { Comment } from './comment.entity.js';

/**
 * A comment in the original's "expanded" form (a post view reads `author.user.username`, `author.user.id`,
 * `author.id`, `author.user_photo`); the feed and profile lists read only how many there are, so every route
 * sends this one form. `author_user_photo` is the original's flat form's photo. Oldest first wherever listed.
 */
export function restComment(scope: RequestScope, comment: Comment | CommentView, author: MemberView) {
  return {
    _id: comment.id,
    id: comment.id,
    post_id: comment.post.id,
    body: comment.body,
    author: restMember(scope, author),
    author_user_photo: restPhotoUrl(scope, author),
    replied_to: comment.repliedTo?.id ?? null,
    date_posted: comment.createdAt.toISOString(),
  };
}

/** Comment entities in the REST form, their authors loaded in one batch. */
export async function restComments(scope: RequestScope, comments: Comment[]) {
  if (comments.length === 0) return [];
  const loaders = postLoaders(scope, comments[0]);
  const authors = await Promise.all(comments.map((c) => loaders.user.load(c.author.id)));
  return comments.map((c, i) => restComment(scope, c, authors[i] ?? c.author));
}
