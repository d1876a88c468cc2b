import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StopPhoto } from './stop-photo';

describe('StopPhoto', () => {
  it("shows the author's description as alt text and hover title", () => {
    render(<StopPhoto src="/uploads/walls.webp" alt="Stone walls at dusk." />);
    const photo = screen.getByRole('img', { name: 'Stone walls at dusk.' });
    expect(photo.getAttribute('title')).toBe('Stone walls at dusk.');
  });

  it('is decorative (empty alt, no title) when the author wrote none', () => {
    render(<StopPhoto src="/uploads/walls.webp" alt="" />);
    const photo = screen.getByRole('presentation');
    expect(photo.getAttribute('alt')).toBe('');
    expect(photo.hasAttribute('title')).toBe(false);
  });
});
