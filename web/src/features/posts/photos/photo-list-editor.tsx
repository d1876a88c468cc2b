import { useEffect, useRef, useState } from 'react';
import { POST_PHOTOS_MAX } from '@culturalink/common/limits';
import { Button } from '../../../ui/button';
import { ImageAltField } from '../../../ui/image-alt-field';
import { ImageFileButton } from '../../../ui/image-picker';
import type { PhotoDrafts } from './use-photo-drafts';
import './photo-list-editor.css';

/**
 * The gallery being written: each photo with its preview, its description, and buttons to move it earlier or later
 * and remove it (the keyboard way); the photos can also be dragged into a new order. A polite live region says what
 * changed. The add button is left out at POST_PHOTOS_MAX photos.
 */
export function PhotoListEditor({ drafts, disabled }: { drafts: PhotoDrafts; disabled?: boolean }) {
  const { photos } = drafts;
  const [dragged, setDragged] = useState<string | null>(null);
  // a moved item's button keeps the focus (React may re-insert the item's element, which drops it)
  const [refocus, setRefocus] = useState<{ key: string; button: 'earlier' | 'later' } | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  useEffect(() => {
    if (!refocus) return;
    const item = items.current.get(refocus.key);
    const target =
      item?.querySelector<HTMLButtonElement>(`[data-move="${refocus.button}"]:not([aria-disabled="true"])`) ??
      item?.querySelector<HTMLButtonElement>('[data-move]:not([aria-disabled="true"])');
    target?.focus();
  }, [refocus]);
  const count = photos.length;
  const moveBy = (key: string, index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= count) return;
    drafts.move(key, to);
    setRefocus({ key, button: delta < 0 ? 'earlier' : 'later' });
  };
  return (
    <div className="photo-editor">
      {count > 0 && (
        <ol className="photo-editor__list" aria-label={`Photos (${count} of ${POST_PHOTOS_MAX})`}>
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li
                key={photo.key}
                ref={(element) => {
                  if (element) items.current.set(photo.key, element);
                  else items.current.delete(photo.key);
                }}
                className={`photo-editor__item${dragged === photo.key ? ' is-dragged' : ''}`}
                data-testid="photo-draft"
                draggable={!disabled}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', photo.key);
                  setDragged(photo.key);
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => {
                  if (dragged) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  const key = dragged ?? event.dataTransfer.getData('text/plain');
                  if (key) drafts.move(key, index);
                  setDragged(null);
                }}
              >
                <img
                  className="photo-editor__preview"
                  src={photo.preview}
                  alt={count === 1 ? 'Preview of the image to post' : `Preview of photo ${n} of ${count}`}
                  title={photo.description.trim() || undefined}
                />
                <div className="photo-editor__fields">
                  <ImageAltField
                    value={photo.description}
                    onChange={(value) => drafts.describe(photo.key, value)}
                    label={count === 1 ? 'Image description (alt text)' : `Description of photo ${n} (alt text)`}
                  />
                  <div className="photo-editor__buttons">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={disabled}
                      aria-disabled={index === 0 || undefined}
                      data-move="earlier"
                      onClick={() => moveBy(photo.key, index, -1)}
                      aria-label={`Move photo ${n} earlier`}
                    >
                      ← Earlier
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={disabled}
                      aria-disabled={index === count - 1 || undefined}
                      data-move="later"
                      onClick={() => moveBy(photo.key, index, 1)}
                      aria-label={`Move photo ${n} later`}
                    >
                      Later →
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={disabled}
                      onClick={() => drafts.remove(photo.key)}
                      aria-label={count === 1 ? 'Remove image' : `Remove photo ${n}`}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {drafts.announcement}
      </p>
    </div>
  );
}

/** The button that adds a photo (left out when the gallery is full). */
export function AddPhotoButton({ drafts, disabled }: { drafts: PhotoDrafts; disabled?: boolean }) {
  const count = drafts.photos.length;
  if (count >= POST_PHOTOS_MAX) return null;
  return (
    <ImageFileButton
      label={count === 0 ? 'Add image' : `Add another image (${count} of ${POST_PHOTOS_MAX})`}
      onFile={drafts.add}
      disabled={disabled}
    />
  );
}
