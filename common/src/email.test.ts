import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email';

describe('e-mail addresses', () => {
  it('accepts ordinary addresses, in any letter case and with surrounding spaces', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    expect(isValidEmail('ana.cruz+trips@mail.example.ph')).toBe(true);
    expect(isValidEmail('  Ana@Example.COM ')).toBe(true);
  });

  it('rejects addresses without a host or domain, or with characters the server refuses', () => {
    for (const bad of [
      '',
      'ana',
      'ana@',
      'ana@example',
      '@example.com',
      'ana @example.com',
      'ana@example.',
      'ana@-example.com',
      'ana@exa_mple.com',
      'añа@example.com',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('bounds the local part and the whole address', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const label = 'b'.repeat(60);
    const long = `ana@${[label, label, label, label, label].join('.')}.com`;
    expect(long.length).toBeGreaterThan(EMAIL_MAX_LENGTH);
    expect(isValidEmail(long)).toBe(false);
  });

  it('normalizes to trimmed lower case', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });
});
