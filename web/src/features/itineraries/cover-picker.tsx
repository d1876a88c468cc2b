import { useEffect, useId, useState } from 'react';
import { useToast } from '../../ui/toast-context';
import { Icon } from '../../ui/icon';
import { UploadProgress } from '../../ui/upload-progress';
import { postImageProblem } from '../posts';
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
  const toast = useToast();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? currentUrl;
  return (
    <div className="cover-picker">
      <div className="cover-picker__frame">
        {shown ? <img src={shown} alt="Itinerary cover" /> : <Icon name="map" size={48} />}
      </div>
      {editable && (
        <div className="cover-picker__controls">
          <input
            id={id}
            className="visually-hidden"
            type="file"
            accept="image/*"
            disabled={busy}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const problem = postImageProblem(file);
              if (problem) return toast.error(problem);
              setPreview(URL.createObjectURL(file));
              onPick(file);
            }}
          />
          <label htmlFor={id} className="btn btn--secondary btn--sm">
            <span className="btn__label">{shown ? 'Change cover image' : 'Upload cover image'}</span>
          </label>
          <span className="field__hint" id={`${id}-hint`}>
            SVG, PNG or JPG (max. 800x400px)
          </span>
          {progress !== null && <UploadProgress value={progress} label="Uploading the cover" onCancel={onCancel} />}
        </div>
      )}
    </div>
  );
}
