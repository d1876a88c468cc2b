import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostCardFieldsFragment } from '../../gql/graphql';
import type { UploadContext } from '../../lib/upload-failed';
import { UploadFailed } from '../../lib/upload-failed';
import { renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { EditPostForm } from './edit-post-form';

const post: PostCardFieldsFragment = {
  __typename: 'Post',
  id: 'p1',
  title: 'Pancit for birthdays',
  content: 'Long noodles for a long life.',
  category: 'FOOD',
  country: 'Philippines',
  imageUrl: null,
  imageThumbUrl: null,
  imageAlt: '',
  photos: [],
  itineraryId: null,
  itinerary: null,
  isBanned: false,
  createdAt: new Date().toISOString(),
  likeCount: 0,
  isLiked: false,
  isBookmarked: false,
  commentCount: 0,
  viewerCanEdit: true,
  viewerCanDelete: true,
  viewerCanReport: false,
  author: { __typename: 'User', id: 'u1', username: 'ana', fullName: 'Ana Cruz', photoThumbUrl: null },
} as PostCardFieldsFragment;

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

function renderForm(answer: FakeAnswer) {
  const fake = renderWithGraphQL(<EditPostForm post={post} />, () => answer);
  const pickImage = () => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['png'], 'noodles.png', { type: 'image/png' })] } });
  };
  const uploadOf = () => fake.contextOf('UpdatePost') as UploadContext;
  return { ...fake, pickImage, uploadOf };
}

describe('EditPostForm', () => {
  it('keeps, reorders, describes and removes the photos and adds new ones, sending the whole gallery in order', async () => {
    const photo = (id: string, description: string) => ({
      __typename: 'PostPhoto' as const,
      id,
      url: `/uploads/${id}.webp`,
      thumbUrl: `/uploads/${id}-thumb.webp`,
      description,
    });
    const withPhotos = { ...post, photos: [photo('a', 'Lanterns.'), photo('b', ''), photo('c', 'A float.')] };
    const fake = renderWithGraphQL(<EditPostForm post={withPhotos} />, () => 'open');
    expect(screen.getAllByTestId('photo-draft').map((item) => item.querySelector('img')!.getAttribute('src'))).toEqual([
      '/uploads/a-thumb.webp',
      '/uploads/b-thumb.webp',
      '/uploads/c-thumb.webp',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    fireEvent.change(screen.getByLabelText('Description of photo 2 (alt text)'), { target: { value: ' Drums. ' } });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['png'], 'new.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fake.sent.some((operation) => operation.name === 'UpdatePost')).toBe(true));
    const sent = fake.sent.find((operation) => operation.name === 'UpdatePost')!.variables as {
      photos: Array<{ keep?: string; upload?: File; description: string }>;
    };
    expect(sent.photos.map((p) => p.keep ?? 'new')).toEqual(['c', 'b', 'new']);
    expect(sent.photos.map((p) => p.description)).toEqual(['A float.', 'Drums.', '']);
    expect(sent.photos[2]!.upload).toBeInstanceOf(File);
  });

  it('shows the new image’s upload progress while saving, and can cancel it', async () => {
    const { pickImage, uploadOf } = renderForm('open');
    pickImage();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading the new image' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => uploadOf().onUploadProgress!(768, 1024));
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(uploadOf().uploadSignal!.aborted).toBe(true);
  });

  it('saves text alone without a progress bar, and says a cancelled upload in words', async () => {
    const textOnly = renderForm('open');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(textOnly.sent.some((operation) => operation.name === 'UpdatePost')).toBe(true));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(textOnly.uploadOf().onUploadProgress).toBeUndefined();
    textOnly.view.unmount();

    const cancelled = renderForm(new UploadFailed('cancelled'));
    cancelled.pickImage();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Upload cancelled.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
