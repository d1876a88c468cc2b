import { useState } from 'react';
import { Lightbox } from '../../../ui/lightbox';

/** The post's thumbnail; clicking it opens the full-size image in a lightbox. */
export function PostImage({ src, thumb, title }: { src: string; thumb: string | null; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="post-card__image"
        onClick={() => setOpen(true)}
        aria-label={`Open the image of “${title}” full size`}
      >
        <img src={thumb ?? src} alt="" loading="lazy" />
      </button>
      {open && <Lightbox src={src} alt={title} onClose={() => setOpen(false)} />}
    </>
  );
}
