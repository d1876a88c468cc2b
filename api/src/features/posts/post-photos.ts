import { POST_PHOTOS_MAX } from '@culturalink/common/limits';
import { badInput, type FieldError } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { UploadedBytes } from '../media/index.js';
import { deleteStoredImage, storeImage } from '../media/index.js';
import { imageDescription } from './post-fields.js';
import type { Post } from './post.entity.js';
import { PostPhoto } from './post-photo.entity.js';

/**
 * One photo of the gallery a post will have, in its order: a new upload, or one of the post's photos kept
 * (`keep`, its id), each with its description (undefined keeps a kept photo's; a new one's is then empty).
 */
export interface PhotoPlanItem {
  upload?: UploadedBytes | null;
  keep?: string | null;
  description?: unknown;
}

/** A post's photos in their order (the `post_photo` rows as lists and loaders read them). */
export interface PhotoView {
  id: string;
  position: number;
  path: string;
  thumbPath: string;
  alt: string;
}

const tooMany = `A post has at most ${POST_PHOTOS_MAX} photos.`;

/** Checks a gallery plan against the post's current photos, before any file is stored. */
export function validatePhotoPlan(plan: readonly PhotoPlanItem[], current: readonly PostPhoto[]) {
  const errors: FieldError[] = [];
  if (plan.length > POST_PHOTOS_MAX) throw badInput(tooMany, [{ field: 'photos', message: tooMany }]);
  const kept = new Set<string>();
  const items = plan.map((item, index) => {
    const field = `photos.${index}`;
    const alt = imageDescription(item.description, errors, `${field}.description`);
    if (Boolean(item.upload) === Boolean(item.keep)) {
      errors.push({ field, message: 'Each photo is either a new upload or one of the post’s photos kept.' });
      return { alt };
    }
    if (item.keep) {
      const photo = current.find((p) => p.id === item.keep);
      if (!photo || kept.has(photo.id)) errors.push({ field, message: 'That photo is not one of this post’s.' });
      else kept.add(photo.id);
      return { alt, photo };
    }
    return { alt, upload: item.upload! };
  });
  if (errors.length > 0) throw badInput(errors[0]!.message, errors);
  return items;
}

/**
 * The plan of the original single-image calls (REST, and GraphQL's `image` and `imageAlt`): a new image replaces
 * the first photo, a description describes it, the other photos stay.
 */
export function singleImagePlan(
  current: readonly PostPhoto[],
  image: UploadedBytes | null | undefined,
  imageAlt: unknown,
): PhotoPlanItem[] {
  const rest = current.slice(1).map((photo) => ({ keep: photo.id }));
  const first = current[0];
  if (image) return [{ upload: image, description: imageAlt ?? (first ? first.alt : undefined) }, ...rest];
  return first ? [{ keep: first.id, description: imageAlt }, ...rest] : [];
}

/** Stores every upload, removing what was stored already when one is refused (nothing is left behind). */
async function storeAll(scope: RequestScope, uploads: UploadedBytes[]) {
  const stored: Awaited<ReturnType<typeof storeImage>>[] = [];
  try {
    for (const upload of uploads) stored.push(await storeImage(scope, upload));
  } catch (error) {
    for (const image of stored) {
      await deleteStoredImage(scope.services, image.path);
      await deleteStoredImage(scope.services, image.thumbPath);
    }
    throw error;
  }
  return stored;
}

/**
 * Gives `post` the gallery `plan` says (the one place a post's photos and its cover columns are written): new
 * uploads re-encoded and stored, kept photos reordered and described, the others removed, the first copied to the
 * post's image columns. `current` are the post's photos as `readPostPhotos` gave them, in the same EntityManager.
 * Flush after it, then delete the files it answers (those of the photos removed).
 */
export async function applyPhotoPlan(
  scope: RequestScope,
  post: Post,
  plan: readonly PhotoPlanItem[],
  current: readonly PostPhoto[],
): Promise<{ filesToDelete: string[] }> {
  const items = validatePhotoPlan(plan, current);
  const stored = await storeAll(
    scope,
    items.flatMap((item) => (item.upload ? [item.upload] : [])),
  );
  let next = 0;
  const rows = items.map((item, position) => {
    if (item.photo) {
      item.photo.position = position;
      if (item.alt !== undefined) item.photo.alt = item.alt;
      return item.photo;
    }
    const image = stored[next++]!;
    return scope.em.create(PostPhoto, {
      post,
      position,
      path: image.path,
      thumbPath: image.thumbPath,
      alt: item.alt ?? '',
    });
  });
  const removed = current.filter((photo) => !rows.includes(photo));
  for (const photo of removed) scope.em.remove(photo);
  const cover = rows[0];
  post.imagePath = cover?.path ?? null;
  post.imageThumbPath = cover?.thumbPath ?? null;
  if (cover || plan.length === 0) post.imageAlt = cover?.alt ?? '';
  return { filesToDelete: removed.flatMap((photo) => [photo.path, photo.thumbPath]) };
}

/** The photos of `postId` in their order, as entities of the scope's EntityManager (to change them). */
export const readPostPhotos = (scope: RequestScope, postId: string): Promise<PostPhoto[]> =>
  scope.em.find(PostPhoto, { post: postId }, { orderBy: { position: 'asc' } });
