import { describe, expect, it } from 'vitest';
import { progressText } from './achievement-badge';

describe('progressText', () => {
  it('shows progress toward a locked badge', () => {
    expect(progressText({ unlocked: false, current: 3, target: 5 })).toBe('Progress: 3/5');
  });

  it('caps the progress of an unlocked badge at its goal', () => {
    expect(progressText({ unlocked: true, current: 7, target: 5 })).toBe('Unlocked (5/5)');
  });

  it('has no fraction for the badge every member has', () => {
    expect(progressText({ unlocked: true, current: 0, target: 0 })).toBe('Unlocked');
  });
});
