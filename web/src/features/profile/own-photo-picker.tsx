import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { readApiError } from '../../lib/graphql-error';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast-context';
import { UploadProfilePhotoDocument } from '../settings/api/upload-profile-photo';
import { MAX_PHOTO_BYTES } from '../settings/profile-photo-section';

/** The own photo: pick a file, see it, then Confirm (uploads) or Cancel. The server checks type and size again. */
export function OwnPhotoPicker({ name, src }: { name: string; src: string | null }) {
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
    if (!file.type.startsWith('image/')) return toast.error('Please choose an image file.');
    if (file.size > MAX_PHOTO_BYTES) return toast.error('Image size should be less than 5MB');
    setPicked({ file, preview: URL.createObjectURL(file) });
  };
  const confirm = async () => {
    if (!picked) return;
    try {
      await upload({ variables: { file: picked.file } });
      clear();
      toast.success('Profile photo updated.');
    } catch (error) {
      toast.error(readApiError(error).message || 'Could not update the photo. Please try again.');
    }
  };

  return (
    <div className="own-photo">
      {preview ? <img className="own-photo__preview" src={preview} alt="Preview of your new profile photo" /> : <Avatar name={name} src={src} size={112} />}
      {picked ? (
        <div className="own-photo__actions">
          <Button size="sm" onClick={() => void confirm()} busy={loading}>
            Confirm
          </Button>
          <Button size="sm" variant="secondary" onClick={clear} disabled={loading}>
            Cancel
          </Button>
        </div>
      ) : (
        <>
          <input ref={input} id={inputId} className="visually-hidden" type="file" accept="image/*" onChange={(event) => pick(event.target.files?.[0])} />
          <label htmlFor={inputId} className="btn btn--secondary btn--sm own-photo__change">
            Change photo
          </label>
        </>
      )}
    </div>
  );
}
