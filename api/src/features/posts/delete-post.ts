import type { RequestScope } from '../../app/request-scope.js';
import { deleteStoredImage } from '../media/index.js';
import { recordCascadedNotificationsRemoved } from '../notifications/index.js';
import { getOwnPost } from './find-post.js';
import { recordPostChange } from './post-events.js';

/** The author deletes a post; its likes, comments and notifications go with it (foreign-key cascades). */
export async function deletePost(scope: RequestScope, id: string): Promise<string> {
  const post = await getOwnPost(scope, id, 'delete');
  await recordCascadedNotificationsRemoved(scope.em, { postId: post.id }); // they go with the post
  scope.em.remove(post);
  recordPostChange(scope.em, post, 'deleted');
  await scope.em.flush();
  for (const file of [post.imagePath, post.imageThumbPath]) await deleteStoredImage(scope.services, file);
  return post.id;
}
