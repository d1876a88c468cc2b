import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CommentFieldsFragment } from '../../gql/graphql';
import { answerByName, renderWithGraphQL } from '../../test/fake-graphql';
import { CommentItem } from './comment-item';

const base: CommentFieldsFragment = {
  __typename: 'Comment',
  id: 'c1',
  body: 'Lovely festival',
  createdAt: '2026-03-01T11:00:00Z',
  updatedAt: '2026-03-01T11:00:00Z',
  repliedToId: null,
  viewerCanEdit: false,
  viewerCanDelete: false,
  repliedTo: null,
  author: { __typename: 'User', id: 'u-ben', username: 'ben', fullName: 'Ben Reyes', photoThumbUrl: null },
};

function renderItem(comment: Partial<CommentFieldsFragment>, options: { editing?: boolean; viewerId?: string } = {}) {
  const handlers = {
    onStartEdit: vi.fn(),
    onCancelEdit: vi.fn(),
    onSave: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(),
    onReply: vi.fn(),
  };
  const full = { ...base, ...comment };
  renderWithGraphQL(
    <ul>
      <CommentItem
        comment={full}
        viewerId={options.viewerId ?? 'u-ana'}
        canDelete={full.viewerCanDelete}
        editing={options.editing ?? false}
        {...handlers}
      />
    </ul>,
    answerByName({}),
  );
  return handlers;
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('CommentItem', () => {
  it("offers only Reply on someone else's comment the viewer may not change", () => {
    const { onReply } = renderItem({});
    expect(screen.getByText('Lovely festival')).toBeTruthy();
    expect(screen.getByRole('link', { name: '@ben' })).toBeTruthy();
    expect(button('Edit')).toBeNull();
    expect(button('Delete')).toBeNull();
    fireEvent.click(button('Reply')!);
    expect(onReply).toHaveBeenCalledOnce();
  });

  it('offers Edit and Delete as the server allows (viewerCanEdit, viewerCanDelete), never re-derived', () => {
    const { onStartEdit, onDelete } = renderItem({ viewerCanEdit: true, viewerCanDelete: true }, { viewerId: 'u-ben' });
    expect(screen.getByRole('link', { name: 'You' })).toBeTruthy();
    fireEvent.click(button('Edit')!);
    expect(onStartEdit).toHaveBeenCalledOnce();
    fireEvent.click(button('Delete')!);
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("offers Delete without Edit when only deleting is allowed (the post's author or an administrator)", () => {
    renderItem({ viewerCanEdit: false, viewerCanDelete: true });
    expect(button('Delete')).toBeTruthy();
    expect(button('Edit')).toBeNull();
  });

  it('says a comment was edited and whom it replies to', () => {
    renderItem({
      updatedAt: '2026-03-01T12:00:00Z',
      repliedToId: 'c0',
      repliedTo: {
        __typename: 'Comment',
        id: 'c0',
        author: { __typename: 'User', id: 'u-kenji', username: 'kenji' },
      },
    });
    expect(screen.getByText('edited')).toBeTruthy();
    expect(screen.getByText('Replying to @kenji')).toBeTruthy();
  });

  it('saves the trimmed text, and treats a blank or unchanged edit as a cancel', async () => {
    const { onSave, onCancelEdit } = renderItem({ viewerCanEdit: true }, { editing: true, viewerId: 'u-ben' });
    const box = screen.getByLabelText('Edit your comment') as HTMLTextAreaElement;
    expect(box.value).toBe('Lovely festival');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(button('Save')!);
    expect(onCancelEdit).toHaveBeenCalledTimes(1);
    fireEvent.change(box, { target: { value: 'Lovely festival ' } });
    fireEvent.click(button('Save')!);
    expect(onCancelEdit).toHaveBeenCalledTimes(2);
    fireEvent.change(box, { target: { value: '  A lovely festival  ' } });
    fireEvent.click(button('Save')!);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('A lovely festival'));
    fireEvent.click(button('Cancel')!);
    expect(onCancelEdit).toHaveBeenCalledTimes(3);
  });
});
