import './stop-photo.css';
import { ImageAltField } from '../../ui/image-alt-field';
import { ImageFileButton, type PickedImageState } from '../../ui/image-picker';
import { UploadProgress } from '../../ui/upload-progress';

/** The stop form's photo: pick or change one (5 MB at most), see it, and describe it for people who cannot. */
export function StopPhotoField({
  current,
  photo,
  alt,
  onAltChange,
  progress = null,
}: {
  /** The stop's saved photo, if any. */
  current: string | null;
  /** The form's picked photo (its owner sends `photo.picked?.file`). */
  photo: PickedImageState;
  alt: string;
  onAltChange: (alt: string) => void;
  /** 0..100 while the new photo uploads. */
  progress?: number | null;
}) {
  const shown = photo.preview ?? current;
  return (
    <div className="stop-form__photo">
      {shown && <img className="stop-form__photo-preview" src={shown} alt="Preview of the stop photo" />}
      <ImageFileButton label={shown ? 'Change photo' : 'Add a photo'} onFile={photo.pick} />
      {progress !== null && <UploadProgress value={progress} label="Uploading the stop photo" />}
      {shown && <ImageAltField label="Photo description (alt text)" value={alt} onChange={onAltChange} />}
    </div>
  );
}
