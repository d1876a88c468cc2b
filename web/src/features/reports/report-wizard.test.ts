import { describe, expect, it } from 'vitest';
import { canAdvance, nextStep, previousStep, reportFailureMessage } from './report-wizard';

describe('report wizard steps', () => {
  it('needs a reason on step 1 and non-blank details on step 2', () => {
    expect(canAdvance(1, { category: null, details: '' })).toBe(false);
    expect(canAdvance(1, { category: 'ADULT_CONTENT', details: '' })).toBe(true);
    expect(canAdvance(2, { category: 'ADULT_CONTENT', details: '   \n ' })).toBe(false);
    expect(canAdvance(2, { category: 'ADULT_CONTENT', details: 'Spam link' })).toBe(true);
    expect(canAdvance(3, { category: null, details: 'Spam link' })).toBe(false);
  });

  it('moves one step at a time and has no step before the first', () => {
    expect(nextStep(1)).toBe(2);
    expect(nextStep(2)).toBe(3);
    expect(previousStep(3)).toBe(2);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(1)).toBeNull();
  });

  it('explains a refusal in words', () => {
    expect(
      reportFailureMessage({ code: 'RATE_LIMITED', message: 'slow down', extensions: { retryAfterSeconds: 90 } }),
    ).toBe('You have sent too many reports. Try again in 2 min.');
    expect(
      reportFailureMessage({ code: 'CONFLICT', message: 'You have already reported this post.', extensions: {} }),
    ).toBe('You have already reported this post.');
    expect(reportFailureMessage({ code: 'NETWORK', message: 'Failed to fetch', extensions: {} })).toMatch(/connection/);
  });
});
