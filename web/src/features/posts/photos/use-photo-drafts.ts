import { useEffect, useRef, useState } from 'react';
import { POST_PHOTOS_MAX } from '@culturalink/common/limits';
import { imageFileProblem } from '../../../ui/image-picker';
import { useToast } from '../../../ui/toast-context';

/** A photo of the gallery being written: a file just picked, or one of the post's photos kept. */
export type PhotoDraft =
  | { key: string; kind: 'new'; file: File; preview: string; description: string }
  | { key: string; kind: 'kept'; id: string; preview: string; description: string };

/** A photo of the post as the edit form starts from it. */
export interface KeptPhoto {
  id: string;
  url: string;
  thumbUrl: string;
  description: string;
}

/** What createPost's and updatePost's `photos` take, in the gallery's order. */
export type PhotoInput = { upload: File; description: string } | { keep: string; description: string };

let nextKey = 0;
const keyOf = () => `photo-${++nextKey}`;

/** `items` with the one at `from` moved to `to` (both clamped to the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

/**
 * A post's gallery as the composer and the edit form write it: up to POST_PHOTOS_MAX photos in order, each with its
 * description; `add` checks a file (a refusal is toasted), `move` reorders (buttons and drag), `announcement` says the
 * last change for screen readers; the object URLs of picked files are revoked when they leave the list.
 */
export function usePhotoDrafts(initial: readonly KeptPhoto[] = []) {
  const [photos, setPhotos] = useState<PhotoDraft[]>(() =>
    initial.map((photo) => ({
      key: keyOf(),
      kind: 'kept',
      id: photo.id,
      preview: photo.thumbUrl || photo.url,
      description: photo.description,
    })),
  );
  const [announcement, setAnnouncement] = useState('');
  const toast = useToast();
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const now = new Set(photos.flatMap((p) => (p.kind === 'new' ? [p.preview] : [])));
    for (const url of shown.current) if (!now.has(url)) URL.revokeObjectURL(url);
    shown.current = now;
  }, [photos]);
  useEffect(() => {
    const urls = shown;
    return () => urls.current.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = (file: File | undefined): boolean => {
    if (!file) return false;
    if (photos.length >= POST_PHOTOS_MAX) {
      toast.error(`A post has at most ${POST_PHOTOS_MAX} photos.`);
      return false;
    }
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      return false;
    }
    const preview = URL.createObjectURL(file);
    setPhotos((current) => [...current, { key: keyOf(), kind: 'new', file, preview, description: '' }]);
    setAnnouncement(`Photo ${photos.length + 1} added.`);
    return true;
  };

  const move = (key: string, to: number) => {
    const from = photos.findIndex((p) => p.key === key);
    const target = Math.max(0, Math.min(photos.length - 1, to));
    if (from < 0 || from === target) return;
    setPhotos(moved(photos, from, target));
    setAnnouncement(`Photo ${from + 1} moved to position ${target + 1} of ${photos.length}.`);
  };

  const remove = (key: string) => {
    const index = photos.findIndex((p) => p.key === key);
    setPhotos(photos.filter((p) => p.key !== key));
    setAnnouncement(`Photo ${index + 1} removed.`);
  };

  const describe = (key: string, description: string) =>
    setPhotos((current) => current.map((p) => (p.key === key ? { ...p, description } : p)));

  const inputs = (): PhotoInput[] =>
    photos.map((p) =>
      p.kind === 'new'
        ? { upload: p.file, description: p.description.trim() }
        : { keep: p.id, description: p.description.trim() },
    );

  return {
    photos,
    add,
    move,
    remove,
    describe,
    inputs,
    announcement,
    /** Whether a new file is among them (the request then goes as an upload). */
    hasUploads: photos.some((p) => p.kind === 'new'),
    clear: () => setPhotos([]),
  };
}

export type PhotoDrafts = ReturnType<typeof usePhotoDrafts>;
