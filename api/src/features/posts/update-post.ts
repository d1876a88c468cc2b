import type { RequestScope } from '../../app/request-scope.js';
import type { UploadedBytes } from '../media/index.js';
import { deleteStoredImage, storeImage } from '../media/index.js';
import { getOwnPost } from './find-post.js';
import { recordPostChange } from './post-events.js';
import { validatePostEdit } from './post-fields.js';
import type { Post } from './post.entity.js';

export interface UpdatePostInput {
  title?: unknown;
  content?: unknown;
  imageAlt?: unknown;
  image?: UploadedBytes | null;
}

/** The author changes the title, the content, the image and/or its description. */
export async function updatePost(scope: RequestScope, id: string, input: UpdatePostInput): Promise<Post> {
  const post = await getOwnPost(scope, id, 'edit');
  const changes = validatePostEdit(input);
  const image = input.image ? await storeImage(scope, input.image) : null;
  const replaced = image ? [post.imagePath, post.imageThumbPath] : [];
  if (changes.title !== undefined) post.title = changes.title;
  if (changes.content !== undefined) post.content = changes.content;
  if (changes.imageAlt !== undefined) post.imageAlt = changes.imageAlt;
  if (image) {
    post.imagePath = image.path;
    post.imageThumbPath = image.thumbPath;
  }
  recordPostChange(scope.em, post, 'edited');
  await scope.em.flush();
  for (const old of replaced) await deleteStoredImage(scope.services, old);
  return post;
}
