import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostGallery } from './post-gallery';

const photo = (id: string, description: string) => ({
  id,
  url: `/uploads/${id}.webp`,
  thumbUrl: `/uploads/${id}-thumb.webp`,
  description,
});
const photos = [photo('a', 'A float with a spire.'), photo('b', ''), photo('c', 'Lanterns.'), photo('d', 'Drums.')];

describe('PostGallery', () => {
  it('shows each photo with its description as alt text and opens the lightbox at the one clicked', () => {
    render(<PostGallery photos={photos} title="Gion" />);
    const list = screen.getByRole('list', { name: '4 photos of “Gion”' });
    const images = [...list.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['A float with a spire.', '', 'Lanterns.', 'Drums.']);
    expect(images.map((img) => img.getAttribute('src'))).toEqual(photos.map((p) => p.thumbUrl));
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 3 of 4 of “Gion” full size' }));
    const dialog = screen.getByRole('dialog', { name: 'Lanterns. (photo 3 of 4)' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/uploads/c.webp');
    expect(within(dialog).getByText('Photo 3 of 4')).toBeTruthy();
  });

  it('goes through the photos with Previous/Next and the arrow keys, wrapping around, and closes with Esc', () => {
    render(<PostGallery photos={photos} title="Gion" />);
    const opener = screen.getByRole('button', { name: 'Open photo 4 of 4 of “Gion” full size' });
    opener.focus();
    fireEvent.click(opener);
    const shown = () => within(screen.getByRole('dialog')).getByRole('img').getAttribute('src');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('/uploads/a.webp');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(shown()).toBe('/uploads/b.webp');
    // a photo without a description is named by its place
    expect(screen.getByRole('dialog', { name: 'Photo 2 of “Gion” (photo 2 of 4)' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toBe('/uploads/d.webp');
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows a single photo as the post image, and nothing without photos', () => {
    const { container, rerender } = render(<PostGallery photos={[photos[0]!]} title="Gion" />);
    expect(screen.getByRole('button', { name: 'Open the image of “Gion” full size' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<PostGallery photos={[]} title="Gion" />);
    expect(container.innerHTML).toBe('');
  });
});
