import type { ViewerFieldsFragment } from '../../gql/graphql';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ImageFileButton } from '../../ui/image-picker';
import { UploadProgress } from '../../ui/upload-progress';
import { SETTINGS_TOAST_DURATION_MS } from '../../ui/toast-context';
import { useProfilePhotoPicker } from './use-profile-photo-picker';

/** Pick a photo, see it, then confirm (uploads) or cancel (forgets it). The server checks type and size again. */
export function ProfilePhotoSection({ viewer }: { viewer: ViewerFieldsFragment }) {
  const { picked, preview, loading, pick, clear, confirm, progress, cancelUpload } = useProfilePhotoPicker({
    toastMs: SETTINGS_TOAST_DURATION_MS,
    failureMessage: 'An error occurred',
  });

  return (
    <div className="photo-picker">
      {preview ? (
        <img className="photo-picker__preview" src={preview} alt="Preview of your new profile photo" />
      ) : (
        <Avatar name={viewer.fullName} src={viewer.photoThumbUrl} size={88} />
      )}
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
            <ImageFileButton label="Change photo" className="photo-picker__choose" onFile={pick} />
          )}
        </div>
        {progress !== null && (
          <UploadProgress value={progress} label="Uploading your profile photo" onCancel={cancelUpload} />
        )}
      </div>
    </div>
  );
}
