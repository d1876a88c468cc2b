import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

const litStars = () => screen.getAllByRole('button').filter((star) => star.classList.contains('is-on')).length;

describe('StarRating', () => {
  it('previews on hover, then locks with Rating Submitted after a successful submit', async () => {
    const sent: number[] = [];
    render(<StarRating current={null} onRate={async (rating) => void sent.push(rating)} />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Rate 3 out of 5' }));
    expect(litStars()).toBe(3);
    const four = screen.getByRole('button', { name: 'Rate 4 out of 5' });
    four.focus();
    await act(async () => fireEvent.click(four));
    expect(sent).toEqual([4]);
    expect(screen.getByText('Rating Submitted')).toBeTruthy();
    expect(screen.getAllByRole('button').every((star) => star.getAttribute('aria-disabled') === 'true')).toBe(true);
    // Locked, not disabled: the keyboard focus stays on the star just pressed (a disabled one drops it to <body>).
    expect(document.activeElement).toBe(four);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rate 2 out of 5' })));
    expect(sent).toEqual([4]);
    expect(litStars()).toBe(4);
  });

  it('unlocks again when the submit fails', async () => {
    render(
      <StarRating
        current={2}
        onRate={async () => {
          throw new Error('offline');
        }}
      />,
    );
    expect(screen.getByText('Your rating: 2 / 5')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rate 5 out of 5' })));
    expect(screen.queryByText('Rating Submitted')).toBeNull();
    expect(screen.getByRole('button', { name: 'Rate 5 out of 5' }).getAttribute('aria-disabled')).toBeNull();
    expect(litStars()).toBe(2);
  });
});
