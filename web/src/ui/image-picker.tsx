import { useEffect, useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { IMAGE_MAX_BYTES } from '@culturalink/common/limits';
import { useToast } from './toast-context';

/** A file the member picked, with an object URL to preview it. */
export interface PickedImage {
  file: File;
  preview: string;
}

/** The browser's early check of a picked image (the server checks again): null when fine, else the message. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image file.';
  if (file.size > IMAGE_MAX_BYTES) return 'Image size should be less than 5MB';
  return null;
}

/**
 * One picked image, shared by every photo picker (post image, itinerary cover, stop photo, profile photo): `pick`
 * checks the file, toasts a refusal and keeps the earlier pick, and answers whether it took the file; the preview URL
 * is revoked when replaced, cleared or unmounted; `clear` forgets the pick.
 */
export function usePickedImage(options: { toastMs?: number } = {}) {
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const toast = useToast();
  const preview = picked?.preview ?? null;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (file: File | undefined): boolean => {
    if (!file) return false;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem, options.toastMs);
      return false;
    }
    setPicked({ file, preview: URL.createObjectURL(file) });
    return true;
  };

  return { picked, preview, pick, clear: () => setPicked(null) };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept' | 'onChange' | 'value'>;

/** The hidden image file input; it empties itself after each choice, so the same file can be chosen again. */
export function ImageFileInput({
  onFile,
  ref,
  ...rest
}: InputProps & { onFile: (file: File | undefined) => void; ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      {...rest}
      ref={ref}
      className="visually-hidden"
      type="file"
      accept="image/*"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        onFile(file);
      }}
    />
  );
}

/** The image file input with the small secondary button (its label) that opens it. */
export function ImageFileButton({
  label,
  onFile,
  disabled,
  describedBy,
  id,
  className,
}: {
  label: string;
  onFile: (file: File | undefined) => void;
  disabled?: boolean;
  describedBy?: string;
  /** The input's id, when something else (a hint) refers to it. */
  id?: string;
  className?: string;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <>
      <ImageFileInput id={inputId} disabled={disabled} aria-describedby={describedBy} onFile={onFile} />
      <label htmlFor={inputId} className={['btn btn--secondary btn--sm', className].filter(Boolean).join(' ')}>
        <span className="btn__label">{label}</span>
      </label>
    </>
  );
}

/** What `usePickedImage` gives, for a component that shows a pick its form owns. */
export type PickedImageState = ReturnType<typeof usePickedImage>;
