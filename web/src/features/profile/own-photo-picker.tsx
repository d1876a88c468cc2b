import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ImageFileButton } from '../../ui/image-picker';
import { UploadProgress } from '../../ui/upload-progress';
import { useProfilePhotoPicker } from '../settings';

/** The own photo: pick a file, see it, then Confirm (uploads) or Cancel. The server checks type and size again. */
export function OwnPhotoPicker({ name, src }: { name: string; src: string | null }) {
  const { picked, preview, loading, pick, clear, confirm, progress, cancelUpload } = useProfilePhotoPicker({
    failureMessage: 'Could not update the photo. Please try again.',
  });

  return (
    <div className="own-photo">
      {preview ? (
        <img className="own-photo__preview" src={preview} alt="Preview of your new profile photo" />
      ) : (
        <Avatar name={name} src={src} size={112} />
      )}
      {picked ? (
        <div className="own-photo__actions">
          <Button size="sm" onClick={() => void confirm()} busy={loading}>
            Confirm
          </Button>
          <Button size="sm" variant="secondary" onClick={clear} disabled={loading}>
            Cancel
          </Button>
          {progress !== null && (
            <UploadProgress value={progress} label="Uploading your profile photo" onCancel={cancelUpload} />
          )}
        </div>
      ) : (
        <ImageFileButton label="Change photo" className="own-photo__change" onFile={pick} />
      )}
    </div>
  );
}
