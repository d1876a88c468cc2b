import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@culturalink/common/limits';
import { postImageProblem } from './post-image-rule';

describe('postImageProblem', () => {
  it('accepts an image up to 5 MB', () => {
    expect(postImageProblem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses a larger image with the spec message', () => {
    expect(postImageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe(
      'Image size should be less than 5MB',
    );
  });

  it('refuses anything but an image', () => {
    expect(postImageProblem({ type: 'application/pdf', size: 10 })).toBe('Please choose an image file.');
  });
});
