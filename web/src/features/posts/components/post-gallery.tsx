import { useId, useState } from 'react';
import { Lightbox } from '../../../ui/lightbox';
import { PostImage } from './post-image';
import './post-gallery.css';

/** A photo as the post card shows it. */
export interface GalleryPhoto {
  id: string;
  url: string;
  thumbUrl: string;
  description: string;
}

/**
 * A post's photos: one is shown as the post image; several as a grid of thumbnails, each opening the lightbox at
 * its photo, where Previous/Next (or the arrow keys) go through the others. Each photo's description is its alt text.
 */
export function PostGallery({ photos, title }: { photos: readonly GalleryPhoto[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  if (photos.length === 0) return null;
  if (photos.length === 1) {
    const [photo] = photos;
    return <PostImage src={photo!.url} thumb={photo!.thumbUrl} title={title} alt={photo!.description} />;
  }
  const count = photos.length;
  const shown = open === null ? null : photos[open];
  return (
    <>
      <ul className={`post-gallery post-gallery--${count}`} aria-label={`${count} photos of “${title}”`}>
        {photos.map((photo, index) => (
          <li key={photo.id} className="post-gallery__item">
            <button
              type="button"
              className="post-gallery__open"
              onClick={() => setOpen(index)}
              aria-label={`Open photo ${index + 1} of ${count} of “${title}” full size`}
              aria-describedby={photo.description ? `${baseId}-${index}` : undefined}
            >
              <img
                id={`${baseId}-${index}`}
                src={photo.thumbUrl || photo.url}
                alt={photo.description}
                title={photo.description || undefined}
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
      {shown && open !== null && (
        <Lightbox
          src={shown.url}
          alt={shown.description || `Photo ${open + 1} of “${title}”`}
          onClose={() => setOpen(null)}
          steps={{
            index: open,
            count,
            onPrevious: () => setOpen((at) => ((at ?? 0) - 1 + count) % count),
            onNext: () => setOpen((at) => ((at ?? 0) + 1) % count),
          }}
        />
      )}
    </>
  );
}
