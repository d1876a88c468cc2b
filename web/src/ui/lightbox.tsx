import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import './lightbox.css';

/** A gallery's place in the lightbox: which photo of how many, and how to go to the others. */
export interface LightboxSteps {
  index: number;
  count: number;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * A full-size image overlay; Esc, the close button or a click outside the image closes it. With `steps` (a gallery)
 * it says which photo of how many, and the Previous/Next buttons or the arrow keys go through them; Tab stays on the
 * overlay's buttons.
 */
export function Lightbox({
  src,
  alt,
  onClose,
  steps,
}: {
  src: string;
  alt: string;
  onClose: () => void;
  steps?: LightboxSteps;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const latest = useRef({ onClose, steps });
  useEffect(() => {
    latest.current = { onClose, steps };
  });
  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      const { onClose: close, steps: gallery } = latest.current;
      if (event.key === 'Escape') close();
      if (gallery && event.key === 'ArrowLeft') gallery.onPrevious();
      if (gallery && event.key === 'ArrowRight') gallery.onNext();
      if (event.key === 'Tab') {
        event.preventDefault();
        const buttons = [...(dialog.current?.querySelectorAll('button') ?? [])];
        const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
        const next = (at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
        (buttons[at < 0 ? 0 : next] ?? closeButton.current)?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, []);
  const label = steps ? `${alt || 'Image'} (photo ${steps.index + 1} of ${steps.count})` : alt || 'Image';
  return createPortal(
    <div
      ref={dialog}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <button ref={closeButton} type="button" className="lightbox__close" onClick={onClose} aria-label="Close image">
        ×
      </button>
      <img className="lightbox__image" src={src} alt={alt} title={alt || undefined} />
      {steps && steps.count > 1 && (
        <>
          <button
            type="button"
            className="lightbox__step lightbox__step--previous"
            onClick={steps.onPrevious}
            aria-label="Previous photo"
          >
            ‹
          </button>
          <button
            type="button"
            className="lightbox__step lightbox__step--next"
            onClick={steps.onNext}
            aria-label="Next photo"
          >
            ›
          </button>
          <p className="lightbox__position" aria-live="polite">
            Photo {steps.index + 1} of {steps.count}
          </p>
        </>
      )}
    </div>,
    document.body,
  );
}
