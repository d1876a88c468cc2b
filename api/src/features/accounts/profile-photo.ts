import { unauthenticated } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { deleteStoredImage, storeImage } from '../media/index.js';
import type { User } from './user.entity.js';

/** Stores the new photo (re-encoded, metadata stripped, with a thumbnail) and removes the previous one. */
export async function uploadProfilePhoto(
  scope: RequestScope,
  input: { buffer: Buffer; declaredType?: string },
): Promise<User> {
  const viewer = scope.viewer;
  if (!viewer) throw unauthenticated();
  const stored = await storeImage(scope, input);
  const previous = [viewer.photoPath, viewer.photoThumbPath];
  viewer.photoPath = stored.path;
  viewer.photoThumbPath = stored.thumbPath;
  await scope.em.flush();
  for (const oldPath of previous) await deleteStoredImage(scope.services, oldPath);
  return viewer;
}
