import { describe, expect, it } from 'vitest';
import { isGmailAddress } from './email';

describe('isGmailAddress', () => {
  it('recognises Gmail addresses case-insensitively', () => {
    expect(isGmailAddress('Ana@GMAIL.com')).toBe(true);
    expect(isGmailAddress('ana@example.com')).toBe(false);
  });
});
