import { describe, expect, it } from 'vitest';
import { isGmailAddress, isValidEmail } from './email';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    expect(isValidEmail('ana.cruz+trips@mail.example.ph')).toBe(true);
  });

  it('rejects addresses without a host or domain', () => {
    for (const bad of ['', 'ana', 'ana@', 'ana@example', '@example.com', 'ana @example.com', 'ana@example.']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });
});

describe('isGmailAddress', () => {
  it('recognises Gmail addresses case-insensitively', () => {
    expect(isGmailAddress('Ana@GMAIL.com')).toBe(true);
    expect(isGmailAddress('ana@example.com')).toBe(false);
  });
});
