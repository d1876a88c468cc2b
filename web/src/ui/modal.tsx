import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Gives focus back to what had it before a dialog opened; when that is gone (the post just deleted, the stop removed)
 * or can no longer take focus, to the page's main region, so the keyboard never lands on <body>.
 */
export function restoreFocus(previous: HTMLElement | null): void {
  if (previous?.isConnected && previous !== document.body) {
    previous.focus({ preventScroll: true });
    if (document.activeElement === previous) return;
  }
  focusMainContent();
}

/** Focus on the page's main region (it has tabindex=-1): where the keyboard goes when what it was on is removed. */
export function focusMainContent(): void {
  document.querySelector<HTMLElement>('#main-content, main')?.focus({ preventScroll: true });
}

export interface ModalProps {
  title: string;
  /** Called on Esc, on the close button and on a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md';
  /** role="alertdialog" for confirmations and notices. */
  alert?: boolean;
  /** Hides the × button (the content offers its own way out). */
  hideClose?: boolean;
}

/** A labelled modal dialog: traps focus, closes on Esc, and gives focus back to where it was. */
export function Modal({
  title,
  onClose,
  children,
  description,
  size = 'md',
  alert = false,
  hideClose = false,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });

  // Read at the first render, before an autoFocus inside the dialog moves the focus (the effect below is too late).
  const [previouslyFocused] = useState(() => document.activeElement as HTMLElement | null);

  useEffect(() => {
    const node = panel.current;
    // The first thing to fill or choose, not the × in the header (the sign-up form opened on ×).
    const first =
      node?.querySelector<HTMLElement>('[data-autofocus]') ??
      node?.querySelector<HTMLElement>(`.modal__body :is(${FOCUSABLE})`) ??
      node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        latestOnClose.current();
      } else if (event.key === 'Tab' && node) {
        const focusable = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (focusable.length === 0) return event.preventDefault();
        const [head, tail] = [focusable[0], focusable[focusable.length - 1]];
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      restoreFocus(previouslyFocused);
    };
  }, [previouslyFocused]);

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className={`modal modal--${size}`}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {!hideClose && (
            <button type="button" className="modal__close" onClick={onClose} aria-label="Close">
              ×
            </button>
          )}
        </header>
        {description && (
          <div id={descriptionId} className="modal__description">
            {description}
          </div>
        )}
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
