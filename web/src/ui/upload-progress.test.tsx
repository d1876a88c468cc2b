import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadContext } from '../lib/upload-failed';
import { UploadProgress, useUploadProgress } from './upload-progress';

/** A form that starts an upload and hands its context to the test, standing in for the upload link. */
function FakeUploadForm({ onStart }: { onStart: (context: UploadContext) => void }) {
  const upload = useUploadProgress();
  return (
    <div>
      <button type="button" onClick={() => onStart(upload.start())}>
        Send
      </button>
      <button type="button" onClick={upload.done}>
        Finish
      </button>
      {upload.progress !== null && <UploadProgress value={upload.progress} onCancel={upload.cancel} />}
    </div>
  );
}

describe('upload progress', () => {
  it('shows a determinate bar as bytes go out, cancels through the signal, and goes away when done', () => {
    let context: UploadContext = {};
    render(<FakeUploadForm onStart={(started) => (context = started)} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const bar = screen.getByRole('progressbar', { name: 'Uploading image' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => context.onUploadProgress!(512, 2048));
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    act(() => context.onUploadProgress!(2048, 2048));
    expect(bar.getAttribute('aria-valuetext')).toBe('100%');
    expect(context.uploadSignal!.aborted).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(context.uploadSignal!.aborted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
