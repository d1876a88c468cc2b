import type { RequestScope } from '../../app/request-scope.js';
import { deleteStoredImage } from '../media/index.js';
import { recordCascadedNotificationsRemoved } from '../notifications/index.js';
import { getOwnPost } from './find-post.js';
import { recordPostChange } from './post-events.js';
import { readPostPhotos } from './post-photos.js';

/** The author deletes a post; its photos, likes, comments and notifications go with it (foreign-key cascades). */
export async function deletePost(scope: RequestScope, id: string): Promise<string> {
  const post = await getOwnPost(scope, id, 'delete');
  const files = (await readPostPhotos(scope, post.id)).flatMap((photo) => [photo.path, photo.thumbPath]);
  await recordCascadedNotificationsRemoved(scope.em, { postId: post.id }); // they go with the post
  scope.em.remove(post);
  recordPostChange(scope.em, post, 'deleted');
  await scope.em.flush();
  // its photos' rows go with it (cascade); the cover columns hold a copy of the first photo's paths
  for (const file of new Set([...files, post.imagePath, post.imageThumbPath]))
    await deleteStoredImage(scope.services, file);
  return post.id;
}
