import { useId, useState } from 'react';
import { Lightbox } from '../../../ui/lightbox';

/**
 * The post's thumbnail; clicking it opens the full-size image in a lightbox. `alt` is the author's description:
 * the image's alt text and hover title, and the button's description (its name says what the button does).
 */
export function PostImage({
  src,
  thumb,
  title,
  alt,
}: {
  src: string;
  thumb: string | null;
  title: string;
  alt: string;
}) {
  const [open, setOpen] = useState(false);
  const imageId = useId();
  return (
    <>
      <button
        type="button"
        className="post-card__image"
        onClick={() => setOpen(true)}
        aria-label={`Open the image of “${title}” full size`}
        aria-describedby={alt ? imageId : undefined}
      >
        <img id={imageId} src={thumb ?? src} alt={alt} title={alt || undefined} loading="lazy" />
      </button>
      {open && <Lightbox src={src} alt={alt || `Image of “${title}”`} onClose={() => setOpen(false)} />}
    </>
  );
}
