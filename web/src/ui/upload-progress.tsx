import { useCallback, useRef, useState } from 'react';
import type { UploadContext } from '../lib/upload-failed';
import { Button } from './button';
import './upload-progress.css';

/**
 * Follows one upload at a time: `start()` gives the mutation's context (progress callback and cancel signal),
 * `progress` is 0..100 while it runs and null otherwise, `cancel()` stops it, `done()` forgets it.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const start = useCallback((): UploadContext => {
    controller.current = new AbortController();
    setProgress(0);
    return {
      onUploadProgress: (sent, total) => setProgress(total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0),
      uploadSignal: controller.current.signal,
    };
  }, []);
  const done = useCallback(() => {
    controller.current = null;
    setProgress(null);
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, start, done, cancel };
}

/** A determinate progress bar for an upload, with its percentage and, when given, a cancel button. */
export function UploadProgress({
  value,
  label = 'Uploading image',
  onCancel,
}: {
  value: number;
  label?: string;
  onCancel?: () => void;
}) {
  return (
    <div className="upload-progress">
      <div
        className="upload-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      >
        <span className="upload-progress__bar" style={{ width: `${value}%` }} />
      </div>
      <span className="upload-progress__value" aria-hidden="true">
        {value}%
      </span>
      {onCancel && (
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancel upload
        </Button>
      )}
    </div>
  );
}
