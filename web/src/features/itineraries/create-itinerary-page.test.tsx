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

/** CreateItinerary's payload refusing the request with one userError. */
const refusedWith = (code: string, message: string): FakeAnswer => ({
  data: {
    createItinerary: {
      __typename: 'ItineraryPayload',
      itinerary: null,
      userErrors: [{ __typename: 'UserError', field: null, message, code }],
    },
  },
});

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

  it('says a worded refusal from the payload’s userErrors as it is', async () => {
    renderPage(refusedWith('PAYLOAD_TOO_LARGE', 'The cover is larger than 5 MB.'));
    fillAndSaveWithCover();
    expect(await screen.findByText('The cover is larger than 5 MB.')).toBeTruthy();
  });

  it('says bad input from the payload’s userErrors as the spec’s failure, not as saved', async () => {
    renderPage(refusedWith('BAD_USER_INPUT', 'Please fill all fields correctly.'));
    fillAndSaveWithCover();
    expect(await screen.findByText('Error saving itinerary.')).toBeTruthy();
    expect(screen.queryByText('Itinerary saved.')).toBeNull();
  });

  it('says a refused upload in words, not the generic failure', async () => {
    renderPage(new UploadFailed('too-large'));
    fillAndSaveWithCover();
    expect(await screen.findByText(/This image is too large/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
