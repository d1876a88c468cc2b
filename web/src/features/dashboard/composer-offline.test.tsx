import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL } from '../../test/fake-graphql';
import { clearOutbox } from '../outbox';
import { Composer } from './composer';

const viewer = {
  me: {
    __typename: 'User',
    id: 'ana',
    username: 'ana',
    fullName: 'Ana Cruz',
    country: 'Philippines',
    email: 'ana@example.com',
    isPrivate: false,
    isAdmin: false,
    photoUrl: null,
    photoThumbUrl: null,
    createdAt: '2026-01-01T00:00:00Z',
  },
};

beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(async () => {
  await clearOutbox();
  sessionStorage.setItem('TOKEN', 'token-of-ana');
});
afterEach(() => vi.restoreAllMocks());

describe('the composer offline', () => {
  it('queues the post with its photo, empties the form and shows the post as waiting', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { sentNames } = renderWithGraphQL(<Composer onCreated={vi.fn()} />, ({ name }) =>
      name === 'Viewer' ? { data: viewer } : name === 'PlaceSearch' ? { data: { placeSearch: [] } } : undefined,
    );
    await screen.findByRole('option', { name: 'Food' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a post title' }));
    fireEvent.change(screen.getByLabelText('Post title'), { target: { value: 'Pancit on the road' } });
    fireEvent.keyDown(screen.getByLabelText('Post title'), { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'FOOD' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Philippines' } });
    const content = screen.getByLabelText('What would you like to share?') as HTMLTextAreaElement;
    fireEvent.change(content, { target: { value: 'Written in a tunnel.' } });
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'tunnel.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/^Add (another )?image/), { target: { files: [picture] } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));

    const waiting = await screen.findByTestId('pending-post');
    expect(waiting.textContent).toContain('Pancit on the road');
    expect(waiting.textContent).toContain('Waiting to be sent');
    expect(content.value).toBe('');
    expect(sentNames()).not.toContain('CreatePost');
    await screen.findByText('Your post is kept on this device and sent when you are back online.');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('pending-post')).toBeNull());
  });
});
