import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_RULES,
  passwordProblem,
} from './password-rules';

describe('password rules', () => {
  it('accepts a password with a capital, a symbol, a digit and 8 characters', () => {
    expect(isStrongPassword('Sunrise#2026')).toBe(true);
    expect(passwordProblem('Sunrise#2026')).toBeNull();
  });

  it('reports each missing checklist rule, in the spec wording', () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      'Capital letter',
      'Has symbol',
      '8 characters',
      'Has number',
    ]);
    expect(checkPassword('abc')).toEqual({ capital: false, symbol: false, length: false, number: false });
    expect(checkPassword('Abcdefg1')).toEqual({ capital: true, symbol: false, length: true, number: true });
  });

  it('counts any character that is not an ASCII letter or digit as a symbol', () => {
    for (const password of ['Abcdefg1-', 'Abcdefg1|', 'Abcdefg1"', 'Abcdefg1 ', 'Abcdefg1é', 'Abcdefg1_']) {
      expect(isStrongPassword(password), password).toBe(true);
    }
  });

  it('refuses passwords longer than the maximum, which the checklist alone would pass', () => {
    const longest = `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect(isStrongPassword(longest)).toBe(true);
    expect(isStrongPassword(`${longest}x`)).toBe(false);
    expect(PASSWORD_RULES.every((rule) => rule.test(`${longest}x`))).toBe(true);
    expect(passwordProblem(`${longest}x`)).toBe(PASSWORD_RULE_MESSAGE);
  });

  it('asks for a password when none (or no text) is given', () => {
    expect(passwordProblem('')).toBe('Enter a password.');
    expect(passwordProblem(undefined)).toBe('Enter a password.');
    expect(passwordProblem(12345678)).toBe('Enter a password.');
    expect(passwordProblem('short')).toBe(PASSWORD_RULE_MESSAGE);
  });
});
