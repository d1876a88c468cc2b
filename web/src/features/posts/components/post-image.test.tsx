import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostImage } from './post-image';

describe('PostImage', () => {
  it("shows the author's description as the image's alt text and hover title, full size too", () => {
    render(<PostImage src="/uploads/full.webp" thumb="/uploads/thumb.webp" title="Sinulog" alt="Dancers in red." />);
    const thumb = screen.getByRole('img', { hidden: true });
    expect(thumb.getAttribute('alt')).toBe('Dancers in red.');
    expect(thumb.getAttribute('title')).toBe('Dancers in red.');
    const open = screen.getByRole('button', { name: 'Open the image of “Sinulog” full size' });
    expect(open.getAttribute('aria-describedby')).toBe(thumb.id);
    fireEvent.click(open);
    const full = within(screen.getByRole('dialog')).getByRole('img', { name: 'Dancers in red.' });
    expect(full.getAttribute('src')).toBe('/uploads/full.webp');
    expect(full.getAttribute('title')).toBe('Dancers in red.');
  });

  it('falls back to an empty alt on the card and the title in the lightbox when the author wrote none', () => {
    render(<PostImage src="/uploads/full.webp" thumb={null} title="Sinulog" alt="" />);
    const thumb = screen.getByRole('presentation', { hidden: true });
    expect(thumb.getAttribute('alt')).toBe('');
    expect(thumb.hasAttribute('title')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Open the image of “Sinulog” full size' }));
    expect(within(screen.getByRole('dialog')).getByRole('img', { name: 'Image of “Sinulog”' })).toBeTruthy();
  });
});
