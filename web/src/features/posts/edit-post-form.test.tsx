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
  itineraryId: null,
  itinerary: null,
  isBanned: false,
  createdAt: new Date().toISOString(),
  likeCount: 0,
  isLiked: false,
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
