import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL } from '../../test/fake-graphql';
import { ALT_REMINDER } from '../../ui/image-alt-field';
import type { StopDraft } from './stop-draft';
import { StopModal } from './stop-modal';

const saved: StopDraft = {
  id: 's1',
  name: 'Intramuros',
  address: 'Intramuros, Manila',
  description: '',
  latitude: 14.5896,
  longitude: 120.9747,
  budget: { amount: 200, currencyCode: 'PHP' },
  types: [],
  imageUrl: '/uploads/walls.webp',
  imageAlt: '',
};

beforeAll(() => {
  URL.createObjectURL = () => 'blob:stop-photo';
  URL.revokeObjectURL = () => undefined;
});

function renderModal(props: { stop: StopDraft | null; withPhoto?: boolean }) {
  const onSave = vi.fn<(stop: StopDraft) => void>();
  renderWithGraphQL(<StopModal currency="PHP" onSave={onSave} onClose={() => undefined} {...props} />, () => ({
    data: { placeSearch: [] },
  }));
  return onSave;
}

describe('StopModal photo description', () => {
  it('reminds gently that the photo has no description, and saves anyway', async () => {
    const onSave = renderModal({ stop: saved, withPhoto: true });
    expect(screen.getByRole('img', { name: 'Preview of the stop photo' }).getAttribute('src')).toBe(
      '/uploads/walls.webp',
    );
    expect(screen.getByLabelText('Photo description (alt text)')).toBeTruthy();
    expect(screen.getByText(ALT_REMINDER)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ imageAlt: '', photo: null });
  });

  it('sends a new photo with the description written for it', async () => {
    const onSave = renderModal({ stop: { ...saved, imageUrl: null }, withPhoto: true });
    expect(screen.queryByLabelText('Photo description (alt text)')).toBeNull();
    const file = new File(['png'], 'walls.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Add a photo'), { target: { files: [file] } });
    fireEvent.change(screen.getByLabelText('Photo description (alt text)'), {
      target: { value: 'Stone walls at dusk. ' },
    });
    expect(screen.queryByText(ALT_REMINDER)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ imageAlt: 'Stone walls at dusk.', photo: file });
  });

  it('offers no photo where stops are sent without one (the create screen)', () => {
    const onSave = renderModal({ stop: null });
    expect(screen.queryByLabelText('Add a photo')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });
});
