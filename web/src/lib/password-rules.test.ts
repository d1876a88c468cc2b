import { describe, expect, it } from 'vitest';
import { checkPassword, isStrongPassword } from './password-rules';

describe('password rules', () => {
  it('accepts a password with a capital, a symbol, a digit and 8 characters', () => {
    expect(isStrongPassword('Sunrise#2026')).toBe(true);
  });

  it('reports each missing rule', () => {
    expect(checkPassword('abc')).toEqual({ capital: false, symbol: false, length: false, number: false });
    expect(checkPassword('Abcdefg1')).toEqual({ capital: true, symbol: false, length: true, number: true });
  });

  it('counts only the listed symbols', () => {
    expect(isStrongPassword('Abcdefg1-')).toBe(false);
    expect(isStrongPassword('Abcdefg1|')).toBe(true);
    expect(isStrongPassword('Abcdefg1"')).toBe(true);
  });
});
