import type { RequestScope } from '../../app/request-scope.js';
import type { UploadedBytes } from '../media/index.js';
import { deleteStoredImage } from '../media/index.js';
import { getOwnPost } from './find-post.js';
import { recordPostChange } from './post-events.js';
import { validatePostEdit } from './post-fields.js';
import type { Post } from './post.entity.js';
import { applyPhotoPlan, readPostPhotos, singleImagePlan, type PhotoPlanItem } from './post-photos.js';

export interface UpdatePostInput {
  title?: unknown;
  content?: unknown;
  imageAlt?: unknown;
  /** The original single image: replaces the first photo (the others stay). */
  image?: UploadedBytes | null;
  /** The whole gallery as it is to be, in its order: photos kept by id and new uploads (instead of `image`). */
  photos?: PhotoPlanItem[] | null;
}

/** The author changes the title, the content, the photos and/or their descriptions. */
export async function updatePost(scope: RequestScope, id: string, input: UpdatePostInput): Promise<Post> {
  const post = await getOwnPost(scope, id, 'edit');
  const changes = validatePostEdit(input);
  if (changes.title !== undefined) post.title = changes.title;
  if (changes.content !== undefined) post.content = changes.content;
  let filesToDelete: string[] = [];
  const current = await readPostPhotos(scope, post.id);
  const plan =
    input.photos ??
    (input.image || current.length > 0 ? singleImagePlan(current, input.image, changes.imageAlt) : null);
  if (plan) ({ filesToDelete } = await applyPhotoPlan(scope, post, plan, current));
  else if (changes.imageAlt !== undefined) post.imageAlt = changes.imageAlt;
  recordPostChange(scope.em, post, 'edited');
  await scope.em.flush();
  for (const file of filesToDelete) await deleteStoredImage(scope.services, file);
  return post;
}
