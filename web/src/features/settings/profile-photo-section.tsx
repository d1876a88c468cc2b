import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ViewerFieldsFragment } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { SETTINGS_TOAST_DURATION_MS, useToast } from '../../ui/toast-context';
import { UploadProfilePhotoDocument } from './api/upload-profile-photo';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Pick a photo, see it, then confirm (uploads) or cancel (forgets it). The server checks type and size again. */
export function ProfilePhotoSection({ viewer }: { viewer: ViewerFieldsFragment }) {
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const [upload, { loading }] = useMutation(UploadProfilePhotoDocument);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const toast = useToast();

  const preview = picked?.preview ?? null;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const clear = () => {
    setPicked(null);
    if (input.current) input.current.value = '';
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      clear();
      return toast.error('Please choose an image file.', SETTINGS_TOAST_DURATION_MS);
    }
    if (file.size > MAX_PHOTO_BYTES) {
      clear();
      return toast.error('Image size should be less than 5MB', SETTINGS_TOAST_DURATION_MS);
    }
    setPicked({ file, preview: URL.createObjectURL(file) });
  };

  const confirm = async () => {
    if (!picked) return;
    try {
      await upload({ variables: { file: picked.file } });
      clear();
      toast.success('Profile photo updated.', SETTINGS_TOAST_DURATION_MS);
    } catch (error) {
      toast.error(readApiError(error).message || 'An error occurred', SETTINGS_TOAST_DURATION_MS);
    }
  };

  return (
    <div className="photo-picker">
      {preview ? <img className="photo-picker__preview" src={preview} alt="Preview of your new profile photo" /> : <Avatar name={viewer.fullName} src={viewer.photoThumbUrl} size={88} />}
      <div className="photo-picker__text">
        <p className="photo-picker__title">{preview ? 'Use this photo?' : 'Profile photo'}</p>
        <p className="settings-note">JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.</p>
        <div className="settings-form__actions settings-form__actions--start">
          {picked ? (
            <>
              <Button size="sm" onClick={() => void confirm()} busy={loading}>
                Confirm
              </Button>
              <Button size="sm" variant="secondary" onClick={clear} disabled={loading}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              <input ref={input} id={inputId} className="visually-hidden" type="file" accept="image/*" onChange={(event) => pick(event.target.files?.[0])} />
              <label htmlFor={inputId} className="btn btn--secondary btn--sm photo-picker__choose">
                Change photo
              </label>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
