import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadContext } from '../../lib/upload-failed';
import { UploadFailed } from '../../lib/upload-failed';
import { renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { resetWebGLSupport } from '../map';
import { CreateItineraryPage } from './create-itinerary-page';

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  vi.restoreAllMocks();
  resetWebGLSupport();
});

/** The create screen without WebGL (the list view), with CreateItinerary answered by `answer` and all else left open. */
function renderPage(answer: FakeAnswer) {
  resetWebGLSupport();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
  const fake = renderWithGraphQL(
    <CreateItineraryPage />,
    ({ name }) => (name === 'CreateItinerary' ? answer : 'open'),
    {
      route: '/create-itinerary',
    },
  );
  const uploadOf = () => fake.contextOf('CreateItinerary') as UploadContext;
  return { ...fake, uploadOf };
}

function fillAndSaveWithCover() {
  fireEvent.click(screen.getByRole('button', { name: 'Edit itinerary title' }));
  fireEvent.change(screen.getByLabelText('Itinerary title'), { target: { value: 'Northern Luzon loop' } });
  fireEvent.keyDown(screen.getByLabelText('Itinerary title'), { key: 'Enter' });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Rice terraces and the sea.' } });
  fireEvent.change(screen.getByLabelText('General Tips'), { target: { value: 'Start early' } });
  fireEvent.change(screen.getByLabelText('Upload cover image'), {
    target: { files: [new File(['png'], 'terraces.png', { type: 'image/png' })] },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('CreateItineraryPage', () => {
  it('shows the cover’s upload progress while saving, and can cancel it', async () => {
    const { uploadOf } = renderPage('open');
    fillAndSaveWithCover();
    const bar = await screen.findByRole('progressbar', { name: 'Uploading the cover' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => uploadOf().onUploadProgress!(512, 2048));
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(uploadOf().uploadSignal!.aborted).toBe(true);
  });

  it('says a refused upload in words, not the generic failure', async () => {
    renderPage(new UploadFailed('too-large'));
    fillAndSaveWithCover();
    expect(await screen.findByText(/This image is too large/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
