import './stop-photo.css';
import { useEffect, useId, useRef } from 'react';
import { ImageAltField } from '../../ui/image-alt-field';
import { UploadProgress } from '../../ui/upload-progress';
import { useToast } from '../../ui/toast-context';
import { postImageProblem } from '../posts';

export interface PickedPhoto {
  file: File;
  preview: string;
}

/** The stop form's photo: pick or change one (5 MB at most), see it, and describe it for people who cannot. */
export function StopPhotoField({
  current,
  picked,
  onPick,
  alt,
  onAltChange,
  progress = null,
}: {
  /** The stop's saved photo, if any. */
  current: string | null;
  picked: PickedPhoto | null;
  onPick: (photo: PickedPhoto | null) => void;
  alt: string;
  onAltChange: (alt: string) => void;
  /** 0..100 while the new photo uploads. */
  progress?: number | null;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const preview = picked?.preview ?? null;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? current;

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = postImageProblem(file);
    if (problem) {
      if (input.current) input.current.value = '';
      toast.error(problem);
      return;
    }
    onPick({ file, preview: URL.createObjectURL(file) });
  };

  return (
    <div className="stop-form__photo">
      {shown && <img className="stop-form__photo-preview" src={shown} alt="Preview of the stop photo" />}
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/*"
        onChange={(event) => pick(event.target.files?.[0])}
      />
      <label htmlFor={inputId} className="btn btn--secondary btn--sm">
        <span className="btn__label">{shown ? 'Change photo' : 'Add a photo'}</span>
      </label>
      {progress !== null && <UploadProgress value={progress} label="Uploading the stop photo" />}
      {shown && <ImageAltField label="Photo description (alt text)" value={alt} onChange={onAltChange} />}
    </div>
  );
}
