import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommentForm } from './comment-form';

describe('CommentForm', () => {
  it('keeps the button disabled while the text is blank and sends the trimmed text', async () => {
    const onSubmit = vi.fn().mockResolvedValue(true);
    render(<CommentForm onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Comment' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Write a comment'), { target: { value: '   ' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Write a comment'), { target: { value: '  Salamat!  ' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect((screen.getByLabelText('Write a comment') as HTMLTextAreaElement).value).toBe(''));
    expect(onSubmit).toHaveBeenCalledWith('Salamat!');
    // The emptied box disabled the button: focus went back to the box, not to <body>.
    expect(document.activeElement).toBe(screen.getByLabelText('Write a comment'));
  });

  it('keeps the text when sending failed', async () => {
    render(<CommentForm onSubmit={() => Promise.resolve(false)} />);
    fireEvent.change(screen.getByLabelText('Write a comment'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Comment' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect((screen.getByLabelText('Write a comment') as HTMLTextAreaElement).value).toBe('Hello');
  });
});
