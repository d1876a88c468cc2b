import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { UploadProgress } from '../../ui/upload-progress';
import { useProfilePhotoPicker } from '../settings';

/** The own photo: pick a file, see it, then Confirm (uploads) or Cancel. The server checks type and size again. */
export function OwnPhotoPicker({ name, src }: { name: string; src: string | null }) {
  const { picked, preview, loading, input, inputId, pick, clear, confirm, progress, cancelUpload } =
    useProfilePhotoPicker({
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
        <>
          <input
            ref={input}
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="image/*"
            onChange={(event) => pick(event.target.files?.[0])}
          />
          <label htmlFor={inputId} className="btn btn--secondary btn--sm own-photo__change">
            Change photo
          </label>
        </>
      )}
    </div>
  );
}
