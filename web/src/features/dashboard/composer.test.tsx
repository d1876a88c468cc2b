import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ALT_REMINDER } from '../../ui/image-alt-field';
import { renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { Composer } from './composer';

/** The composer; the server answers createPost with `answer` (place suggestions are empty: not what these tests are about). */
function renderComposer(answer: FakeAnswer) {
  const onCreated = vi.fn();
  const { sent } = renderWithGraphQL(<Composer onCreated={onCreated} />, ({ name }) =>
    name === 'PlaceSearch' ? { data: { placeSearch: [] } } : answer,
  );
  const postsSent = () => sent.filter((operation) => operation.name !== 'PlaceSearch').map((o) => o.variables);
  return { postsSent, onCreated };
}

async function fillEverything() {
  await screen.findByRole('option', { name: 'Food' }); // the categories come from the API
  fireEvent.click(screen.getByRole('button', { name: 'Add a post title' }));
  fireEvent.change(screen.getByLabelText('Post title'), { target: { value: 'Pancit for birthdays' } });
  fireEvent.keyDown(screen.getByLabelText('Post title'), { key: 'Enter' });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'FOOD' } });
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Philippines' } });
  fireEvent.change(screen.getByLabelText('What would you like to share?'), {
    target: { value: 'Long noodles for a long life.' },
  });
}

const createdPost = {
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
};
const created = { data: { createPost: { __typename: 'CreatePostPayload', post: createdPost, userErrors: [] } } };

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

const pickImage = (name = 'dancers.png') =>
  fireEvent.change(screen.getByLabelText(/^Add (another )?image/), {
    target: { files: [new File(['png'], name, { type: 'image/png' })] },
  });

describe('Composer', () => {
  it('sends nothing while a field is missing', async () => {
    const { postsSent } = renderComposer(created);
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findAllByText('Please fill all fields correctly.')).length).toBeGreaterThan(0);
    expect(postsSent()).toHaveLength(0);
  });

  it('creates the post, announces it, hands it over and resets the form', async () => {
    const { postsSent, onCreated } = renderComposer(created);
    await fillEverything();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Post created successfully!')).toBeTruthy();
    expect(postsSent()[0]).toMatchObject({
      input: {
        title: 'Pancit for birthdays',
        category: 'FOOD',
        country: 'Philippines',
        content: 'Long noodles for a long life.',
      },
    });
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
    expect(screen.getByRole('button', { name: 'Add a post title' }).textContent).toContain('POST TITLE');
    expect((screen.getByLabelText('What would you like to share?') as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's refusal of inappropriate language and keeps the text", async () => {
    const refusal = {
      message: 'Please remove inappropriate language from the title',
    };
    const { onCreated } = renderComposer({
      data: {
        createPost: {
          __typename: 'CreatePostPayload',
          post: null,
          userErrors: [{ __typename: 'UserError', ...refusal, field: 'title', code: 'BAD_USER_INPUT' }],
        },
      },
    });
    await fillEverything();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(screen.getAllByText('Please remove inappropriate language from the title').length).toBeGreaterThan(0),
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect((screen.getByLabelText('What would you like to share?') as HTMLTextAreaElement).value).toBe(
      'Long noodles for a long life.',
    );
  });

  it('asks for an image description with a gentle reminder that does not block posting', async () => {
    const { postsSent } = renderComposer(created);
    await fillEverything();
    expect(screen.queryByLabelText('Image description (alt text)')).toBeNull();
    pickImage();
    expect(screen.getByLabelText('Image description (alt text)')).toBeTruthy();
    expect(screen.getByText(ALT_REMINDER)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Post created successfully!')).toBeTruthy();
    const [photo] = (postsSent()[0]!.photos as Array<{ upload: File; description: string }>) ?? [];
    expect(photo!.upload).toBeInstanceOf(File);
    expect(photo!.description).toBe('');
    expect(postsSent()[0]!.input).not.toHaveProperty('imageAlt');
  });

  it('sends no photos when none was added', async () => {
    const { postsSent } = renderComposer(created);
    await fillEverything();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Post created successfully!');
    expect(postsSent()[0]!.photos).toBeNull();
  });

  it('takes photos each with its description, reordered with the keyboard buttons (the focus follows)', async () => {
    const { postsSent } = renderComposer(created);
    await fillEverything();
    for (const name of ['one', 'two', 'three']) pickImage(`${name}.png`);
    expect(screen.getByRole('list', { name: 'Photos (3 of 4)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Description of photo 1 (alt text)'), { target: { value: ' First. ' } });
    fireEvent.change(screen.getByLabelText('Description of photo 3 (alt text)'), { target: { value: 'Third.' } });
    const later = screen.getByRole('button', { name: 'Move photo 1 later' });
    later.focus();
    fireEvent.click(later);
    expect(screen.getByText('Photo 1 moved to position 2 of 3.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 2 later' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Post created successfully!');
    const photos = postsSent()[0]!.photos as Array<{ upload: File; description: string }>;
    expect(photos.map((p) => [p.upload.name, p.description])).toEqual([
      ['two.png', ''],
      ['one.png', 'First.'],
      ['three.png', 'Third.'],
    ]);
    expect(screen.queryAllByTestId('photo-draft')).toHaveLength(0); // the form is empty again
  });

  it('reorders photos by dragging and takes no more than 4', async () => {
    const { postsSent } = renderComposer(created);
    await fillEverything();
    for (const name of ['one', 'two', 'three', 'four']) pickImage(`${name}.png`);
    expect(screen.queryByLabelText(/Add (another )?image/)).toBeNull(); // 4 of 4: no more
    const items = () => screen.getAllByTestId('photo-draft');
    const data = { setData: () => undefined, getData: () => '', effectAllowed: '' };
    fireEvent.dragStart(items()[2]!, { dataTransfer: data });
    fireEvent.dragOver(items()[0]!, { dataTransfer: data });
    fireEvent.drop(items()[0]!, { dataTransfer: data });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Post created successfully!');
    const photos = postsSent()[0]!.photos as Array<{ upload: File }>;
    expect(photos.map((p) => p.upload.name)).toEqual(['three.png', 'one.png', 'two.png', 'four.png']);
  });

  it('removes a photo and says so', async () => {
    renderComposer(created);
    await fillEverything();
    pickImage('one.png');
    pickImage('two.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getByText('Photo 1 removed.')).toBeTruthy();
    expect(screen.getAllByTestId('photo-draft')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove image' })).toBeTruthy();
  });
});
