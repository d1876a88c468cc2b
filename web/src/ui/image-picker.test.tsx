import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '@culturalink/common/limits';
import { ImageFileButton, imageFileProblem, usePickedImage } from './image-picker';
import { ToastProvider } from './toast-provider';

describe('imageFileProblem', () => {
  it('accepts an image up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses a larger image with the spec message', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe(
      'Image size should be less than 5MB',
    );
  });

  it('refuses anything but an image', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('Please choose an image file.');
  });
});

function Picker() {
  const image = usePickedImage();
  return (
    <>
      {image.preview && <img src={image.preview} alt={image.picked?.file.name} />}
      <ImageFileButton label={image.picked ? 'Change image' : 'Add image'} onFile={image.pick} />
      <button onClick={image.clear}>Clear</button>
    </>
  );
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('usePickedImage with ImageFileButton', () => {
  const revoked: string[] = [];
  beforeEach(() => {
    let made = 0;
    revoked.length = 0;
    URL.createObjectURL = () => `blob:${++made}`;
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
    render(
      <ToastProvider>
        <Picker />
      </ToastProvider>,
    );
  });

  it('previews a picked image and revokes the old preview when it is replaced or cleared', () => {
    choose('Add image', png('first.png'));
    expect(screen.getByRole('img', { name: 'first.png' }).getAttribute('src')).toBe('blob:1');
    choose('Change image', png('second.png'));
    expect(screen.getByRole('img', { name: 'second.png' }).getAttribute('src')).toBe('blob:2');
    expect(revoked).toEqual(['blob:1']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(revoked).toEqual(['blob:1', 'blob:2']);
  });

  it('refuses a file that is not an image with a toast and keeps the earlier pick', () => {
    choose('Add image', png('first.png'));
    choose('Change image', new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Please choose an image file.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'first.png' })).toBeTruthy();
  });

  it('empties the input after each choice, so the same file can be chosen again', () => {
    choose('Add image', png('first.png'));
    expect((screen.getByLabelText('Change image') as HTMLInputElement).value).toBe('');
  });
});
