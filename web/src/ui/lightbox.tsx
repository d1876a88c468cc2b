import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import './lightbox.css';

/** A full-size image overlay; Esc, the close button or a click outside the image closes it. */
export function Lightbox({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });
  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestOnClose.current();
      if (event.key === 'Tab') {
        event.preventDefault();
        closeButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, []);
  return createPortal(
    <div
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={alt || 'Image'}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <button ref={closeButton} type="button" className="lightbox__close" onClick={onClose} aria-label="Close image">
        ×
      </button>
      <img className="lightbox__image" src={src} alt={alt} title={alt || undefined} />
    </div>,
    document.body,
  );
}
