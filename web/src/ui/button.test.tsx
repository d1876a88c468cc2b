import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('while busy keeps the keyboard focus and ignores clicks (a disabled button dropped focus to <body>)', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Post</Button>);
    const button = screen.getByRole('button', { name: 'Post' });
    button.focus();
    rerender(
      <Button onClick={onClick} busy>
        Post
      </Button>,
    );
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form twice while busy', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Post
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
