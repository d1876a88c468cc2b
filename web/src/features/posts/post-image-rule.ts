import { IMAGE_MAX_BYTES } from '@culturalink/common/limits';

/** The browser's early check of a picked image (the server checks again): null when fine, else the message. */
export function postImageProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image file.';
  if (file.size > IMAGE_MAX_BYTES) return 'Image size should be less than 5MB';
  return null;
}
