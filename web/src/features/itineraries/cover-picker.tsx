import { useId } from 'react';
import { Icon } from '../../ui/icon';
import { ImageFileButton, usePickedImage } from '../../ui/image-picker';
import { UploadProgress } from '../../ui/upload-progress';
import '../../ui/text-field.css';

/** The cover image: a preview (or the current cover) and a file picker with the spec's 800x400 hint; the server re-encodes. */
export function CoverPicker({
  currentUrl,
  editable,
  onPick,
  busy = false,
  progress = null,
  onCancel,
}: {
  currentUrl: string | null;
  editable: boolean;
  onPick: (file: File) => void;
  busy?: boolean;
  /** 0..100 while the cover uploads. */
  progress?: number | null;
  onCancel?: () => void;
}) {
  const id = useId();
  const image = usePickedImage();
  const shown = image.preview ?? currentUrl;
  return (
    <div className="cover-picker">
      <div className="cover-picker__frame">
        {shown ? <img src={shown} alt="Itinerary cover" /> : <Icon name="map" size={48} />}
      </div>
      {editable && (
        <div className="cover-picker__controls">
          <ImageFileButton
            id={id}
            label={shown ? 'Change cover image' : 'Upload cover image'}
            disabled={busy}
            describedBy={`${id}-hint`}
            onFile={(file) => {
              if (file && image.pick(file)) onPick(file);
            }}
          />
          <span className="field__hint" id={`${id}-hint`}>
            SVG, PNG or JPG (max. 800x400px)
          </span>
          {progress !== null && <UploadProgress value={progress} label="Uploading the cover" onCancel={onCancel} />}
        </div>
      )}
    </div>
  );
}
