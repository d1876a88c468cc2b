import { describe, expect, it } from 'vitest';
import { isValidUsername, USERNAME_HINT, USERNAME_RULE_MESSAGE } from './username';

describe('usernames', () => {
  it('accepts 3 to 30 letters, digits, _ and .', () => {
    for (const good of ['ana', 'Ana_Cruz.2026', 'a'.repeat(30), ' ana '])
      expect(isValidUsername(good), good).toBe(true);
  });

  it('refuses other characters and lengths', () => {
    for (const bad of ['', 'an', 'a'.repeat(31), 'ana cruz', 'ana-cruz', 'añа', 'ana@x']) {
      expect(isValidUsername(bad), bad).toBe(false);
    }
  });

  it('states the rule with its numbers', () => {
    expect(USERNAME_RULE_MESSAGE).toBe('Username must be 3 to 30 characters: letters, digits, _ and . only.');
    expect(USERNAME_HINT).toBe('3 to 30 letters, digits, _ and .');
  });
});
